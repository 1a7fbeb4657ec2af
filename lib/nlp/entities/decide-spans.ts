import "server-only";
import { findCountry } from "../geo/country-gazetteer";
import { isCommonWord } from "./common-words";
import { FAMILY, isGiven } from "./lexicon";
import type { TEntityLabel, TSpanLabel } from "./model/perceptron";
import { tagEntities } from "./model/tag-entities";
import { pushSpan, type TNameSpan } from "./name-span";
import type { TToken } from "./tokenize-text";

/** A name span with the trained tagger's label for it. */
export type TDecidedSpan = TNameSpan & { label?: TEntityLabel; margin?: number };

/**
 * Tagger spans (global token indices) of every sentence that is not written in capitals and has a
 * capitalised word; with `all`, of every sentence (the learned decision weighs them; the rules' merge
 * does not see them).
 */
export function taggerSpans(tokens: TToken[], all = false): TSpanLabel[] {
  const out: TSpanLabel[] = [];
  let i = 0;
  while (i < tokens.length) {
    let j = i;
    while (j < tokens.length && tokens[j]!.sentence === tokens[i]!.sentence) j++;
    // Capitals say nothing in a shouting headline or table: the rules read those.
    if (all || (!tokens[i]!.shouting && mayName(tokens, i, j))) {
      const index: number[] = [];
      for (let k = i; k < j; k++) if (tokens[k]!.text.trim()) index.push(k);
      for (const s of tagEntities(index.map((k) => tokens[k]!.text)))
        out.push({ first: index[s.first]!, last: index[s.last]!, label: s.label, margin: s.margin });
    }
    i = j;
  }
  return out;
}

/** The sentence of token `at` is one the rules' merge asks the tagger about (see mayName). */
function sentenceMayName(tokens: TToken[], at: number): boolean {
  const sentence = tokens[at]!.sentence;
  let from = at;
  while (from > 0 && tokens[from - 1]!.sentence === sentence) from--;
  let to = at;
  while (to < tokens.length && tokens[to]!.sentence === sentence) to++;
  return mayName(tokens, from, to);
}

/**
 * A sentence with no capitalised word but an ordinary first word names nothing in news text: the
 * tagger is not asked.
 */
function mayName(tokens: TToken[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    if (t.cap && (k > from || !isCommonWord(t.lower))) return true;
  }
  return false;
}

/**
 * Rule spans and tagger spans merged. The tagger adds the names no cue marks ("Tom Cruise declined to
 * comment") and splits the runs the rules join over a title, an apposition or a coordination ("United
 * States Hamdullah Mohib", "MIT and Colorado State University"): where it reads two or more names
 * inside one rule span, its spans replace it. Elsewhere a rule span keeps its boundaries, and takes the
 * label of the tagger span that overlaps it most (rule spans with a title or an acronym definition keep
 * their boundaries). Sentences in capitals keep the rule spans.
 */
