// Sample inputs and real readers shared by the export tests (not imported by the service).
import { ToPlainText } from "rtf-stream-parser/dist/src/ToPlainText";
import { Tokenize } from "rtf-stream-parser";
import iconv from "iconv-lite";
import type { TExportInput, TExportItem } from "./types";

export const GENERATED_AT = new Date("2026-03-04T05:06:07Z");

export const TRICKY_TITLE = 'Braces {a} \\par }{ back\\slash & <b>"quotes"</b>';
export const UNICODE_TITLE = "Zürich — 東京 😀";

export const ITEMS: TExportItem[] = [
  {
    kind: "document",
    id: "5_101",
    title: "Floods in Zürich — 東京 😀 reacts",
    date: new Date("2019-01-04T14:05:00Z"),
    publisher: "Wikinews",
    link: "https://en.wikinews.org/wiki/Floods?a=1&b=2",
    type: "News",
    teaser: "First line\nsecond line",
    addedAt: new Date("2026-03-01T10:00:00Z"),
  },
  {
    kind: "document",
    id: "5_102",
    title: TRICKY_TITLE,
    date: new Date("2020-02-29T00:00:00Z"),
    publisher: "Publisher {x} \\y",
    link: "https://example.org/story/2",
  },
  {
    kind: "entity",
    id: "11_7",
    title: "Angela Merkel",
    type: "Person",
    link: "https://service.example/entities/11_7",
  },
];

export function sampleInput(overrides: Partial<TExportInput> = {}): TExportInput {
  return {
    title: "My scrapbook",
    description: "Stories worth keeping",
    kind: "Scrapbook",
    owner: "alice",
    generatedAt: GENERATED_AT,
    items: ITEMS,
    ...overrides,
  };
}

/** A tab export: one section per widget, one of them a note (text only) and one empty. */
export function tabInput(): TExportInput {
  return {
    title: "Morning tab",
    kind: "MyPageTab",
    owner: "bob",
    generatedAt: GENERATED_AT,
    sections: [
      { title: "Top stories", items: ITEMS.slice(0, 2) },
      { title: "People", items: ITEMS.slice(2) },
      { title: "Note", text: "Remember {this}", items: [] },
      { title: "Quiet widget", items: [] },
    ],
  };
}

/** Plain text of an RTF file as a real RTF reader decodes it; `warnings` are the reader's complaints. */
export function readRtf(body: Buffer): Promise<{ text: string; warnings: string[] }> {
  const warnings: string[] = [];
  const tokenize = new Tokenize();
  const toText = new ToPlainText({ decode: iconv.decode, warn: (message) => warnings.push(message) });
  return new Promise((resolve, reject) => {
    let text = "";
    tokenize.on("error", reject);
    toText.on("error", reject);
    toText.on("data", (chunk: string | Buffer) => (text += chunk.toString()));
    toText.on("end", () => resolve({ text, warnings }));
    tokenize.pipe(toText);
    tokenize.end(body);
  });
}
