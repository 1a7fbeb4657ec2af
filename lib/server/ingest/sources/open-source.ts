import "server-only";
import { readdir, stat } from "node:fs/promises";
import { join, relative } from "node:path";

import { IMPORT_FORMATS, type TImportFormat, type TSource, type TSourceItem, type TSourceOptions } from "../types";
import { csvSource } from "./csv";
import { detectFileFormat, formatFromContentType, sniffFormat } from "./detect-format";
import { decodeBytes } from "./decode-text";
import { feedFileSource, feedSource } from "./feed";
import { htmlFileSource, htmlPageItem } from "./html";
import { jsonlSource } from "./jsonl";
import { reutersSgmlSource } from "./reuters-sgml";

export type TOpenSourceOptions = TSourceOptions & {
  /** Forces the format of a file or URL; in a directory it is the fallback for files it cannot detect. */
  format?: TImportFormat;
};

export const FETCH_TIMEOUT_MS = 30_000;
export const MAX_FETCH_BYTES = 20 * 1024 * 1024;
const FORMATS = IMPORT_FORMATS.join(", ");

function fileSource(path: string, format: TImportFormat, options: TSourceOptions, name?: string): TSource {
  switch (format) {
    case "csv":
      return csvSource(path, options, name);
    case "jsonl":
      return jsonlSource(path, options, name);
    case "sgml":
      return reutersSgmlSource(path, options, name);
    case "rss":
    case "atom":
      return feedFileSource(path, options, name);
    case "html":
      return htmlFileSource(path, options, name);
  }
}

/** Files under `dir`, recursively, in path order; hidden files and directories are skipped. */
async function* walk(dir: string): AsyncIterable<string> {
  const entries = (await readdir(dir, { withFileTypes: true }))
    .filter((e) => !e.name.startsWith("."))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    // Symlinked files are followed; symlinked directories are not (no cycles).
    else if (entry.isFile() || (entry.isSymbolicLink() && (await stat(path).catch(() => null))?.isFile())) yield path;
  }
}

function directorySource(dir: string, options: TOpenSourceOptions): TSource {
  const { format: fallback, ...sourceOptions } = options;
  // Each file is opened only when reached: at most one file's reader is live at a time.
  async function* files(): AsyncIterable<{ name: string; source?: TSource; format?: TImportFormat }> {
    for await (const path of walk(dir)) {
      const name = relative(dir, path);
      const format = (await detectFileFormat(path)) ?? fallback;
      yield { name, format, source: format && fileSource(path, format, sourceOptions, name) };
    }
  }
  return {
    describe: `Directory ${dir}`,
    estimate: async () => {
      let total = 0;
      for await (const { source } of files()) total += (await source?.estimate?.()) ?? 0;
      return total;
    },
    items: async function* (): AsyncIterable<TSourceItem> {
      for await (const { name, source } of files()) {
        if (!source) {
          yield { ok: false, origin: name, reason: `skipped: not a recognised import format (${FORMATS})` };
          continue;
        }
        try {
          yield* source.items();
        } catch (error) {
          // A file that cannot be read at all (permissions, vanished) is reported; the others still import.
          yield { ok: false, origin: name, reason: `file could not be read: ${(error as Error).message}` };
        }
      }
    },
  };
}

/** GET with a timeout and a size cap; the body is read incrementally so the cap holds without Content-Length. */
async function fetchResource(url: string): Promise<{ bytes: Uint8Array; contentType: string | null; url: string }> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    redirect: "follow",
    headers: { accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/html;q=0.8, */*;q=0.5" },
  }).catch((error: Error) => {
    throw new Error(`Could not fetch ${url}: ${error.name === "TimeoutError" ? "timed out" : error.message}`);
  });
  if (!response.ok) throw new Error(`Could not fetch ${url}: HTTP ${response.status} ${response.statusText}`.trim());
  const declared = Number(response.headers.get("content-length"));
  const tooLarge = () => new Error(`Could not fetch ${url}: larger than ${MAX_FETCH_BYTES} bytes`);
  if (declared > MAX_FETCH_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    size += part.value.length;
    if (size > MAX_FETCH_BYTES) {
      await reader!.cancel();
      throw tooLarge();
    }
    chunks.push(part.value);
  }
  return { bytes: Buffer.concat(chunks), contentType: response.headers.get("content-type"), url: response.url || url };
}

async function urlSource(url: string, options: TOpenSourceOptions): Promise<TSource> {
  const { format: forced, ...sourceOptions } = options;
  const fetched = await fetchResource(url);
  const charset = /charset=["']?([\w.:-]+)/i.exec(fetched.contentType ?? "")?.[1];
  const format =
    forced ??
    formatFromContentType(fetched.contentType) ??
    sniffFormat(decodeBytes(fetched.bytes.subarray(0, 64 * 1024)));
  if (format === "rss" || format === "atom") {
    return feedSource(fetched.bytes, { ...sourceOptions, feedUrl: fetched.url, charset });
  }
  if (format === "html") {
    let item: TSourceItem | undefined;
    const page = () => (item ??= htmlPageItem(fetched.bytes, fetched.url, fetched.url, { ...sourceOptions, charset }));
    return {
      describe: `HTML page ${fetched.url}`,
      estimate: async () => 1,
      items: async function* () {
        yield page();
      },
    };
  }
  throw new Error(
    `${url} is neither a feed nor an HTML page (Content-Type: ${fetched.contentType ?? "none"}` +
      `${format ? `, looks like ${format}` : ""}); download it and import the file instead`,
  );
}

/**
 * Opens a file, a directory (recursive, mixed formats) or an http(s) URL (a feed or an HTML page) as a
 * source. Throws, with a message meant for the user, when the path is missing or its format is unknown.
 */
export async function openSource(pathOrUrl: string, options: TOpenSourceOptions = {}): Promise<TSource> {
  if (/^https?:\/\//i.test(pathOrUrl)) return urlSource(pathOrUrl, options);
  const info = await stat(pathOrUrl).catch(() => {
    throw new Error(`No such file or directory: ${pathOrUrl}`);
  });
  if (info.isDirectory()) return directorySource(pathOrUrl, options);
  const { format: forced, ...sourceOptions } = options;
  const format = forced ?? (await detectFileFormat(pathOrUrl));
  if (!format) {
    throw new Error(
      `Cannot tell the format of ${pathOrUrl}: name it .csv/.jsonl/.sgm/.rss/.atom/.html or pass a format (${FORMATS})`,
    );
  }
  return fileSource(pathOrUrl, format, sourceOptions);
}
