import "server-only";
import { Readable, pipeline } from "node:stream";
import { basename } from "node:path";
import { parse, type CsvError } from "csv-parse";

import type { TRawDocument, TSource, TSourceItem, TSourceOptions } from "../types";
import { decodeChunks, stripControlChars } from "./decode-text";
import { languageCode, parseDate } from "./parse-date";
import { readChunks } from "./split-bytes";

// Columns are matched by header name; these are the accepted spellings, most specific first.
const COLUMN_ALIASES = {
  url: ["url", "link", "href", "uri", "source_url", "article_url"],
  date: ["date", "published", "published_at", "publishedat", "pubdate", "pub_date", "datetime", "timestamp"],
  title: ["title", "headline", "heading", "subject"],
  text: ["text", "body", "content", "article", "article_text", "description"],
  publisher: ["publisher", "source", "site"],
  language: ["language", "lang"],
  id: ["id", "guid", "provider_ref"],
} as const;
type TColumn = keyof typeof COLUMN_ALIASES;
type TColumnIndex = Partial<Record<TColumn, number>>;

/** Without a header the Wikinews layout is assumed: url,date,title,text. */
const POSITIONAL: TColumnIndex = { url: 0, date: 1, title: 2, text: 3 };

/** The header's column positions, or undefined when the first record is not a header. */
export function detectHeader(fields: string[]): TColumnIndex | undefined {
  const names = fields.map((f) =>
    f
      .replace(/^\uFEFF/, "")
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_"),
  );
  const index: TColumnIndex = {};
  for (const [column, aliases] of Object.entries(COLUMN_ALIASES) as [TColumn, readonly string[]][]) {
    const at = aliases.map((alias) => names.indexOf(alias)).find((i) => i >= 0);
    if (at !== undefined) index[column] = at;
  }
  const recognised = Object.keys(index).length;
  return recognised >= 2 && (index.title !== undefined || index.text !== undefined) ? index : undefined;
}

/** Wikinews URLs name both the publisher and the edition's language (en.wikinews.org). */
function wikinews(url: string | undefined): { publisher: string; language?: string } | undefined {
  if (!url) return undefined;
  try {
    const host = new URL(url).hostname.toLowerCase();
    if (host !== "wikinews.org" && !host.endsWith(".wikinews.org")) return undefined;
    return { publisher: "Wikinews", language: languageCode(host.split(".")[0]) ?? "en" };
  } catch {
    return undefined;
  }
}

export function csvRowToItem(
  fields: string[],
  columns: TColumnIndex,
  origin: string,
  options: TSourceOptions,
): TSourceItem {
  const get = (column: TColumn) => {
    const at = columns[column];
    const value = at === undefined ? undefined : fields[at];
    return value === undefined ? undefined : stripControlChars(value).trim() || undefined;
  };
  // Trailing blanks (Wikinews lines end in NBSPs) go; runs of empty lines become one paragraph break.
  const text = get("text")
    ?.replace(/[^\S\n]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n");
  const title = get("title")?.replace(/\s+/g, " ");
  if (!text && !title) return { ok: false, origin, reason: "row has neither title nor text" };
  const rawDate = get("date");
  const publishedAt = parseDate(rawDate);
  if (rawDate && !publishedAt) return { ok: false, origin, reason: `invalid date "${rawDate}"` };
  const url = get("url");
  const wiki = wikinews(url);
  const doc: TRawDocument = {
    origin,
    title: title ?? text!.split("\n")[0]!.slice(0, 200),
    body: text ?? title!,
    url,
    publishedAt,
    publisher: wiki?.publisher ?? get("publisher") ?? options.publisher,
    language: wiki?.language ?? languageCode(get("language")),
    providerRef: get("id"),
    type: options.type,
  };
  return { ok: true, doc };
}

/**
 * Rows of a CSV file (RFC 4180: quoted multi-line fields, doubled quotes), streamed. Origins are
 * "name.csv row N", N counting data rows from 1 (the header is not a row).
 */
export function csvSource(path: string, options: TSourceOptions = {}, name = basename(path)): TSource {
  return {
    describe: `CSV ${name}`,
    estimate: () => estimateCsvRows(path),
    items: () => readCsv(path, name, options),
  };
}

async function* readCsv(path: string, name: string, options: TSourceOptions): AsyncIterable<TSourceItem> {
  // The parser runs ahead of this loop, so a skipped record is queued with the number of records emitted
  // before it and reported in its place in the file.
  const skipped: { before: number; reason: string }[] = [];
  let row = 0;
  let columns: TColumnIndex | undefined;
  const rejectionsBefore = function* (records: number): Iterable<TSourceItem> {
    while (skipped.length && skipped[0]!.before < records) {
      const { reason } = skipped.shift()!;
      if (!columns) columns = POSITIONAL; // an unreadable first record is not a header
      yield { ok: false, origin: `${name} row ${++row}`, reason };
    }
  };
  const parser = parse({
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined) => {
      // csv-parse puts its counters on the error; `records` = records emitted before this one.
      const before = Number((error as { records?: unknown } | undefined)?.records ?? 0);
      skipped.push({ before, reason: error?.message ?? "unreadable CSV row" });
    },
  });
  // pipeline (not pipe) so a read error reaches the parser, and an early `break` closes the file.
  pipeline(Readable.from(decodeChunks(readChunks(path))), parser, () => {});
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { records: number } }>) {
      yield* rejectionsBefore(info.records);
      if (!columns) {
        columns = detectHeader(record);
        if (columns) continue;
        columns = POSITIONAL;
      }
      yield csvRowToItem(record, columns, `${name} row ${++row}`, options);
    }
  } catch (error) {
    // Only a structural error (e.g. a read failure) ends the file; it is reported, not thrown.
    yield* rejectionsBefore(Infinity);
    yield { ok: false, origin: `${name} row ${row + 1}`, reason: `CSV parsing stopped: ${(error as Error).message}` };
  }
  yield* rejectionsBefore(Infinity);
}

/**
 * Counts records with a quote-aware byte scan (a newline inside quotes does not end a record), minus the
 * header line when there is one. Cheap: no field is materialised.
 */
export async function estimateCsvRows(path: string): Promise<number> {
  let records = 0;
  let inQuotes = false;
  let lineHasContent = false;
  let firstLine = "";
  let firstDone = false;
  for await (const chunk of readChunks(path)) {
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (!firstDone && firstLine.length < 4096) firstLine += String.fromCharCode(b);
      if (b === 0x22) inQuotes = !inQuotes;
      if (b === 0x0a && !inQuotes) {
        if (lineHasContent) records++;
        lineHasContent = false;
        firstDone = true;
      } else if (b !== 0x0d && b !== 0x20) lineHasContent = true;
    }
  }
  if (lineHasContent) records++;
  const header = detectHeader(firstLine.trim().split(","));
  return Math.max(0, records - (header ? 1 : 0));
}
