import "server-only";
import fs from "node:fs";
import { CLASSES, type TCandidate } from "../decide-types";
import { entityCandidates } from "../extract-entities";

/**
 * The invented documents of `decide-classes.txt`: the product's labelling conventions for the failure
 * classes the rules know and the public corpora label otherwise (sites, media, teams, web addresses…),
 * so that the learned decision learns them instead of being held to the rules' types by large bonuses.
 */

export const CLASS_DOCUMENTS = new URL("./decide-classes.txt", import.meta.url);

export type TClassDocument = { text: string; names: { start: number; end: number; label: string }[] };

/** Blocks of lines (a blank line ends one, # starts a comment) with [[LABEL words]] marking the names. */
export function parseClassDocuments(source: string): TClassDocument[] {
  const out: TClassDocument[] = [];
  for (const block of source.split(/\n\s*\n/)) {
    const lines = block.split("\n").filter((l) => l.trim() && !l.startsWith("#"));
    if (lines.length === 0) continue;
    let text = "";
    const names: TClassDocument["names"] = [];
    const marked = lines.join("\n\n");
    const pattern = /\[\[(PER|LOC|ORG) ([^\]]+)\]\]/g;
    let at = 0;
    for (let m = pattern.exec(marked); m; m = pattern.exec(marked)) {
      text += marked.slice(at, m.index);
      names.push({ start: text.length, end: text.length + m[2]!.length, label: m[1]! });
      text += m[2]!;
      at = m.index + m[0].length;
    }
    text += marked.slice(at);
    out.push({ text, names });
  }
  return out;
}

export function readClassDocuments(file: URL | string = CLASS_DOCUMENTS): TClassDocument[] {
  return parseClassDocuments(fs.readFileSync(file, "utf8"));
}

/** The pipeline's candidates of one invented document, each labelled by the name it matches exactly, else none. */
export function labelClassDocument(doc: TClassDocument): {
  candidates: TCandidate[];
  ys: number[];
  keys: string[];
  gold: Set<string>;
} {
  const candidates = entityCandidates({ title: "", text: doc.text, language: "en" });
  const gold = new Map(doc.names.map((n) => [`0:${n.start}:${n.end}`, n.label]));
  const keys = candidates.map((c) => `0:${c.start}:${c.end}`);
  const ys = keys.map((k) => {
    const label = gold.get(k);
    return label ? CLASSES.indexOf(label as (typeof CLASSES)[number]) : 0;
  });
  return { candidates, ys, keys, gold: new Set([...gold].map(([k, l]) => `${k}:${l}`)) };
}
