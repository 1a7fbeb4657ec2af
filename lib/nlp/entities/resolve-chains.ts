import "server-only";
import type { TEntityType } from "../types";
import { foldName } from "../geo/fold-name";
import { countryByCode, findCountry, isDemonym } from "../geo/country-gazetteer";
import { findRegion } from "../geo/region-gazetteer";
import type { TPlace } from "../geo/lookup-place";
import { isCommonWord } from "./common-words";
import { findKnownEntity, needsCue, resolveScopedEntity, type TKnownEntity } from "./known-entities";
import { coreWords } from "./name-span";
import {
  COMPANY_HEADS,
  EAST_ASIAN_FAMILY,
  FACILITY_HEADS,
  FAMILY,
  isGiven,
  LEGAL_SUFFIXES,
  ORG_HEADS,
} from "./lexicon";
import type { TMention } from "./mention";
import { countryHints, mayBePlace, namePrefixes, placeOf, siteOf, sitePlace, taggedPlace } from "./resolve-places";

/** A resolved mention chain: one real-world thing and every mention of it. */
export type TChain = {
  type: TEntityType;
  mentions: TMention[];
  place?: TPlace;
  known?: TKnownEntity;
};

type TGroup = {
  key: string;
  mentions: TMention[];
  place?: TPlace;
  known?: TKnownEntity;
  type?: TEntityType;
};

/**
 * The reference-list entity a mention names: a specific form ("Sejm", "Law and Justice"), or a generic
 * one ("National Assembly") of a body whose country the text names. One ordinary word ("Nature") needs
 * a cue on this mention or on another mention of the same entity.
 */
function knownFor(m: TMention, nations: Map<string, number>, cued: Set<TKnownEntity>): TKnownEntity | undefined {
  const known =
    findKnownEntity(m.text) ??
    (m.title || m.ev.memberOf ? undefined : resolveScopedEntity(m.text, m.nation ? new Map([[m.nation, 1]]) : nations));
  if (known && needsCue(m.text) && !cued.has(known)) return undefined;
  return known;
}

/** Reference-list entities that some mention names unambiguously: with a cue or in a longer form. */
function cuedEntities(mentions: TMention[]): Set<TKnownEntity> {
  const out = new Set<TKnownEntity>();
  for (const m of mentions) {
    const known = findKnownEntity(m.text);
    if (known && (m.ev.cue || !needsCue(m.text))) out.add(known);
  }
  return out;
}

/** How often the text names each country (ISO alpha-3), by name or by a nationality word. */
function namedCountries(mentions: TMention[], language: string, demonyms: Map<string, number>): Map<string, number> {
  const out = new Map(demonyms);
  for (const m of mentions) {
    const code =
      findCountry(m.text, language)?.cca3 ??
      (m.ev.qualifier ? countryByCode(m.ev.qualifier.countryCode)?.cca3 : undefined);
    if (code) out.set(code, (out.get(code) ?? 0) + 1);
  }
  return out;
}

const nameKey = (words: string[]) => `N:${foldName(coreWords(words).join(" "))}`;

