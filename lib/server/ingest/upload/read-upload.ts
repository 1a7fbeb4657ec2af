import "server-only";
import { DomainError, type TErrorCode } from "@/lib/server/errors";
import { decodeBytes } from "@/lib/server/ingest/sources/decode-text";
import { parseJsonlLine } from "@/lib/server/ingest/sources/jsonl";
import type { TSourceItem } from "@/lib/server/ingest/types";
import { detectUploadKind, extensionOf, isDocxPackage, SUPPORTED } from "./detect-upload-kind";
import { fileItem, type TFileKind } from "./file-item";
import { UPLOAD_MAX_DOCUMENTS, ZIP_LIMITS } from "./upload-limits";
import { readZipEntries, type TInflateBudget, type TZipEntry } from "./zip-guard";

export type TUploadOptions = {
  fileName?: string;
  /** The documentType parameter; files default to Local File, JSONL lines to their own `type`. */
  documentType?: string;
  publisher?: string;
  title?: string;
};

/** What an upload holds: one file, or a package (a JSONL file or a zip) of many. */
export type TUploadContent = { package: boolean; items: TSourceItem[] };

const bad = (code: TErrorCode, message: string) => new DomainError(code, message);

// Skipped silently: archive clutter from macOS and Windows, hidden files.
const CLUTTER = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|desktop\.ini$|\.[^/]*$)/i;

function jsonlItems(bytes: Uint8Array, name: string, options: TUploadOptions): TSourceItem[] {
  const items: TSourceItem[] = [];
  decodeBytes(bytes)
    .split("\n")
    .forEach((line, i) => {
      if (line.trim()) {
        items.push(
          parseJsonlLine(line.trim(), `${name} line ${i + 1}`, {
            publisher: options.publisher,
            type: options.documentType,
          }),
        );
      }
    });
  return items;
}

function fileOptions(options: TUploadOptions, title?: string) {
  return { type: options.documentType ?? "Local File", publisher: options.publisher, title };
}

async function packageItems(
  entries: TZipEntry[],
  options: TUploadOptions,
  budget: TInflateBudget,
): Promise<TSourceItem[]> {
  const items: TSourceItem[] = [];
  for (const entry of entries) {
    if (CLUTTER.test(entry.name)) continue;
    if (!entry.ok) {
      items.push({ ok: false, origin: entry.name, reason: entry.reason });
      continue;
    }
    const detected = detectUploadKind(entry.bytes, entry.name);
    if ("error" in detected) items.push({ ok: false, origin: entry.name, reason: detected.error });
    else if (detected.kind === "zip")
      items.push({ ok: false, origin: entry.name, reason: "nested archives are not followed" });
    else if (detected.kind === "jsonl") items.push(...jsonlItems(entry.bytes, entry.name, options));
    else
      items.push(
        await fileItem(
          { name: entry.name, origin: entry.name, kind: detected.kind, bytes: entry.bytes },
          fileOptions(options),
          budget,
        ),
      );
    if (items.length > UPLOAD_MAX_DOCUMENTS) break;
  }
  return items;
}

async function singleFile(bytes: Uint8Array, kind: TFileKind, options: TUploadOptions): Promise<TUploadContent> {
  const origin = options.fileName ?? "upload";
  const budget: TInflateBudget = { bytesLeft: ZIP_LIMITS.maxTotalBytes };
  const item = await fileItem(
    { name: options.fileName, origin, kind, bytes },
    fileOptions(options, options.title),
    budget,
  );
  if (!item.ok) throw bad("UNREADABLE_FILE", `${item.origin}: ${item.reason}`);
  return { package: false, items: [item] };
}

/**
 * Reads an upload entirely (in memory, within the limits) before anything is stored, so that a bad
 * request changes nothing: an empty, unknown or hostile body is a 400; a bad entry of a package is
 * a rejection item and the rest still import.
 */
export async function readUpload(bytes: Uint8Array, options: TUploadOptions): Promise<TUploadContent> {
  if (bytes.byteLength === 0) throw bad("EMPTY_BODY", `the request body is empty: send the file itself (${SUPPORTED})`);
  const detected = detectUploadKind(bytes, options.fileName);
  if ("error" in detected) throw bad("UNSUPPORTED_FILE", detected.error);
  const origin = options.fileName ?? "upload";
  const budget: TInflateBudget = { bytesLeft: ZIP_LIMITS.maxTotalBytes };
  let content: TUploadContent;

  if (detected.kind === "zip") {
    const entries = await readZipEntries(bytes, ZIP_LIMITS, budget);
    if (extensionOf(options.fileName) !== "zip" && isDocxPackage(entries.map((e) => e.name))) {
      // A Word document sent without its name: checked again (and inflated again) by the docx reader.
      content = await singleFile(bytes, "docx", options);
    } else {
      if (options.title) throw bad("INVALID_PARAMETER", "title: applies to a single file, not to a package");
      content = { package: true, items: await packageItems(entries, options, budget) };
      if (content.items.length === 0) throw bad("EMPTY_PACKAGE", "the zip package holds no files");
    }
  } else if (detected.kind === "jsonl") {
    if (options.title) throw bad("INVALID_PARAMETER", "title: applies to a single file, not to a JSONL package");
    content = { package: true, items: jsonlItems(bytes, origin, options) };
    if (content.items.length === 0) throw bad("EMPTY_PACKAGE", "the JSONL file holds no lines");
  } else {
    content = await singleFile(bytes, detected.kind, options);
  }
  if (content.items.length > UPLOAD_MAX_DOCUMENTS) {
    throw bad(
      "TOO_MANY_DOCUMENTS",
      `an upload holds at most ${UPLOAD_MAX_DOCUMENTS} documents; import larger collections with the CLI`,
    );
  }
  return content;
}
