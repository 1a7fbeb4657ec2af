import "server-only";

import type { TEntityOccurrence, TEntityType } from "../types";
import { speechVerbEnd } from "./speech-verbs";

/** Entity types that can speak: people, and organisations through their statements and publications. */
export const SPEAKER_TYPES = ["Person", "Organization", "Company", "Publisher"] as const;
export type TSpeakerType = (typeof SPEAKER_TYPES)[number];

/** Where a possible speaker is referred to: a mention, one of its names, or a description ("the senator"). */
export type TSpeakerRef = {
  start: number;
  end: number;
  name: string;
  type: TSpeakerType;
  /** For a description ("the senator"): resolved through a role that fits its noun, or to the last entity of its kind. */
  via?: "role" | "last";
  /** For a surname that several people of the document share ("Clinton"): how many. */
  shared?: number;
};

export type TSpeakerIndex = {
  /** Every reference, sorted by start; references inside quotations are left out. */
  refs: TSpeakerRef[];
  /**
   * Surnames that several people share ("Clinton" for Hillary and Bill Clinton), one reference per
   * person at each occurrence, sorted by start: candidates for the speaker ranker, not for the rules.
   */
  shared?: TSpeakerRef[];
};

const ORGANISATIONS: readonly TSpeakerType[] = ["Organization", "Company", "Publisher"];

/**
 * Descriptions that point back to the last entity of a kind: "the senator" and "the billionaire"
 * to a Person, "the company" to an Organization or Company, "the influential US daily" to a Publisher
 * (or, failing one, any organisation).
 */
const DESCRIPTIONS: Array<{ nouns: string; types: readonly TSpeakerType[] }> = [
  {
    nouns:
      "senator congressman congresswoman lawmaker governor candidate nominee front-runner frontrunner president " +
      "billionaire businessman businesswoman mogul tycoon minister secretary mayor chairman chairwoman spokesman " +
      "spokeswoman official leader hopeful contender actor actress singer star host anchor author pastor bishop " +
      "pope king queen prince judge attorney lawyer general commander chief executive founder activist mother " +
      "father wife husband widow son daughter player coach manager director professor scientist doctor economist " +
      "analyst pollster strategist adviser advisor democrat republican politician legislator diplomat ambassador",
    types: ["Person"],
  },
  {
    nouns:
      "daily newspaper paper weekly magazine tabloid outlet publication broadcaster network channel website " +
      "journal newsletter agency",
    types: ["Publisher", "Organization", "Company"],
  },
  {
    nouns:
      "company firm corporation carrier airline bank group organisation organization association federation " +
      "committee council union department ministry agency party government administration court board " +
      "foundation institute university charity club league commission authority watchdog regulator retailer " +
      "manufacturer maker insurer lender giant",
    types: ["Organization", "Company", "Publisher"],
  },
];