export function decideSpans(
  tokens: TToken[],
  ruleSpans: TNameSpan[],
  allTagged: TSpanLabel[] = taggerSpans(tokens),
): TDecidedSpan[] {
  const asked = new Map<number, boolean>();
  const tagged = allTagged.filter((t) => {
    if (tokens[t.first]!.shouting) return false;
    const sentence = tokens[t.first]!.sentence;
    let ok = asked.get(sentence);
    if (ok === undefined) asked.set(sentence, (ok = sentenceMayName(tokens, t.first)));
    return ok;
  });
  const owner = new Int32Array(tokens.length).fill(-1);
  ruleSpans.forEach((s, i) => {
    for (let k = s.first; k <= s.last; k++) owner[k] = i;
  });
  const inside = ruleSpans.map(() => [] as typeof tagged);
  const out: TDecidedSpan[] = [];
  for (const t of tagged) {
    const owners = new Set<number>();
    for (let k = t.first; k <= t.last; k++) if (owner[k]! >= 0) owners.add(owner[k]!);
    if (owners.size === 0) {
      // Junk the tagger may still propose: a lone sentence-initial ordinary word ("Recent").
      const first = tokens[t.first]!;
      // A given or family name read as a person stays ("Bush nominated …", "Tanner is …").
      const name = t.label === "PER" && first.cap && (isGiven(first.lower) || FAMILY.has(first.lower));
      if (t.first === t.last && (first.sentStart || !first.cap) && isCommonWord(first.lower) && !name) continue;
      const spans: TNameSpan[] = [];
      pushSpan(tokens, t.first, t.last, spans);
      for (const s of spans) out.push({ ...s, label: t.label, margin: t.margin });
    } else for (const o of owners) inside[o]!.push(t);
  }
  ruleSpans.forEach((s, i) => {
    const within = inside[i]!.filter((t) => t.first >= s.first && t.last <= s.last);
    const keep = s.title || s.definesAcronymOf !== undefined;
    if (!keep && within.length >= 2 && within.length === inside[i]!.length && splits(tokens, within)) {
      for (const t of within) {
        const spans: TNameSpan[] = [];
        pushSpan(tokens, t.first, t.last, spans);
        for (const x of spans) out.push({ ...x, label: t.label, margin: t.margin });
      }
      return;
    }
    // "Scientologist Tom Cruise", "DAB's Starry Lee": a person read at the end of a longer run is the name.
    const only = inside[i]!.length === 1 ? inside[i]![0]! : undefined;
    if (!keep && only?.label === "PER" && only.first > s.first && only.last === s.last) {
      const spans: TNameSpan[] = [];
      pushSpan(tokens, only.first, only.last, spans);
      for (const x of spans) out.push({ ...x, label: only.label, margin: only.margin });
      return;
    }
    // "Angus Buchan", "Destiny Allison": a person the tagger reads over a rule span and capitalised words
    // that no other rule span holds (a given name the rules took for a word) is the whole name.
    if (
      !keep &&
      only?.label === "PER" &&
      (only.first < s.first || only.last > s.last) &&
      extendsOver(tokens, only, owner)
    ) {
      const spans: TNameSpan[] = [];
      pushSpan(tokens, only.first, only.last, spans);
      for (const x of spans) out.push({ ...x, label: only.label, margin: only.margin });
      return;
    }
    let best: (typeof tagged)[number] | undefined;
    let bestOverlap = 0;
    for (const t of inside[i]!) {
      const overlap = Math.min(t.last, s.last) - Math.max(t.first, s.first) + 1;
      if (overlap > bestOverlap) {
        best = t;
        bestOverlap = overlap;
      }
    }
    out.push(best ? { ...s, label: best.label, margin: best.margin } : s);
  });
  out.sort((a, b) => a.first - b.first);
  return out;
}

/** The tagger span's words outside rule spans are capitalised words of the same sentence. */
function extendsOver(tokens: TToken[], t: { first: number; last: number }, owner: Int32Array): boolean {
  if (!tokens[t.first]!.cap || !tokens[t.last]!.cap || tokens[t.first]!.sentence !== tokens[t.last]!.sentence)
    return false;
  for (let k = t.first; k <= t.last; k++) {
    const w = tokens[k]!;
    if (owner[k]! < 0 && w.text.trim() && !w.cap) return false;
  }
  return true;
}

/**
 * Names the tagger reads inside one rule span are separate names when they touch, when a comma,
 * "and" or a possessive stands between them, or a country after "of the"; not across other words
 * ("Federal Reserve Bank of New York" read as an organisation and a place stays one).
 */
function splits(tokens: TToken[], within: { first: number; last: number; label: TEntityLabel }[]): boolean {
  for (let k = 1; k < within.length; k++) {
    const a = within[k - 1]!;
    const b = within[k]!;
    if (b.first === a.last + 1) continue;
    const gap = tokens.slice(a.last + 1, b.first).map((t) => t.lower);
    if (gap.every((w) => w === "," || w === "and" || w === "&" || w === "'s" || w === "’s" || !w.trim())) continue;
    // "Colorado State University of the US": a country after "of the" is where the body is.
    const right = tokens
      .slice(b.first, b.last + 1)
      .map((t) => t.text)
      .join(" ");
    if (gap.join(" ") === "of the" && b.label === "LOC" && findCountry(right)) continue;
    return false;
  }
  return true;
}
