import "server-only";
import { open } from "node:fs/promises";
import { extname } from "node:path";

import type { TImportFormat } from "../types";
import { detectHeader } from "./csv";
import { decodeBytes } from "./decode-text";

const BY_EXTENSION: Record<string, TImportFormat> = {
  ".csv": "csv",
  ".jsonl": "jsonl",
  ".ndjson": "jsonl",
  ".sgm": "sgml",
  ".sgml": "sgml",
  ".rss": "rss",
  ".rdf": "rss",
  ".atom": "atom",
  ".html": "html",
  ".htm": "html",
  ".xhtml": "html",
};
// `.xml`, `.txt` and anything else are decided by their content.

const SNIFF_BYTES = 64 * 1024;

export function formatFromExtension(path: string): TImportFormat | undefined {
  return BY_EXTENSION[extname(path).toLowerCase()];
}

/** Name of the first element, after the XML declaration, comments and DOCTYPE. */
function rootElement(text: string): string | undefined {
  const rest = text.replace(/^(\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<![^>]*>)+/, "");
  return /^<([\w:.-]+)/.exec(rest)?.[1]?.toLowerCase();
}

/** Format of a document from its first bytes (decoded), or undefined. */
export function sniffFormat(head: string): TImportFormat | undefined {
  const text = head.replace(/^\uFEFF/, "");
  const root = rootElement(text);
  // The first element, not any mention: README.txt of the collection quotes "<REUTERS" too.
  if (root === "reuters" || /^\s*<!DOCTYPE\s+lewis/i.test(text)) return "sgml";
  if (root === "rss" || root === "rdf:rdf" || root === "rdf") return "rss";
  if (root === "feed") return "atom";
  if (/^\s*<!doctype html/i.test(text) || ["html", "head", "body"].includes(root ?? "")) return "html";
  const firstLine =
    text
      .split(/\r?\n/)
      .find((line) => line.trim())
      ?.trim() ?? "";
  if (firstLine.startsWith("{")) return "jsonl";
  // A header line naming our columns (quotes allowed); data-only CSV needs the extension or `format`.
  if (firstLine.includes(",") && detectHeader(firstLine.split(",").map((f) => f.replace(/^"|"$/g, "")))) return "csv";
  return undefined;
}

export async function readHead(path: string, bytes = SNIFF_BYTES): Promise<string> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return decodeBytes(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** By extension first; otherwise by sniffing the first 64 KB. */
export async function detectFileFormat(path: string): Promise<TImportFormat | undefined> {
  return formatFromExtension(path) ?? sniffFormat(await readHead(path));
}

/** Format from an HTTP Content-Type; plain XML is left to sniffing. */
export function formatFromContentType(contentType: string | null): TImportFormat | undefined {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  if (type === "application/rss+xml" || type === "application/rdf+xml") return "rss";
  if (type === "application/atom+xml") return "atom";
  if (type === "text/html" || type === "application/xhtml+xml") return "html";
  return undefined;
}
