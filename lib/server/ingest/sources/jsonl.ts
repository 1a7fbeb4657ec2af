import "server-only";
import { basename } from "node:path";
import { z } from "zod";

import type { TSource, TSourceItem, TSourceOptions } from "../types";
import { decodeBytes, stripControlChars } from "./decode-text";
import { htmlToText } from "./html-text";
import { languageCode, parseDate } from "./parse-date";
import { countOccurrences, readChunks, splitBytes } from "./split-bytes";

// The JSONL import format (documented for users in JSONL.md — keep the two in step).

const ZText = z.string().transform((s) => stripControlChars(s).trim());

export const ZJsonlDocument = z
  .object({
    title: ZText.pipe(z.string().min(1, "must not be empty")),
    body: ZText.optional(),
    html: z.string().optional(),
    url: z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }).optional(),
    publishedAt: z
      .union([z.iso.datetime({ offset: true }), z.iso.date()], {
        error: "must be ISO 8601 with a zone (2020-03-01T12:00:00Z) or a date (2020-03-01)",
      })
      .optional(),
    publisher: ZText.optional(),
    language: z
      .string()
      .regex(/^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]+)*$/, "must be a language code such as en, en-GB, fra or pcm")
      .optional(),
    type: z.string().trim().min(1).optional(),
    provider: z.string().trim().min(1).optional(),
    providerRef: z.union([z.string().trim().min(1), z.number().transform(String)]).optional(),
    properties: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
    parentRef: z
      .string()
      .trim()
      .regex(/^5_[1-9]\d{0,17}$/, "must be a document itemRef such as 5_123")
      .optional(),
  })
  .refine((doc) => Boolean(doc.body || doc.html?.trim()), { message: "needs body or html", path: ["body"] });
export type TJsonlDocument = z.infer<typeof ZJsonlDocument>;

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const message = /received undefined$/.test(issue.message) ? "is required" : issue.message;
      return issue.path.length ? `${issue.path.join(".")}: ${message}` : message;
    })
    .join("; ");
}

function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(hasNul);
  if (typeof value === "object" && value !== null)
    return Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNul(v));
  return false;
}

/** One line of a JSONL file → a document or a rejection naming the line and the problem. */
export function parseJsonlLine(line: string, origin: string, options: TSourceOptions = {}): TSourceItem {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { ok: false, origin, reason: `invalid JSON: ${(error as Error).message}` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, origin, reason: "expected a JSON object" };
  }
  // PostgreSQL text and jsonb cannot hold U+0000; fields that are not cleaned (html, properties) would fail the batch.
  if (line.includes("\\u0000") && hasNul(value)) {
    return { ok: false, origin, reason: "contains a NUL character (\\u0000)" };
  }
  const parsed = ZJsonlDocument.safeParse(value);
  if (!parsed.success) return { ok: false, origin, reason: describeIssues(parsed.error) };
  const d = parsed.data;
  return {
    ok: true,
    doc: {
      origin,
      title: d.title.replace(/\s+/g, " "),
      body: d.body || htmlToText(d.html ?? ""),
      html: d.html,
      url: d.url,
      provider: d.provider,
      providerRef: d.providerRef,
      publishedAt: parseDate(d.publishedAt),
      publisher: d.publisher ?? options.publisher,
      language: languageCode(d.language),
      type: d.type ?? options.type,
      properties: d.properties,
      parentRef: d.parentRef,
    },
  };
}

async function* readLines(path: string, name: string, options: TSourceOptions): AsyncIterable<TSourceItem> {
  let lineNo = 0;
  for await (const bytes of splitBytes(readChunks(path), "\n", "end")) {
    lineNo++;
    const line = decodeBytes(bytes).trim();
    if (line) yield parseJsonlLine(line, `${name} line ${lineNo}`, options);
  }
}

/** A JSON Lines file (one document object a line), streamed; blank lines are ignored. */
export function jsonlSource(path: string, options: TSourceOptions = {}, name = basename(path)): TSource {
  return {
    describe: `JSONL ${name}`,
    // Counts newlines: blank lines make it a slight over-estimate, which is fine for a progress bar.
    estimate: async () => (await countOccurrences(readChunks(path), "\n")) + 1,
    items: () => readLines(path, name, options),
  };
}