export function resolveChains(
  mentions: TMention[],
  language: string,
  english: boolean,
  demonyms: Map<string, number> = new Map(),
): TChain[] {
  const hints = countryHints(mentions, language);
  const nations = namedCountries(mentions, language, demonyms);
  const cued = cuedEntities(mentions);
  const groups = new Map<string, TGroup>();
  const add = (key: string, m: TMention, extra: Partial<TGroup> = {}) => {
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, mentions: [], ...extra }));
    g.mentions.push(m);
  };

  // 1. First identity of each mention: gazetteer country/region, reference list, possible city, or a name.
  const prefixes = namePrefixes(mentions);
  const locativeNames = new Set(mentions.filter((m) => m.ev.locative || m.ev.locativeThe).map((m) => foldName(m.text)));
  for (const m of mentions) {
    if (m.acronymOf) {
      add(`A:${m.text}`, m);
      continue;
    }
    const strongPlace = !m.title && !m.ev.role && (findCountry(m.text, language) || findRegion(m.text));
    const known = strongPlace || m.ev.feature ? undefined : knownFor(m, nations, cued);
    // Facilities (DECISIONS 23): "Wembley Stadium", "the White House"; not a town used as a team.
    const site =
      // A company's or a person's cues outweigh a head word ("Dominion Bridge Inc", "Sen. John Tower").
      strongPlace || known || m.title || m.ev.role || m.ev.team || m.ev.company >= 5 || m.ev.personContext >= 5
        ? undefined
        : siteOf(m.text, m.words, locativeNames.has(foldName(m.text)));
    if (strongPlace) add(`P:${foldName(m.text)}`, m);
    else if (known) add(`K:${known.name}`, m, { known, type: known.type });
    else if (site) add(`S:${foldName(site.name)}`, m, { type: "Site", place: sitePlace(site) });
    else if (mayBePlace(m, language, prefixes)) add(`P:${foldName(m.text)}`, m);
    else if (!m.residue) add(nameKey(m.words), m);
  }

  // 2. Types of plain names from their evidence.
  for (const g of groups.values()) if (g.key.startsWith("N:")) g.type = typeOf(g, english);

  // 3. Surnames and short forms join the full name: "Pelosi", "Ms Pelosi" → "Nancy Pelosi".
  // Targets: people, and untyped full names that a titled short form will type ("Dr. Muyembe").
  const people = [...groups.values()].filter(
    (g) => longest(g).length >= 2 && (g.type === "Person" || (!g.type && g.key.startsWith("N:"))),
  );
  for (const g of [...groups.values()]) {
    if (longest(g).length >= 2 && (g.type === "Person" || !g.type)) continue;
    if (g.key.startsWith("K:")) continue; // reference-list entities already have their full name
    const words = longest(g);
    if (words.length > 2 || g.mentions.some((m) => m.acronym)) continue;
    if (g.key.startsWith("P:") && g.mentions.some((m) => m.ev.locative || m.ev.qualifier)) {
      // A town named like a person of the text ("Clinton", "Warren" beside "Hillary Clinton"): a place
      // preposition ("in Clinton's speech") is no proof of the town; only a qualifier ("Clinton, Iowa") is.
      const person =
        words.length === 1 ? people.find((p) => p.type === "Person" && endsWith(longest(p), words)) : undefined;
      if (!person) continue;
      const named = g.mentions.filter((m) => !m.ev.qualifier);
      if (named.length === g.mentions.length) moveAll(groups, g, person);
      else {
        person.mentions.push(...named);
        g.mentions = g.mentions.filter((m) => m.ev.qualifier);
      }
      continue;
    }
    // A lone surname may also join an untyped, name-shaped full name ("Eliud Kipchoge" … "Kipchoge said").
    const candidates =
      g.type === "Person"
        ? people
        : people.filter((p) => p.type === "Person" || (!g.type && !p.type && p.mentions.some((m) => m.ev.person >= 2)));
    const target =
      candidates.find((p) => p !== g && endsWith(longest(p), words)) ??
      (words.length === 1 && (EAST_ASIAN_FAMILY.has(words[0]!.toLowerCase()) || g.mentions.some((m) => m.title))
        ? candidates.find((p) => p !== g && longest(p)[0] === words[0])
        : undefined);
    // A lone given name that only one person in the text bears: "Terri" → "Terri Collins".
    const byGiven =
      !target && words.length === 1 && isGiven(words[0]!.toLowerCase())
        ? candidates.filter((p) => p !== g && longest(p)[0]!.toLowerCase() === words[0]!.toLowerCase())
        : [];
    const into = target ?? (byGiven.length === 1 ? byGiven[0] : undefined);
    if (into) {
      moveAll(groups, g, into);
      if (!into.type) into.type = typeOf(into, english);
    }
  }

  // "John Bolton" and "John R. Bolton": same first and last name, one has middle names or initials.
  for (const g of [...groups.values()]) {
    if (g.type !== "Person" || !g.key.startsWith("N:")) continue;
    const w = longest(g);
    if (w.length < 2) continue;
    const target = [...groups.values()].find(
      (p) =>
        p !== g &&
        p.type === "Person" &&
        longest(p).length > w.length &&
        longest(p)[0] === w[0] &&
        longest(p)[longest(p).length - 1] === w[w.length - 1],
    );
    if (target) moveAll(groups, g, target);
  }

  // 4. Places: resolve each surface form with the text's country hints; weak ones become names.
  for (const g of [...groups.values()]) {
    if (!g.key.startsWith("P:")) continue;
    groups.delete(g.key);
    // "Caloundra defeated Maroochydore": in a text about sport a town that wins and loses is its team.
    if (g.mentions.some((m) => m.ev.team)) {
      for (const m of g.mentions) if (!m.residue) add(nameKey(m.words), m, { type: "Organization" });
      continue;
    }
    const place = placeOf(g.mentions, hints, language);
    if (place) {
      for (const m of g.mentions) add(`G:${place.kind}:${place.geo.gazetteerId}`, m, { place, type: placeType(place) });
    } else {
      for (const m of g.mentions) if (!m.residue) add(nameKey(m.words), m);
    }
  }
  for (const g of groups.values()) if (g.key.startsWith("N:") && !g.type) g.type = typeOf(g, english);
  for (const g of groups.values()) if (g.key.startsWith("N:") && !g.type && english) g.type = unlistedPlace(g);
  if (english) typeListedPeople(groups);

  // 5. Acronyms: defined in parentheses, or the initials of a name in the text ("GM", "CDC").
  for (const g of [...groups.values()]) {
    if (g.key.startsWith("A:")) {
      const long = [...groups.values()].find((x) => x !== g && x.mentions.includes(g.mentions[0]!.acronymOf!));
      groups.delete(g.key);
      if (long) {
        long.mentions.push(...g.mentions);
        // Later uses of the acronym join too ("the ISS" after "International Space Station (ISS)").
        const same = groups.get(nameKey(g.mentions[0]!.words));
        if (same && same !== long) moveAll(groups, same, long);
        // "International Space Station (ISS)": a facility (Site) keeps its type; other heads have none.
        const facility = FACILITY_HEADS.has(longest(long)[longest(long).length - 1]!.toLowerCase());
        if (!long.type && !facility) long.type = g.mentions.some((m) => m.ticker) ? "Company" : "Organization";
        // The acronym may be a reference-list name used elsewhere in the text ("UNESCO"): one entity.
        const known = findKnownEntity(g.mentions[0]!.text);
        const knownGroup = known && groups.get(`K:${known.name}`);
        if (knownGroup && knownGroup !== long) moveAll(groups, long, knownGroup);
        else if (known && !long.known && long.key.startsWith("N:")) {
          groups.delete(long.key);
          long.key = `K:${known.name}`;
          long.known = known;
          long.type = known.type;
          groups.set(long.key, long);
        }
      } else for (const m of g.mentions) add(nameKey(m.words), m);
    }
  }
  const named = [...groups.values()].filter(
    (g) => (g.type === "Organization" || g.type === "Company") && longest(g).length >= 2,
  );
  for (const g of [...groups.values()]) {
    if (!g.key.startsWith("N:") || g.type === "Person" || !g.mentions.every((m) => m.acronym)) continue;
    const target = named.find((x) => x !== g && initials(longest(x)) === g.mentions[0]!.text.replace(/\./g, ""));
    if (target) moveAll(groups, g, target);
  }

  // 6. Short company names: "Computer Terminal" → "Computer Terminal Systems Inc".
  const companies = [...groups.values()].filter((g) => g.type === "Company");
  for (const g of [...groups.values()]) {
    // Untitled "people" too: "Niagara Mohawk said" is "Niagara Mohawk Power Corp" speaking.
    if (
      !g.key.startsWith("N:") ||
      (g.type && g.type !== "Company" && (g.type !== "Person" || g.mentions.some((m) => m.title)))
    )
      continue;
    if (g.mentions.some((m) => m.words.length > 1 && LEGAL_SUFFIXES.has(m.words[m.words.length - 1]!))) continue;
    const words = coreWords(longest(g));
    const target = companies.find(
      (c) =>
        c !== g &&
        coreWords(longest(c)).length > words.length &&
        startsWith(coreWords(longest(c)), words) &&
        !companies.some((o) => o !== c && o !== g && startsWith(coreWords(longest(o)), words)),
    );
    if (target) moveAll(groups, g, target);
  }

  // 7. Short organisation names: "Thai Raksa Chart" and "Raksa Chart" → "Thai Raksa Chart Party".
  const orgs = [...groups.values()].filter(
    (g) => (g.type === "Organization" || g.type === "Company") && g.key.startsWith("N:"),
  );
  // Longest first, so that "Raksa Chart" finds one target after "Thai Raksa Chart" has joined the party.
  const byLength = [...groups.values()].sort((a, b) => longest(b).length - longest(a).length);
  for (const g of byLength) {
    if (!g.key.startsWith("N:") || (g.type && g.type !== "Organization" && g.type !== "Company")) continue;
    if (g.mentions.some((m) => m.acronym)) continue;
    const words = coreWords(longest(g));
    const targets = orgs.filter((o) => o !== g && groups.has(o.key) && extendsName(coreWords(longest(o)), words));
    if (targets.length === 1) moveAll(groups, g, targets[0]!);
  }

  // A title misread in a company name: "General Hydrocarbons" (not General Hydrocarbons the person) when
  // "General Hydrocarbons Inc" is in the text.
  for (const g of [...groups.values()]) {
    if (g.type !== "Person" || !g.key.startsWith("N:") || !g.mentions.every((m) => m.title)) continue;
    const titled = `N:${foldName(`${g.mentions[0]!.title} ${g.mentions[0]!.text}`)}`;
    const target = groups.get(titled);
    if (target && target !== g && (target.type === "Company" || target.type === "Organization"))
      moveAll(groups, g, target);
  }

  const out: TChain[] = [];
  for (const g of groups.values()) {
    if (!g.type) continue;
    out.push({ type: g.type, mentions: g.mentions, place: g.place, known: g.known });
  }
  return out;
}

