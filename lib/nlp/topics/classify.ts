import "server-only";

import type { TTopic } from "../types";
import { BREAKING_MARKERS, CATEGORY_TERMS } from "./category-table";

export type TClassification = { categories: string[]; topics: TTopic[] };

type TTermHit = { category: string; weight: number };

const MAX_TERM_WORDS = 3;
const LEAD_CHARS = 600;
const MAX_CATEGORIES = 4;
/** Scores are 1 − e^(−raw/SCALE): one strong title term ≈ 0.6, a handful of typical body terms ≈ 0.5. */
const SCALE = 16;
const MIN_SCORE = 0.45;
const RELATIVE_TO_BEST = 0.6;
/** Body hits count less in long texts, so that length alone does not add categories. */
const BODY_LENGTH_NORM = 3000;
/** Words of a text (after lower-casing): letters and digits, with inner apostrophes and hyphens. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
/** Consonants whose doubling before a suffix is undone ("stabbed" → "stabb" → "stab"). */
const DOUBLED = "bdgmnprt";
/** Word shapes that name sciences and scientists ("oceanographer" is in the table; "-ologist" is not needed there). */
const SCIENCE_WORD = /^(?!theolog|ideolog|technolog|apolog)\p{L}+olog(?:y|ist|ical)$/u;

/**
 * Crude English stemmer for matching table terms: enough to fold plurals and -ed/-ing forms
 * ("votes", "voted", "voting" → "vot"; "stabbed" → "stab"), not a linguistic stem.
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  // Suffixes are tested by character (this runs for every word of every text): "'s", "’s" first.
  if (w.length >= 2 && w.endsWith("s") && (w[w.length - 2] === "'" || w[w.length - 2] === "’")) w = w.slice(0, -2);
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) w = w.slice(0, -3) + "y";
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length >= 6) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length >= 5) w = w.slice(0, -2);
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  const last = w[w.length - 1];
  if (last !== undefined && last === w[w.length - 2] && DOUBLED.includes(last)) w = w.slice(0, -1);
  return w;
}

const TABLE: Map<string, TTermHit[]> = (() => {
  const table = new Map<string, TTermHit[]>();
  for (const [category, list] of Object.entries(CATEGORY_TERMS)) {
    for (const entry of list.split(",")) {
      const [term, weight] = entry.trim().split(":");
      if (!term || !weight) continue;
      const key = term === "-ology" ? term : words(term).map(stem).join(" ");
      const hits = table.get(key) ?? [];
      hits.push({ category, weight: Number(weight) });
      table.set(key, hits);
    }
  }
  return table;
})();

/** Stem sequences that begin a multi-word term: longer keys are only built after one of these. */
const PREFIXES: Set<string> = (() => {
  const prefixes = new Set<string>();
  for (const key of TABLE.keys()) {
    const parts = key.split(" ");
    for (let n = 1; n < parts.length; n++) prefixes.add(parts.slice(0, n).join(" "));
  }
  return prefixes;
})();

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** The stems of the words of a text, in order (stemming is cheaper than a cache lookup would be). */
function stems(text: string): string[] {
  const out = words(text);
  for (let i = 0; i < out.length; i++) out[i] = stem(out[i]!);
  return out;
}

/**
 * Subject categories from the keyword table (title hits weigh most, then the lead, then the rest,
 * with diminishing returns for repeats), plus an Urgency topic. English only: other languages get
 * no categories (Urgency still applies).
 */
export function classify(title: string, text: string): TClassification {
  const raw = new Map<string, number>();
  const zones: Array<[string, "title" | "lead" | "body"]> = [
    [title, "title"],
    [text.slice(0, LEAD_CHARS), "lead"],
    [text.slice(LEAD_CHARS), "body"],
  ];
  // term → hits per zone
  const counts = new Map<string, { title: number; lead: number; body: number }>();
  for (const [zoneText, zone] of zones) {
    const zoneStems = stems(zoneText);
    for (let i = 0; i < zoneStems.length; i++) {
      let key = "";
      for (let n = 0; n < MAX_TERM_WORDS && i + n < zoneStems.length; n++) {
        if (n > 0 && !PREFIXES.has(key)) break;
        key = n === 0 ? zoneStems[i]! : `${key} ${zoneStems[i + n]}`;
        if (n === 0 && key.includes("olog") && SCIENCE_WORD.test(key)) key = "-ology";
        if (!TABLE.has(key)) continue;
        const entry = counts.get(key) ?? { title: 0, lead: 0, body: 0 };
        entry[zone]++;
        counts.set(key, entry);
      }
    }
  }
  const bodyWeight = 1 / (1 + Math.max(0, text.length - LEAD_CHARS) / BODY_LENGTH_NORM);
  for (const [key, hits] of counts) {
    const strength = 3 * Math.min(hits.title, 1) + 1.5 * Math.min(hits.lead, 2) + Math.sqrt(hits.body) * bodyWeight * 2;
    for (const { category, weight } of TABLE.get(key)!) raw.set(category, (raw.get(category) ?? 0) + weight * strength);
  }

  const scored = [...raw]
    .map(([name, value]) => ({ name, score: round(1 - Math.exp(-value / SCALE)) }))
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  const best = scored[0]?.score ?? 0;
  const chosen = scored
    .filter((c) => c.score >= MIN_SCORE && c.score >= best * RELATIVE_TO_BEST)
    .slice(0, MAX_CATEGORIES);
  const subjects: TTopic[] = chosen.map((c) => ({ type: "Subject", name: c.name, score: c.score }));
  return { categories: chosen.map((c) => c.name), topics: [...subjects, urgency(title, text)] };
}

/** "Breaking" when the title or the start of the text carries a breaking-news marker, else "Normal". */
export function urgency(title: string, text: string): TTopic {
  if (BREAKING_MARKERS.test(title)) return { type: "Urgency", name: "Breaking", score: 1 };
  if (BREAKING_MARKERS.test(text.slice(0, 300))) return { type: "Urgency", name: "Breaking", score: 0.8 };
  return { type: "Urgency", name: "Normal", score: 1 };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
