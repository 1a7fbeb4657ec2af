import "server-only";
import { createHash } from "node:crypto";
import { DomainError } from "@/lib/server/errors";
import { decodeDocument, stripControlChars } from "@/lib/server/ingest/sources/decode-text";
import { extractArticle } from "@/lib/server/ingest/sources/html";
import type { TSourceItem } from "@/lib/server/ingest/types";
import { textCharset, type TUploadKind } from "./detect-upload-kind";
import { docxText, pdfText, tidyText } from "./extract-text";
import type { TInflateBudget } from "./zip-guard";

export type TFileKind = Exclude<TUploadKind, "zip" | "jsonl">;

export type TFileOptions = { type: string; publisher?: string; title?: string };

const CONTENT_TYPES: Record<TFileKind, string> = {
  txt: "text/plain",
  html: "text/html",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The last path segment, without control characters; a default when nothing usable is left. */
export function baseName(name: string | undefined, kind: TFileKind): string {
  const base = (name ?? "")
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(-200);
  return base || `upload.${kind}`;
}

function stem(fileName: string): string {
  return fileName
    .replace(/\.[^.]+$/, "")
    .replace(/[_]+/g, " ")
    .trim();
}

async function readText(kind: TFileKind, bytes: Uint8Array, budget: TInflateBudget) {
  switch (kind) {
    case "txt":
      return { text: tidyText(decodeDocument(bytes, textCharset(bytes))) };
    case "html": {
      const article = extractArticle(decodeDocument(bytes), "file:///upload/");
      return {
        text: tidyText(article.text),
        html: article.html,
        title: article.title,
        language: article.language,
        image: article.image,
      };
    }
    case "pdf":
      return { text: tidyText(await pdfText(bytes)) };
    case "docx":
      return { text: tidyText(await docxText(bytes, budget)) };
  }
}

/**
 * One uploaded file as a document whose attachment is the file itself. `name` is the client's
 * name for it (the fileName parameter, or the path inside a package): only its last segment is kept.
 */
export async function fileItem(
  file: { name?: string; origin: string; kind: TFileKind; bytes: Uint8Array },
  options: TFileOptions,
  budget: TInflateBudget,
): Promise<TSourceItem> {
  const filename = baseName(file.name, file.kind);
  let read: Awaited<ReturnType<typeof readText>>;
  try {
    read = await readText(file.kind, file.bytes, budget);
  } catch (error) {
    if (error instanceof DomainError) throw error; // a broken upload limit: the whole request fails
    return { ok: false, origin: file.origin, reason: (error as Error).message };
  }
  if (!read.text) {
    const hint = file.kind === "pdf" ? " (a scanned PDF without a text layer?)" : "";
    return { ok: false, origin: file.origin, reason: `no text could be extracted from ${filename}${hint}` };
  }
  const title = stripControlChars(
    options.title?.trim() || read.title || (file.name ? stem(filename) : "") || read.text.split("\n")[0]!.slice(0, 200),
  );
  const sha256 = createHash("sha256").update(file.bytes).digest("hex");
  return {
    ok: true,
    doc: {
      origin: file.origin,
      title,
      body: read.text,
      html: read.html,
      language: read.language,
      publisher: options.publisher,
      type: options.type,
      // The same bytes uploaded again are the same document.
      provider: "Upload",
      providerRef: sha256,
      properties: { fileName: filename, ...("image" in read && read.image ? { image: read.image } : {}) },
      attachment: { filename, contentType: CONTENT_TYPES[file.kind], bytes: file.bytes },
    },
  };
}