/**
 * "Ababel Yeshaneh and Gelete Burka", "Pale Tuli, Rosavita Tuli, and John Fitisemanu": an untyped
 * person-shaped name listed with a person is a person too.
 */
function typeListedPeople(groups: Map<string, TGroup>): void {
  const groupOf = new Map<TMention, TGroup>();
  for (const g of groups.values()) for (const m of g.mentions) groupOf.set(m, g);
  for (let round = 0; round < 3; round++) {
    let changed = false;
    for (const g of groups.values()) {
      if (g.type || !g.key.startsWith("N:")) continue;
      const words = longest(g);
      if (words.length < 2 || words.length > 4 || !personShaped(words)) continue;
      if (g.mentions.some((m) => listNeighbours(m).some((o) => groupOf.get(o)?.type === "Person"))) {
        g.type = "Person";
        changed = true;
      }
    }
    // "Woolworths Group, Coles Supermarkets and Aldi", "Twitter and Reddit": listed with companies or
    // organisations, a name that does not look like a person's is one too.
    for (const g of groups.values()) {
      if (g.type || !g.key.startsWith("N:") || g.mentions.some((m) => m.ev.locative || m.ev.qualifier)) continue;
      const words = longest(g);
      if (words.length > 5 || (words.length >= 2 && personShaped(words))) continue;
      if (words.length === 1 && (isGiven(words[0]!.toLowerCase()) || isCommonWord(words[0]!.toLowerCase()))) continue;
      if (g.mentions.some((m) => m.ev.product)) continue;
      for (const m of g.mentions) {
        const type = listNeighbours(m)
          .map((o) => groupOf.get(o)?.type)
          .find((t) => t === "Organization" || t === "Company");
        if (type) {
          g.type = type;
          changed = true;
          break;
        }
      }
    }
    // "Sabrina Bennoui of Reporters Without Borders": a person's affiliation; "Xiaogang Wei of the Beijing
    // Gender Health Education Institute": the person of an organisation.
    for (const g of groups.values()) {
      if (g.type || !g.key.startsWith("N:") || g.mentions.some((m) => m.ev.locative || m.ev.qualifier)) continue;
      const words = longest(g);
      const isOrg = (t?: TEntityType) => t === "Organization" || t === "Company";
      if (
        words.length >= 2 &&
        words.length <= 4 &&
        personShaped(words) &&
        g.mentions.some((m) => m.ofNext && isOrg(groupOf.get(m.ofNext)?.type))
      ) {
        g.type = "Person";
        changed = true;
      } else if (
        words.length >= 2 &&
        !personShaped(words) &&
        g.mentions.some((m) => m.ofPrev && groupOf.get(m.ofPrev)?.type === "Person" && !m.ofPrev.acronym)
      ) {
        g.type = "Organization";
        changed = true;
      }
    }
    if (!changed) break;
  }
}

