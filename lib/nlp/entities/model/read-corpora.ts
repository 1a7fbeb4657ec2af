import "server-only";
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { isCommonWord } from "../common-words";
import { tokenizeText, type TToken } from "../tokenize-text";
import { LABEL_MAP, type TCorpusFile } from "./corpus-splits";
import type { TTag, TTaggedSentence } from "./perceptron";
import type { TEntityType } from "../../types";
import { COARSE } from "../coarse-types";

/**
 * Readers for the tagger's data: CoNLL-style files (token first, tag last; IOB1, BIO or BIEOU tags)
 * and UNER's iob2 files (comment lines, then id, token, tag), with entity types mapped to PER/LOC/ORG
 * (LABEL_MAP; anything else is O). The Wikinews sets are document-level: their names and aliases are
 * projected onto the article text, keeping only sentences whose capitalised words are all explained.
 */

function toTag(prevType: string | undefined, raw: string): { tag: TTag; type?: string } {
  if (raw === "O" || raw === "-" || !/^[BIESLU]-/.test(raw)) return { tag: "O" };
  const prefix = raw[0]!;
  const label = LABEL_MAP[raw.slice(2)];
  if (!label) return { tag: "O" };
  // IOB1 ("I-" opens a name after O) and BIEOU/BILOU ("E-", "S-", "L-", "U-") become BIO.
  const inside = (prefix === "I" || prefix === "E" || prefix === "L") && prevType === label;
  return { tag: `${inside ? "I" : "B"}-${label}` as TTag, type: label };
}

/** Sentences of one CoNLL or iob2 file. */
export function parseTagged(text: string, format: TCorpusFile["format"]): TTaggedSentence[] {
  const out: TTaggedSentence[] = [];
  let words: string[] = [];
  let tags: TTag[] = [];
  let prevType: string | undefined;
  let doc = 0;
  const flush = () => {
    if (words.length > 0) out.push({ words, tags, doc });
    words = [];
    tags = [];
    prevType = undefined;
  };
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) {
      flush();
      continue;
    }
    if (format === "iob2" && line.startsWith("#")) {
      if (line.startsWith("# newdoc")) doc++;
      continue;
    }
    const cols = format === "iob2" ? line.split("\t") : line.trim().split(/\s+/);
    const word = format === "iob2" ? cols[1] : cols[0];
    const raw = format === "iob2" ? cols[2] : cols[cols.length - 1];
    if (word === "-DOCSTART-") doc++;
    if (!word || raw === undefined || word === "-DOCSTART-") continue;
    if (format === "iob2" && cols[0]!.includes(".")) continue; // empty nodes ("8.1")
    // Single-word ids with a range ("3-4") are multi-word tokens: the parts follow.
    if (format === "iob2" && cols[0]!.includes("-")) continue;
    const { tag, type } = toTag(prevType, raw);
    if (prefix(raw) === "S" || prefix(raw) === "U") prevType = undefined;
    else prevType = type;
    words.push(word);
    tags.push(tag);
  }
  flush();
  return out;
}
const prefix = (raw: string) => raw[0];

/** Every sentence of a corpus file, or of every .conll file below a folder (sorted by path). */
export function readCorpus(root: string, file: TCorpusFile): TTaggedSentence[] {
  const full = path.join(root, file.path);
  const files = fs.statSync(full).isDirectory() ? listFiles(full).filter((f) => f.endsWith(".conll")) : [full];
  return files.flatMap((f) => parseTagged(fs.readFileSync(f, "utf8"), file.format));
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

export type TGoldEntity = { name: string; type: string; aliases: string[] };

/** Sentences of one article as the pipeline tokenises it. */
export function sentencesOf(tokens: TToken[]): TToken[][] {
  const out: TToken[][] = [];
  for (const t of tokens) {
    if (t.kind === "punct" && !t.text.trim()) continue;
    const last = out[out.length - 1];
    if (last && last[0]!.sentence === t.sentence) last.push(t);
    else out.push([t]);
  }
  return out;
}

/**
 * Projects document-level names onto an article: every occurrence of a name or alias (longest first)
 * is tagged; a sentence with a capitalised word that is neither tagged, sentence-initial nor an
 * ordinary word is left out (its name may simply be unlabelled).
 */
export function projectDocument(text: string, entities: TGoldEntity[]): TTaggedSentence[] {
  const forms: { words: string[]; label: "PER" | "LOC" | "ORG" }[] = [];
  for (const e of entities) {
    const label = COARSE[e.type as TEntityType];
    if (!label) continue;
    for (const form of [e.name, ...e.aliases]) {
      const words = tokenizeText(form)
        .filter((t) => t.text.trim())
        .map((t) => t.text);
      if (words.length > 0) forms.push({ words, label });
    }
  }
  forms.sort((a, b) => b.words.length - a.words.length);
  const out: TTaggedSentence[] = [];
  for (const sentence of sentencesOf(tokenizeText(text))) {
    const words = sentence.map((t) => t.text);
    const tags: TTag[] = words.map(() => "O");
    for (const f of forms) {
      for (let i = 0; i + f.words.length <= words.length; i++) {
        if (tags[i] !== "O") continue;
        let ok = true;
        for (let k = 0; k < f.words.length && ok; k++) ok = words[i + k] === f.words[k] && tags[i + k] === "O";
        if (!ok) continue;
        for (let k = 0; k < f.words.length; k++) tags[i + k] = `${k === 0 ? "B" : "I"}-${f.label}` as TTag;
        i += f.words.length - 1;
      }
    }
    const unexplained = sentence.some(
      (t, i) => t.cap && !t.sentStart && tags[i] === "O" && !isCommonWord(t.lower) && !t.shouting,
    );
    if (!unexplained) out.push({ words, tags });
  }
  return out;
}

export type TArticle = { url: string; title: string; text: string; date?: string };

/** Wikinews articles of the demo corpus by URL (corpus root holding wikinews/wikinews_20xx.csv). */
export function loadWikinewsArticles(corpusRoot: string): Map<string, TArticle> {
  const dir = path.join(corpusRoot, "wikinews");
  const byUrl = new Map<string, TArticle>();
  for (const file of fs.readdirSync(dir).filter((f) => /^wikinews_\d{4}\.csv$/.test(f))) {
    const rows = parse(fs.readFileSync(path.join(dir, file)), { columns: true, skip_empty_lines: true }) as TArticle[];
    for (const row of rows) byUrl.set(row.url, row);
  }
  return byUrl;
}

/** The tagged sentences of a document-level Wikinews set (titles and bodies). */
export function readWikinewsSet(file: string, articles: Map<string, TArticle>): TTaggedSentence[] {
  const docs = JSON.parse(fs.readFileSync(file, "utf8")) as { url: string; entities: TGoldEntity[] }[];
  return docs.flatMap((d) => {
    const a = articles.get(d.url);
    return a ? [...projectDocument(a.title, d.entities), ...projectDocument(a.text, d.entities)] : [];
  });
}
