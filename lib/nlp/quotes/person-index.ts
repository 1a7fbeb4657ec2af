import "server-only";

import type { TEntityOccurrence } from "../types";

/** Where a Person is referred to in the text, by a mention span or by one of its names. */
export type TPersonRef = { start: number; end: number; name: string };

export type TPersonIndex = {
  /** Every reference, sorted by start; references inside quotations are left out. */
  refs: TPersonRef[];
};

/**
 * The Person references of a document: the extractor's mention spans plus every occurrence of a
 * Person's name, aliases ("Pelosi", "Speaker Pelosi"), unambiguous surname, and role title ("the
 * minister" for Role "Emergencies Minister") — so attribution still works where the extractor
 * recorded fewer mentions than there are.
 */
export function buildPersonIndex(
  text: string,
  entities: TEntityOccurrence[],
  quoted: Array<{ start: number; end: number }>,
): TPersonIndex {
  const persons = entities.filter((e) => e.type === "Person");
  const refs: TPersonRef[] = [];
  for (const person of persons)
    for (const m of person.mentions) refs.push({ start: m.start, end: m.end, name: person.name });

  const forms = new Map<string, string | null>(); // surface form → person name (null when ambiguous)
  const add = (form: string, name: string) => {
    const trimmed = form.trim();
    if (trimmed.length < 3) return;
    const known = forms.get(trimmed);
    forms.set(trimmed, known === undefined || known === name ? name : null);
  };
  for (const person of persons) {
    add(person.name, person.name);
    for (const alias of person.aliases) add(alias, person.name);
    const parts = person.name.split(/\s+/);
    const surname = parts[parts.length - 1];
    if (parts.length > 1 && surname && /^\p{Lu}/u.test(surname) && !TITLE_WORDS.has(surname.toLowerCase())) {
      add(surname, person.name);
    }
    const role = person.metadata?.Role ?? person.metadata?.Title;
    const head = role
      ?.toLowerCase()
      .split(/\s+/)
      .filter((w) => /^\p{L}+$/u.test(w))
      .pop();
    if (head && !["of", "the"].includes(head)) add(`the ${head}`, person.name);
  }
  let lower: string | undefined;
  for (const [form, name] of forms) {
    if (!name) continue;
    const caseless = /^\p{Ll}/u.test(form); // "the minister" also matches "The minister"
    const haystack = caseless ? (lower ??= text.toLowerCase()) : text;
    if (haystack.length !== text.length) continue; // lower-casing moved offsets (rare: "İ")
    const needle = caseless ? form.toLowerCase() : form;
    for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) {
      const end = at + needle.length;
      if (isWordChar(text[at - 1]) || isWordChar(text[end])) continue;
      refs.push({ start: at, end, name });
    }
  }
  const outside = refs.filter((r) => !insideAny(quoted, r));
  outside.sort((a, b) => a.start - b.start || b.end - a.end);
  // Drop references nested in a longer one ("Pelosi" inside "Nancy Pelosi").
  const refsOut: TPersonRef[] = [];
  for (const ref of outside) {
    const last = refsOut[refsOut.length - 1];
    if (last && ref.start >= last.start && ref.end <= last.end) continue;
    refsOut.push(ref);
  }
  return { refs: refsOut };
}

/** Last words that make a "name" a title ("Vice President"): no surname to derive. */
const TITLE_WORDS = new Set(
  "president minister secretary governor senator chairman chancellor king queen prince princess pope mayor director chief general spokesman spokeswoman".split(
    " ",
  ),
);

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}_]/u.test(char);
}

/** `spans` are sorted and disjoint (quotations): binary search for the one that could hold `ref`. */
function insideAny(spans: Array<{ start: number; end: number }>, ref: TPersonRef): boolean {
  const i = firstStartingAfter(spans, ref.start) - 1;
  const span = spans[i];
  return span !== undefined && ref.end <= span.end;
}

/** Index of the first item whose start is greater than `at` (items sorted by start). */
function firstStartingAfter(items: ReadonlyArray<{ start: number }>, at: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid]!.start <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** References that lie within [from, to). */
export function refsBetween(index: TPersonIndex, from: number, to: number): TPersonRef[] {
  const out: TPersonRef[] = [];
  for (let i = firstStartingAfter(index.refs, from - 1); i < index.refs.length; i++) {
    const ref = index.refs[i]!;
    if (ref.start >= to) break;
    if (ref.end <= to) out.push(ref);
  }
  return out;
}

/** The last reference ending at or before `at`: what "he" or "she" points back to. */
export function lastRefBefore(index: TPersonIndex, at: number): TPersonRef | undefined {
  // Refs are sorted by start and none nests in another, so ends are sorted too.
  for (let i = firstStartingAfter(index.refs, at) - 1; i >= 0; i--) {
    if (index.refs[i]!.end <= at) return index.refs[i];
  }
  return undefined;
}