/** Names joined by "and"/"or", and by commas inside a list of three or more ("A, B and C", not "X, Pope Francis"). */
function listNeighbours(m: TMention): TMention[] {
  const linked = (x: TMention) => (x.listedWith?.length ?? 0) + (x.commaWith?.length ?? 0);
  const commas = (m.commaWith ?? []).filter((o) => linked(m) >= 2 || linked(o) >= 2);
  return [...(m.listedWith ?? []), ...commas];
}

/**
 * Capitalised words with no head word, place or nationality among them; one word must not be an
 * ordinary word ("Faz", "Caoimhe"; not "Labor").
 */
function nameShaped(words: string[]): boolean {
  const one = words.length === 1 ? words[0]!.toLowerCase() : undefined;
  // A given or family name that is also a frequent word ("Matt", "Pauline", "Bush") is shaped like a name.
  if (one !== undefined && isCommonWord(one) && !isGiven(one) && !FAMILY.has(one)) return false;
  return capitalisedWithoutHeads(words);
}

/** Capitalised words, no acronym, the last one a surname or an uncommon word ("Pale Tuli", not "Blind Faith"). */
function personShaped(words: string[]): boolean {
  const last = words[words.length - 1]!.toLowerCase();
  return (FAMILY.has(last) || !isCommonWord(last)) && capitalisedWithoutHeads(words);
}