const THE = /\b[Tt]he\s+/g;
/** One word of a description, with the space after it; sticky, so that the words run on. */
const NEXT_WORD = /([A-Za-z][A-Za-z.'’-]*)(?:\s+|(?=[^A-Za-z]|$))/y;
const NOUN_TYPES = new Map<string, readonly TSpeakerType[]>();
for (const d of DESCRIPTIONS)
  for (const noun of d.nouns.split(" ")) if (!NOUN_TYPES.has(noun)) NOUN_TYPES.set(noun, d.types);

/**
 * The speaker references of a document: the extractor's mention spans plus every occurrence of a
 * possible speaker's name, aliases ("Pelosi", "Speaker Pelosi"), unambiguous surname and role title
 * ("the minister" for Role "Emergencies Minister") — so attribution still works where the extractor
 * recorded fewer mentions than there are — and descriptions ("the senator", "the company", "the
 * influential US daily") resolved to the last entity of their kind before them.
 */
export function buildSpeakerIndex(
  text: string,
  entities: TEntityOccurrence[],
  quoted: Array<{ start: number; end: number }>,
): TSpeakerIndex {
  const speakers = entities.filter((e): e is TEntityOccurrence & { type: TSpeakerType } => isSpeakerType(e.type));
  const refs: TSpeakerRef[] = [];
  for (const s of speakers)
    for (const m of s.mentions) refs.push({ start: m.start, end: m.end, name: s.name, type: s.type });

  // Surface form → the entity it names (null when two entities share it).
  const forms = new Map<string, { name: string; type: TSpeakerType } | null>();
  const owners = new Map<string, Array<{ name: string; type: TSpeakerType }>>();
  const add = (form: string, s: { name: string; type: TSpeakerType }) => {
    const trimmed = form.trim();
    if (trimmed.length < 3) return;
    const list = owners.get(trimmed);
    if (!list) owners.set(trimmed, [s]);
    else if (!list.some((o) => o.name === s.name)) list.push(s);
    const known = forms.get(trimmed);
    forms.set(trimmed, known === undefined || (known?.name === s.name && known.type === s.type) ? s : null);
  };
  for (const s of speakers) {
    // Organisations are found through the extractor's mentions (their names are long and rarely
    // shortened); scanning for their forms too costs more than it finds.
    if (s.type !== "Person") continue;
    add(s.name, s);
    for (const alias of s.aliases) add(alias, s);
    const parts = s.name.split(/\s+/);
    const surname = parts[parts.length - 1];
    if (parts.length > 1 && surname && /^\p{Lu}/u.test(surname) && !TITLE_WORDS.has(surname.toLowerCase())) {
      add(surname, s);
    }
    const role = s.metadata?.Role ?? s.metadata?.Title;
    const head = role
      ?.toLowerCase()
      .split(/\s+/)
      .filter((w) => /^\p{L}+$/u.test(w))
      .pop();
    if (head && !["of", "the"].includes(head)) add(`the ${head}`, s);
  }
  // Names are looked for where attribution reads (near quotations); mentions cover the rest.
  const windows = windowsAround(quoted, text.length, 600, 250);
  const needles: Array<{ needle: string; caseless: boolean; name: string; type: TSpeakerType }> = [];
  for (const [form, s] of forms) {
    if (!s) continue;
    const caseless = /^\p{Ll}/u.test(form); // "the minister" also matches "The minister"
    needles.push({ needle: caseless ? form.toLowerCase() : form, caseless, name: s.name, type: s.type });
  }
  const lower = needles.some((n) => n.caseless) ? text.toLowerCase() : text;
  const caselessOk = lower.length === text.length; // lower-casing moved offsets (rare: "İ")
  for (const [from, to] of windows) {
    const part = text.slice(from, to);
    const lowerPart = lower === text ? part : lower.slice(from, to);
    for (const { needle, caseless, name, type } of needles) {
      if (caseless && !caselessOk) continue;
      const haystack = caseless ? lowerPart : part;
      for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) {
        const end = at + needle.length;
        if (isWordChar(text[from + at - 1]) || isWordChar(text[from + end])) continue;
        refs.push({ start: from + at, end: from + end, name, type });
      }
    }
  }
  const named = dropNested(refs.filter((r) => !insideAny(quoted, r) && !isDateline(text, r)));
  const shared = sharedSurnames(text, forms, owners, windows, named, quoted);
  const roles = new Map<string, string>();
  for (const s of speakers) {
    const role = s.type === "Person" ? (s.metadata?.Role ?? s.metadata?.Title) : undefined;
    if (role) roles.set(s.name, role);
  }
  return { refs: dropNested([...named, ...describedRefs(text, named, quoted, roles)]), shared };
}

/** "WASHINGTON (AP) —", "July 25 (UPI) -": the agency credit of a dateline, which never speaks. */
function isDateline(text: string, ref: { start: number; end: number }): boolean {
  return text[ref.start - 1] === "(" && /^\)\s*[—–-]/.test(text.slice(ref.end, ref.end + 4));
}

