import "server-only";
import { basename } from "node:path";

import type { TSource, TSourceItem, TSourceOptions } from "../types";
import { decodeBytes, stripControlChars } from "./decode-text";
import { countOccurrences, readChunks, splitBytes } from "./split-bytes";

// Reuters-21578 (lewis.dtd): a file is a run of <REUTERS ...>...</REUTERS> records. Records are split on
// raw bytes and each is decoded on its own, so one bad byte can only ever affect its own record.

const RECORD_START = "<REUTERS";
const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const LISTS = ["topics", "places", "people", "orgs", "exchanges"] as const;

/** SGML entities of the collection (&lt; &amp; and numeric wire-framing codes); controls dropped. */
function unescape(text: string): string {
  const decoded = text.replace(/&(#\d+|lt|gt|amp|quot|apos);/g, (_, name: string) => {
    if (name.startsWith("#")) return String.fromCodePoint(Math.min(Number(name.slice(1)), 0x10ffff));
    return { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" }[name] ?? "";
  });
  return stripControlChars(decoded);
}

function element(text: string, tag: string): string | undefined {
  return new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(text)?.[1];
}

/** `26-FEB-1987 15:01:01.79` (the corpus's local wire time, read as UTC); an impossible time keeps the day. */
export function parseReutersDate(text: string | undefined): Date | undefined {
  const m = /(\d{1,2})-([A-Za-z]{3})-(\d{4})(?:\s+(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?)?/.exec(text ?? "");
  if (!m) return undefined;
  const month = MONTHS.indexOf(m[2]!.toUpperCase());
  if (month < 0) return undefined;
  const [h, min, s] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const timeOk = m[4] !== undefined && h < 24 && min < 60 && s < 60;
  const ms = timeOk && m[7] ? Number(m[7].padEnd(3, "0")) : 0;
  return new Date(Date.UTC(Number(m[3]), month, Number(m[1]), timeOk ? h : 0, timeOk ? min : 0, timeOk ? s : 0, ms));
}

/**
 * Stories are hard-wrapped at ~70 columns and an indented line starts a paragraph: rejoin the lines.
 * Table rows (columns aligned with runs of spaces) are never joined and stay one per line.
 */
function reflow(body: string): string {
  const blocks: { text: string; table: boolean }[] = [];
  for (const line of body.split("\n")) {
    const text = line.trim();
    if (!text) continue;
    const table = /[^\s.;:?!,] {2,}\S/.test(text); // a run of spaces not after a full stop
    const last = blocks.at(-1);
    if (last && !table && !last.table && !/^\s/.test(line)) last.text += ` ${text}`;
    else blocks.push({ text, table });
  }
  // Drop the wire sign-off ("Reuter") that ends almost every story.
  if (/^reuters?$/i.test(blocks.at(-1)?.text ?? "")) blocks.pop();
  return blocks.map((b, i) => (i === 0 ? "" : b.table && blocks[i - 1]!.table ? "\n" : "\n\n") + b.text).join("");
}

const oneLine = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/^[\s*]+/, "")
    .trim();

/** One `<REUTERS>` record (decoded text) → a document or a rejection. */
export function parseReutersRecord(
  record: string,
  file: string,
  index: number,
  options: TSourceOptions = {},
): TSourceItem {
  const attrs = Object.fromEntries(
    [...(/^<REUTERS([^>]*)>/.exec(record)?.[1] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  const newId = attrs.NEWID;
  const origin = newId ? `${file} NEWID=${newId}` : `${file} record ${index}`;
  if (!record.includes("</REUTERS>")) return { ok: false, origin, reason: "unterminated <REUTERS> record" };
  const textMatch = /<TEXT([^>]*)>([\s\S]*?)<\/TEXT>/.exec(record);
  if (!textMatch) return { ok: false, origin, reason: "record has no <TEXT>" };
  const text = textMatch[2]!;
  const textType = /TYPE="(\w+)"/.exec(textMatch[1]!)?.[1];

  const titleRaw = element(text, "TITLE");
  const bodyRaw = element(text, "BODY");
  let title = titleRaw === undefined ? "" : oneLine(unescape(titleRaw));
  let body = bodyRaw === undefined ? "" : reflow(unescape(bodyRaw));
  if (!body && title) {
    // TYPE="BRIEF": a headline only (followed by "Blah blah blah." filler) — the headline is the story.
    body = title;
  } else if (!body) {
    // TYPE="UNPROC": unstructured wire text (tables, notices); keep its layout, first line as title.
    body = unescape(text.replace(/<[^>]+>/g, ""))
      .split("\n")
      .map((line) => line.trimEnd())
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
    title = oneLine(body.split("\n").find((line) => line.trim()) ?? "");
  } else if (!title) {
    title = oneLine(body.split("\n")[0]!).slice(0, 200);
  }
  if (!body) return { ok: false, origin, reason: "empty <TEXT>: no title, body or text" };

  const properties: Record<string, string | string[]> = {};
  for (const list of LISTS) {
    const inner = element(record, list.toUpperCase()) ?? "";
    properties[list] = [...inner.matchAll(/<D>([\s\S]*?)<\/D>/g)].map((m) => unescape(m[1]!).trim()).filter(Boolean);
  }
  const dateline = oneLine(unescape(element(text, "DATELINE") ?? "")).replace(/\s*-$/, "");
  if (dateline) properties.dateline = dateline;
  const author = oneLine(unescape(element(text, "AUTHOR") ?? ""));
  if (author) properties.author = author;
  if (textType) properties.textType = textType;

  return {
    ok: true,
    doc: {
      origin,
      title,
      body,
      provider: "Reuters-21578",
      providerRef: newId,
      publishedAt: parseReutersDate(element(record, "DATE")),
      publisher: options.publisher ?? "Reuters",
      language: "en",
      type: options.type,
      properties,
    },
  };
}

async function* readRecords(path: string, file: string, options: TSourceOptions): AsyncIterable<TSourceItem> {
  let index = 0;
  for await (const bytes of splitBytes(readChunks(path), RECORD_START, "start")) {
    // The piece before the first record is the DOCTYPE preamble: not a record.
    if (!bytes.subarray(0, RECORD_START.length).equals(Buffer.from(RECORD_START))) continue;
    index++;
    try {
      yield parseReutersRecord(decodeBytes(bytes), file, index, options);
    } catch (error) {
      yield { ok: false, origin: `${file} record ${index}`, reason: `unreadable record: ${(error as Error).message}` };
    }
  }
}

/** A Reuters-21578 `.sgm` file; `estimate` counts `<REUTERS` markers (exactly the records yielded). */
export function reutersSgmlSource(path: string, options: TSourceOptions = {}, name = basename(path)): TSource {
  return {
    describe: `Reuters-21578 SGML ${name}`,
    estimate: () => countOccurrences(readChunks(path), RECORD_START),
    items: () => readRecords(path, name, options),
  };
}