/** Every word capitalised (or an initial), not led by "The", none an organisation or company head, demonym or place. */
function capitalisedWithoutHeads(words: string[]): boolean {
  return (
    words[0] !== "The" &&
    words.every((w) => /^\p{Lu}\p{Ll}/u.test(w) || /^\p{Lu}\.$/u.test(w)) &&
    !words.some(
      (w) =>
        ORG_HEADS.has(w.toLowerCase()) ||
        COMPANY_HEADS.has(w.toLowerCase()) ||
        isDemonym(w) ||
        isDemonym(w.replace(/s$/, "")) ||
        !!findCountry(w) ||
        !!findRegion(w),
    )
  );
}

function placeType(p: TPlace): TEntityType {
  return p.kind;
}

/**
 * How sure the trained tagger must be (`TMention.taggedMargin`, in the committed model's weight units) to
 * type a name with no cue as a place the gazetteers lack without a place preposition. Chosen on the
 * development sets (model/README.md, fourth round); retraining the model changes the scale, so it is
 * chosen again with it.
 */
const LOC_MARGIN = 30;

/**
 * The type of a plain name: the cues' decision when they reach one, else the trained tagger's label
 * for names shaped like a person's (its organisation labels are not precise enough to stand without a cue;
 * places come from the gazetteers and `unlistedPlace`).
 */
function typeOf(g: TGroup, english: boolean): TEntityType | undefined {
  if (g.mentions.some((m) => m.ev.feature)) return undefined;
  const byCues = cueTypeOf(g, english);
  if (byCues || !english) return byCues;
  // Person-shaped names of two or more words that the tagger reads as a person ("Tom Cruise declined").
  const tagged = { PER: 0, LOC: 0, ORG: 0 };
  for (const m of g.mentions) if (m.tagged) tagged[m.tagged]++;
  const words = longest(g);
  // One word only in a photo credit may be an agency as well ("Image: Mirrys").
  const creditOnly = words.length === 1 && g.mentions.every((m) => m.aside);
  if (tagged.PER > tagged.ORG + tagged.LOC && words.length <= 4 && nameShaped(words) && !creditOnly) return "Person";
  return undefined;
}

/**
 * A place the gazetteers do not know: the tagger reads every mention that it labels as a place, one
 * mention follows a place preposition or the tagger is sure of one (LOC_MARGIN), and no cue says person,
 * company or organisation ("Ashtamudi Lake", "Doda District", a town or a neighbourhood the gazetteers
 * lack): a Region, the place type that needs no coordinates (a City always has them). A lone given name
 * or ordinary word is no place.
 */