/** Occurrences of a one-word form that several people share, outside quotations and other references. */
function sharedSurnames(
  text: string,
  forms: Map<string, { name: string; type: TSpeakerType } | null>,
  owners: Map<string, Array<{ name: string; type: TSpeakerType }>>,
  windows: Array<[number, number]>,
  named: TSpeakerRef[],
  quoted: Array<{ start: number; end: number }>,
): TSpeakerRef[] {
  const out: TSpeakerRef[] = [];
  for (const [form, s] of forms) {
    if (s !== null || !/^\p{Lu}[\p{L}'’-]+$/u.test(form)) continue;
    const people = owners.get(form)!;
    for (const [from, to] of windows) {
      for (let at = text.indexOf(form, from); at >= 0 && at < to; at = text.indexOf(form, at + form.length)) {
        const end = at + form.length;
        if (isWordChar(text[at - 1]) || isWordChar(text[end])) continue;
        const ref = { start: at, end };
        if (insideAny(quoted, ref) || overlapsAny(named, ref)) continue;
        for (const p of people) out.push({ start: at, end, name: p.name, type: p.type, shared: people.length });
      }
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Whether `span` overlaps one of `refs` (sorted by start, none nested). */
function overlapsAny(refs: TSpeakerRef[], span: { start: number; end: number }): boolean {
  const i = firstStartingAfter(refs, span.end - 1);
  const before = refs[i - 1];
  return before !== undefined && before.end > span.start;
}

/** Sorts and drops references nested in a longer one ("Pelosi" inside "Nancy Pelosi"). */
function dropNested(refs: TSpeakerRef[]): TSpeakerRef[] {
  refs.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: TSpeakerRef[] = [];
  for (const ref of refs) {
    const last = out[out.length - 1];
    if (last && ref.start < last.end) continue;
    out.push(ref);
  }
  return out;
}

/**
 * "the senator" → the last Person named before it; "the company" → the last organisation. A
 * description that runs into a name ("the Florida senator Marco Rubio", "the company Pfizer") is
 * an apposition, not a reference back, and is left to the name.
 */
function describedRefs(
  text: string,
  named: TSpeakerRef[],
  quoted: Array<{ start: number; end: number }>,
  roles: Map<string, string>,
) {
  const out: TSpeakerRef[] = [];
  const byType = new Map<TSpeakerType, TSpeakerRef[]>();
  for (const ref of named) {
    const list = byType.get(ref.type);
    if (list) list.push(ref);
    else byType.set(ref.type, [ref]);
  }
  for (const [from, to] of windowsAround(quoted, text.length, 300, 200))
    describeIn(text, from, to, named, byType, roles, quoted, out);
  return out;
}

/** Attribution reads only near quotations: the stretches before and after each, merged. */
function windowsAround(
  quoted: Array<{ start: number; end: number }>,
  length: number,
  before: number,
  after: number,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const q of quoted) {
    const from = Math.max(0, q.start - before);
    const to = Math.min(length, q.end + after);
    const last = out[out.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

function describeIn(
  text: string,
  from: number,
  to: number,
  named: TSpeakerRef[],
  byType: Map<TSpeakerType, TSpeakerRef[]>,
  roles: Map<string, string>,
  quoted: Array<{ start: number; end: number }>,
  out: TSpeakerRef[],
): void {
  THE.lastIndex = from;
  for (let m = THE.exec(text); m && m.index < to; m = THE.exec(text)) {
    // "the" and up to three modifiers, then a noun of a known kind.
    const start = m.index;
    NEXT_WORD.lastIndex = THE.lastIndex;
    let types: readonly TSpeakerType[] | undefined;
    let noun = "";
    let end = -1;
    for (let k = 0; k < 4; k++) {
      const word = NEXT_WORD.exec(text);
      if (!word) break;
      types = NOUN_TYPES.get(word[1]!); // lower case: "the Channel" is a name, not "the channel"
      if (!types && k > 0 && partyMember(text, word[1]!, word.index + word[0].trimEnd().length)) types = PERSON;
      if (types) {
        noun = word[1]!;
        end = word.index + word[0].trimEnd().length;
        break;
      }
    }
    if (!types || end < 0 || /[\p{L}\p{N}'’-]/u.test(text[end] ?? "")) continue;
    const ref = { start, end, name: "", type: "Person" as TSpeakerType };
    if (insideAny(quoted, ref)) continue;
    if (/^,?\s+\p{Lu}/u.test(text.slice(end, end + 3))) continue; // apposition: a name follows
    if (/^\s+of\b/.test(text.slice(end, end + 4))) continue; // "the president of the league": someone new
    const before = named[firstStartingAfter(named, end - 1) - 1];
    if (before && before.end > start) continue; // part of a name ("The Washington Post")
    const byRole = types[0] === "Person" ? lastWithRole(byType, roles, start, noun) : undefined;
    const antecedent = byRole ?? lastOfTypes(byType, start, types);
    if (antecedent)
      out.push({ start, end, name: antecedent.name, type: antecedent.type, via: byRole ? "role" : "last" });
  }
}

const PERSON: readonly TSpeakerType[] = ["Person"];
/** After a party member's description: punctuation, a speech verb or a verb in the past ("criticized"). */
const PARTY_MEMBER_NEXT = /^(?:\s*[,;:.]|\s+\p{Ll}+ed\b)/u;

/**
 * "the Wisconsin Republican said", "the Texas Democrat criticized": a capitalised party member after
 * modifiers stands for a person ("the Republican primary", "the Texas Republican Party" do not).
 */
function partyMember(text: string, word: string, end: number): boolean {
  if (word !== "Republican" && word !== "Democrat") return false;
  const rest = text.slice(end, end + 40);
  return PARTY_MEMBER_NEXT.test(rest) || (/^\s+\p{Ll}/u.test(rest) && speechVerbEnd(rest, rest.search(/\S/)) > 0);
}

/** Role titles that a description noun stands for ("the senator" → "Sen. Ted Cruz"). */
const ROLE_OF_NOUN: Record<string, RegExp> = {
  senator: /\b(?:sen|senator)\b/i,
  governor: /\b(?:gov|governor)\b/i,
  president: /\bpresident\b/i,
  congressman: /\b(?:rep|representative|congressman)\b/i,
  congresswoman: /\b(?:rep|representative|congresswoman)\b/i,
  mayor: /\bmayor\b/i,
  minister: /\bminister\b/i,
  secretary: /\bsecretary\b/i,
  chairman: /\bchair(?:man)?\b/i,
  judge: /\b(?:judge|justice)\b/i,
};

/** The last Person before `at` whose role fits the description's noun, if the noun names a role. */
function lastWithRole(
  byType: Map<TSpeakerType, TSpeakerRef[]>,
  roles: Map<string, string>,
  at: number,
  noun: string,
): TSpeakerRef | undefined {
  const pattern = ROLE_OF_NOUN[noun];
  const people = byType.get("Person");
  if (!pattern || !people) return undefined;
  for (let i = firstStartingAfter(people, at) - 1; i >= 0; i--) {
    const ref = people[i]!;
    if (ref.end <= at && pattern.test(roles.get(ref.name) ?? "")) return ref;
  }
  return undefined;
}

/** The last reference before `at` of the first of `types` that has one, from references listed per type. */
function lastOfTypes(
  byType: Map<TSpeakerType, TSpeakerRef[]>,
  at: number,
  types: readonly TSpeakerType[],
): TSpeakerRef | undefined {
  for (const type of types) {
    const list = byType.get(type);
    if (!list) continue;
    // Sorted by start, none nested: ends are sorted too.
    for (let i = firstStartingAfter(list, at) - 1; i >= 0; i--) if (list[i]!.end <= at) return list[i];
  }
  return undefined;
}

function isSpeakerType(type: TEntityType): type is TSpeakerType {
  return (SPEAKER_TYPES as readonly string[]).includes(type);
}

/** Last words that make a "name" a title ("Vice President"): no surname to derive. */
const TITLE_WORDS = new Set(
  "president minister secretary governor senator chairman chancellor king queen prince princess pope mayor director chief general spokesman spokeswoman".split(
    " ",
  ),
);

function isWordChar(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95;
  return /[\p{L}\p{N}]/u.test(char);
}

/** `spans` are sorted and disjoint (quotations): binary search for the one that could hold `ref`. */
function insideAny(spans: Array<{ start: number; end: number }>, ref: { start: number; end: number }): boolean {
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
export function refsBetween(index: TSpeakerIndex, from: number, to: number): TSpeakerRef[] {
  const out: TSpeakerRef[] = [];
  for (let i = firstStartingAfter(index.refs, from - 1); i < index.refs.length; i++) {
    const ref = index.refs[i]!;
    if (ref.start >= to) break;
    if (ref.end <= to) out.push(ref);
  }
  return out;
}

/**
 * What a pronoun at `at` points back to: "he"/"she" to the last Person, "it" to the last
 * organisation (references end in order: refs are sorted by start and none nests in another).
 */
export function antecedent(index: TSpeakerIndex, at: number, pronoun: string): TSpeakerRef | undefined {
  const types: readonly TSpeakerType[] = /^it$/i.test(pronoun) ? ORGANISATIONS : ["Person"];
  for (let i = firstStartingAfter(index.refs, at) - 1; i >= 0; i--) {
    const ref = index.refs[i]!;
    if (ref.end <= at && types.includes(ref.type)) return ref;
  }
  return undefined;
}
