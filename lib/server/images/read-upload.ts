import "server-only";
import { DomainError } from "@/lib/server/errors";

export type TUpload = { bytes: Uint8Array; filename?: string; contentType?: string; fields: Map<string, string> };

/**
 * The uploaded file of a request body: the first file part of multipart/form-data (with the other text
 * fields), or else the raw body itself. The gateway has already capped the body's size.
 */
export async function readUpload(raw: Uint8Array | undefined, contentType: string | null): Promise<TUpload> {
  const bytes = raw ?? new Uint8Array(0);
  if (!contentType?.toLowerCase().startsWith("multipart/form-data")) {
    return { bytes, contentType: contentType ?? undefined, fields: new Map() };
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.from(bytes), { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new DomainError("INVALID_BODY", "body: not a valid multipart/form-data body");
  }
  const fields = new Map<string, string>();
  let file: File | undefined;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields.set(name.toLowerCase(), value);
    else file ??= value;
  }
  if (!file) throw new DomainError("MISSING_FILE", "body: the multipart body holds no file part");
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    filename: file.name || undefined,
    contentType: file.type || undefined,
    fields,
  };
}