function unlistedPlace(g: TGroup): TEntityType | undefined {
  if (!taggedPlace(g.mentions) || g.mentions.some((m) => m.tagged && m.tagged !== "LOC")) return undefined;
  let locMargin = -Infinity;
  for (const m of g.mentions) if (m.tagged === "LOC") locMargin = Math.max(locMargin, m.taggedMargin ?? -Infinity);
  if (!g.mentions.some((m) => m.ev.locative || m.ev.locativeThe) && locMargin < LOC_MARGIN) return undefined;
  if (g.mentions.some((m) => m.title || m.ev.role || m.ev.work || m.ev.person > 0 || m.ev.company > 0 || m.ev.org > 0))
    return undefined;
  const words = longest(g);
  if (words.length > 4 || !words.every((w) => /^\p{Lu}\p{Ll}/u.test(w) || w === "of")) return undefined;
  if (words.length === 1 && isCommonWord(words[0]!.toLowerCase())) return undefined;
  return words.length === 1 && isGiven(words[0]!.toLowerCase()) ? undefined : "Region";
}

function cueTypeOf(g: TGroup, english: boolean): TEntityType | undefined {
  let person = 0;
  let company = 0;
  let org = 0;
  let personMentions = 0;
  for (const m of g.mentions) {
    person = Math.max(person, m.ev.person);
    company = Math.max(company, m.ev.company);
    org = Math.max(org, m.ev.org);
    if (m.ev.person > 0) personMentions++;
  }
  // The shape of the chain is no cue where the trained tagger reads no mention as a person but some as a
  // place or an organisation: "Mozilla Firefox" … "Firefox" is a product's name, not a surname.
  let taggedPerson = 0;
  let taggedOther = 0;
  for (const m of g.mentions)
    if (m.tagged === "PER") taggedPerson++;
    else if (m.tagged) taggedOther++;
  const shapeCounts = !english || taggedPerson > 0 || taggedOther === 0;
  // News style: a full name, then the surname alone ("Eliud Kipchoge" … "Kipchoge").
  const full = longest(g);
  if (
    shapeCounts &&
    full.length >= 2 &&
    g.mentions.some((m) => m.words.length === 1 && m.words[0] === full[full.length - 1])
  )
    person += 2;
  if (shapeCounts && personMentions >= 2) person += 1;
  const single = longest(g).length === 1;
  const min = english ? 3 : 6;
  if (person >= company && person >= org && person >= (single ? Math.max(min, 4) : min)) return "Person";
  // "the Company", "Investment Company": a legal form after one ordinary word names nothing.
  const core = coreWords(longest(g));
  // An abbreviated legal form is never generic: "Wrestling Inc", "Rotor Ltd".
  const abbreviated = /^(?:Inc|Ltd|LLC|Corp|PLC|plc|GmbH)\.?$/.test(full[full.length - 1] ?? "");
  const generic = core.length === 1 && isCommonWord(core[0]!.toLowerCase()) && !abbreviated;
  if (company >= org && company >= Math.max(min, 4) && !generic) return "Company";
  if (org >= Math.max(min, 4)) return "Organization";
  return undefined;
}

function longest(g: TGroup): string[] {
  let best: string[] = [];
  for (const m of g.mentions) if (!m.acronym && m.words.length > best.length) best = m.words;
  return best.length > 0 ? best : (g.mentions[0]?.words ?? []);
}

function endsWith(words: string[], tail: string[]): boolean {
  if (tail.length >= words.length) return false;
  const off = words.length - tail.length;
  return tail.every((w, i) => words[off + i]!.toLowerCase() === w.toLowerCase());
}

function startsWith(words: string[], head: string[]): boolean {
  return head.length < words.length && head.every((w, i) => words[i]!.toLowerCase() === w.toLowerCase());
}

function initials(words: string[]): string {
  return coreWords(words)
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w[0])
    .join("");
}

/** `long` is `short` with only a nationality or "The" before it and head words after it. */
function extendsName(long: string[], short: string[]): boolean {
  if (short.length === 0 || long.length <= short.length) return false;
  const lower = long.map((w) => w.toLowerCase());
  const s = short.map((w) => w.toLowerCase());
  for (let k = 0; k + s.length <= lower.length; k++) {
    if (!s.every((w, i) => lower[k + i] === w)) continue;
    const pre = long.slice(0, k);
    const post = lower.slice(k + s.length);
    if (
      pre.every((w) => isDemonym(w) || w.toLowerCase() === "the") &&
      post.every((w) => ORG_HEADS.has(w) || COMPANY_HEADS.has(w))
    )
      return true;
  }
  return false;
}

function moveAll(groups: Map<string, TGroup>, from: TGroup, to: TGroup): void {
  to.mentions.push(...from.mentions);
  groups.delete(from.key);
}
