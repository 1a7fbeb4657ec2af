import "server-only";
import type { z } from "zod";
import { ApiError, badRequest } from "./errors";
import type { TEndpoint } from "./types";

const JSON_LIMIT = 1024 * 1024;

/** Reads the raw body (needed for the digest) with a size cap: too large is a 413, never buffered whole. */
export async function readRawBody(request: Request, endpoint: TEndpoint): Promise<Uint8Array | undefined> {
  if (request.method === "GET" || request.method === "DELETE" || !request.body) return undefined;
  const limit = endpoint.body?.kind === "binary" ? endpoint.body.maxBytes : JSON_LIMIT;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function tooLarge(limit: number): ApiError {
  return new ApiError("BODY_TOO_LARGE", `the request body is larger than ${limit} bytes`);
}

/** Parses and validates a JSON body; the error names the first offending field. */
export function parseJsonBody(raw: Uint8Array | undefined, schema: z.ZodType): unknown {
  if (!raw || raw.byteLength === 0) throw badRequest("MISSING_BODY", "a JSON request body is required");
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
  } catch {
    throw badRequest("INVALID_JSON", "the request body is not valid UTF-8 JSON");
  }
  if (JSON.stringify(data).includes("\\u0000")) {
    throw badRequest("INVALID_BODY", "the request body contains a NUL character");
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length > 0 ? issue.path.join(".") : "body";
  throw badRequest("INVALID_BODY", `${field}: ${issue.message}`);
}
