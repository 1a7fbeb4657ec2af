import "server-only";
import { findCities } from "../geo/city-gazetteer";
import { findCountry, isDemonym } from "../geo/country-gazetteer";
import { findRegion } from "../geo/region-gazetteer";
import { isCommonWord } from "./common-words";
import { isGiven, ROLE_WORDS, SPEECH_VERBS } from "./lexicon";
import type { TToken } from "./tokenize-text";

/**
 * Company and organisation evidence from the common nouns that describe a name in the text:
 * "retailer Tesco", "the Netto chain", "UOKiK, the Polish anti-monopoly agency,", "discount stores
 * like Biedronka and LIDL", "a spokesperson for Interpol". English only; the caller adds the scores.
 */
export type TDescriptorCue = { company: number; org: number };

/** Nouns (singular and plural) that describe a commercial firm or a commercial medium. */
const COMPANY_NOUNS = plural(`company firm retailer chain supermarket hypermarket airline carrier broadcaster
newspaper daily tabloid magazine website portal outlet manufacturer maker automaker carmaker bank lender insurer
startup start-up conglomerate brand label studio channel store shop platform app provider distributor
wholesaler brewer subsidiary giant network database promotion`);

/** Nouns that describe a non-commercial body. */
const ORG_NOUNS = plural(`party organisation organization group band charity agency ministry regulator watchdog
union movement militia association federation league club team council committee institute university college
hospital foundation body authority court coalition alliance ngo think-tank observatory museum orchestra
department army police supergroup`);

/** Lower-case words between a determiner and the describing noun that may stand for a person instead. */
const PERSON_NOUNS = new Set(
  `member members worker workers employee employees official officials staffer staff founder co-founder owner
  head chief boss leader leaders spokesperson spokesman spokeswoman representative executive manager
  director president chairman chairwoman secretary minister politician lawmaker candidate activist journalist
  reporter editor presenter host singer player coach captain teammate fan supporter critic analyst researcher
  scientist professor student lawyer judge officer soldier fighter commander`.split(/\s+/),
);

/** Roles that belong to an employer or a band: "X drummer Mickey Hart", "X photojournalist Ziad al-Sharabi". */
const EMPLOYEE_NOUNS = new Set(
  `drummer guitarist bassist vocalist frontman frontwoman keyboardist photojournalist cameraman columnist
  meteorologist engineer employee staffer official chair`.split(/\s+/),
);
/** Roles that point to a company rather than another organisation. */
const COMPANY_ROLES = new Set([
  "ceo",
  "chairman",
  "chairwoman",
  "founder",
  "co-founder",
  "cofounder",
  "owner",
  "executive",
  "employee",
  "boss",
  "meteorologist",
  "engineer",
]);
/** Roles held at an organisation: "director of X", "spokesman for X", "professor at X". */
const EMPLOYER_ROLES = new Set(
  `spokesperson spokesman spokeswoman director chairman chairwoman chair ceo founder co-founder cofounder head
  professor researcher fellow lecturer scientist executive manager secretary-general coordinator organiser
  organizer president`.split(/\s+/),
);

/** Staff of an organisation: "a Kataeb Hezbollah official". */
const STAFF_NOUNS = new Set(["official", "officials", "spokesperson", "spokesman", "spokeswoman", "staffer"]);

/** Kinship and similar roles: "Trump daughter Ivanka" names no employer. */
const FAMILY_ROLES = new Set(
  `wife husband son daughter brother sister father mother uncle aunt cousin widow widower girlfriend boyfriend
  partner friend fellow teammate rival successor predecessor challenger incumbent nominee candidate victim
  suspect defendant opposition student pupil`.split(/\s+/),
);

/** Modifiers allowed between a name and a following describing noun ("Rudaw news agency"). */
const AFTER_MODIFIERS = new Set(
  "news media online state television tv radio rebel militant opposition ruling retail discount budget low-cost national".split(
    " ",
  ),
);

/** Nouns that describe a medium only after "news": "news site", "news source", "news service". */
const NEWS_NOUNS = new Set(["site", "source", "service"]);

const DETERMINERS = new Set(["a", "an", "the", "its", "their"]);
const APPOSITIVE_STOP = new Set(["of", "that", "which", "who", "whose", "in", "for", "with", "and", "based", "from"]);

function plural(list: string): Map<string, "sg" | "pl"> {
  const out = new Map<string, "sg" | "pl">();
  for (const w of list.split(/\s+/).filter(Boolean)) {
    out.set(w, "sg");
    out.set(
      w.endsWith("y") && !/[aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : /(?:s|sh|ch|x)$/.test(w) ? `${w}es` : `${w}s`,
      "pl",
    );
  }
  return out;
}

/** A singular describing noun that does not form a compound with the name ("the Labor department"). */
const COMPOUND_FREE = (lower: string) =>
  (COMPANY_NOUNS.get(lower) ?? ORG_NOUNS.get(lower)) === "sg" &&
  // "LEGO Overwatch promotion" is a marketing campaign; "promotion" describes a company only before a name.
  !["department", "ministry", "court", "police", "army", "body", "authority", "promotion"].includes(lower);

/** A noun that describes a company or an organisation ("retailer", "parties"): not a person's role. */
export const isDescriptorNoun = (lower: string) => COMPANY_NOUNS.has(lower) || ORG_NOUNS.has(lower);

const kindOf = (lower: string): "company" | "org" | undefined =>
  COMPANY_NOUNS.has(lower) ? "company" : ORG_NOUNS.has(lower) ? "org" : undefined;

const add = (cue: TDescriptorCue, kind: "company" | "org" | undefined, score: number) => {
  if (kind) cue[kind] = Math.max(cue[kind], score);
};

const lowerWord = (t: TToken | undefined) => !!t && t.kind === "word" && !t.cap;

/** Whether the span's words name a place or a nationality: descriptors then describe something else. */
function placeLike(words: TToken[]): boolean {
  const text = words.map((w) => w.text).join(" ");
  const last = words[words.length - 1]!;
  return (
    isDemonym(last.text) ||
    isDemonym(text) ||
    // "Facebook-integrated", "Moscow-based": an adjective, not a name.
    /-\p{Ll}+$/u.test(last.text) ||
    !!findCountry(text) ||
    !!findRegion(text) ||
    findCities(text).length > 0
  );
}

export function descriptorCues(tokens: TToken[], first: number, last: number): TDescriptorCue {
  const cue: TDescriptorCue = { company: 0, org: 0 };
  const words = tokens.slice(first, last + 1);
  if (placeLike(words)) return cue;
  const givenFirst = isGiven(words[0]!.lower) && !words[0]!.caps;
  const at = (i: number) => (i >= 0 && i < tokens.length ? tokens[i] : undefined);
  const sameSentence = (t: TToken | undefined) => !!t && t.sentence === words[0]!.sentence;
  // "Fridays for Future movement": the span is the tail of a longer name; the noun describes that one.
  const link = at(first - 1);
  if (link && ["of", "for", "&"].includes(link.lower) && at(first - 2)?.cap) return cue;

  // "retailer Tesco", "the band Grateful Dead", "rock band the Grateful Dead": a describing noun before.
  const beforeAt = at(first - 1)?.lower === "the" ? first - 2 : first - 1;
  const before = at(beforeAt);
  if (lowerWord(before) && sameSentence(before) && !givenFirst) {
    const kind = kindOf(before!.lower);
    if (kind && (COMPANY_NOUNS.get(before!.lower) ?? ORG_NOUNS.get(before!.lower)) === "sg") add(cue, kind, 6);
  }

  // "the news site oe24.at", "news source Daily Xtra": "site" and "source" alone say little.
  if (
    lowerWord(before) &&
    sameSentence(before) &&
    NEWS_NOUNS.has(before!.lower) &&
    at(beforeAt - 1)?.lower === "news" &&
    !givenFirst
  )
    add(cue, "company", 6);

  // "a firm called Airfleets", "a party named Zorin Australia"
  const named = at(first - 1);
  if (named && (named.lower === "called" || named.lower === "named") && !givenFirst) {
    const noun = at(first - 2);
    if (lowerWord(noun) && isDescriptorNoun(noun!.lower)) add(cue, kindOf(noun!.lower), 6);
  }

  // "its Netto chain", "the Rudaw news agency", "Tesco stores": a describing noun right after.
  let k = last + 1;
  if (lowerWord(at(k)) && AFTER_MODIFIERS.has(at(k)!.lower) && lowerWord(at(k + 1))) k++;
  const after = at(k);
  // Singular only: "U.S. industrial companies", "Federal agencies" describe a class, not the name.
  if (lowerWord(after) && sameSentence(after) && !givenFirst && COMPOUND_FREE(after!.lower)) {
    const next = at(k + 1);
    // "party leader", "band member" describe a person after the noun.
    if (!(lowerWord(next) && PERSON_NOUNS.has(next!.lower))) add(cue, kindOf(after!.lower), 5);
  }

  // "Grateful Dead drummer Mickey Hart", "Philippine Red Cross chair Richard Gordon": the name before a
  // person's role and name is who the person works for.
  const role = at(last + 1);
  const person = at(last + 2);
  if (
    lowerWord(role) &&
    (ROLE_WORDS.has(role!.lower) || EMPLOYEE_NOUNS.has(role!.lower)) &&
    !FAMILY_ROLES.has(role!.lower) &&
    person?.cap &&
    !person.sentStart &&
    person.sentence === role!.sentence &&
    !givenFirst &&
    !(words.length === 1 && isCommonWord(words[0]!.lower)) // "Majority leader Robert Byrd"
  )
    add(cue, COMPANY_ROLES.has(role!.lower) ? "company" : "org", 5);

  // "a Kataeb Hezbollah official", "a Pentagon spokesperson": an article, the name, a staff noun.
  if (
    lowerWord(role) &&
    STAFF_NOUNS.has(role!.lower) &&
    DETERMINERS.has(at(first - 1)?.lower ?? "") &&
    !givenFirst &&
    !(person?.cap && person.sentence === role!.sentence) &&
    !(words.length === 1 && isCommonWord(words[0]!.lower))
  )
    add(cue, "org", 4);

  // "UOKiK, the Polish anti-monopoly agency,": an appositive headed by a describing noun.
  if (at(last + 1)?.text === "," && DETERMINERS.has(at(last + 2)?.lower ?? "")) {
    let kind: "company" | "org" | undefined;
    let i = last + 3;
    for (; i < Math.min(tokens.length, last + 9); i++) {
      const t = tokens[i]!;
      if (t.kind !== "word" || APPOSITIVE_STOP.has(t.lower) || !sameSentence(t)) break;
      if (t.cap && !isDemonym(t.text)) break;
      if (PERSON_NOUNS.has(t.lower) || ROLE_WORDS.has(t.lower)) {
        kind = undefined;
        break;
      }
      if (SPEECH_VERBS.has(t.lower) || t.pos === "VERB" || t.pos === "AUX") break;
      kind = kindOf(t.lower) ?? kind;
    }
    // "In its report, the department said": a clause after the comma, not an appositive.
    const stop = tokens[i];
    // "Airfleets, a database detailing …": after "a", a participle continues the appositive (not after "the":
    // "X, the police shooting of …").
    const clause =
      !!stop &&
      stop.kind === "word" &&
      (SPEECH_VERBS.has(stop.lower) || stop.pos === "VERB" || stop.pos === "AUX") &&
      !(kind && /\wing$/.test(stop.lower) && !SPEECH_VERBS.has(stop.lower) && /^an?$/.test(at(last + 2)!.lower));
    if (!clause) add(cue, kind, 5);
  }

  // "discount stores like Biedronka and LIDL", "parties such as X, Y and Z": a list after a plural noun.
  let i = first - 1;
  while (
    i >= 0 &&
    sameSentence(at(i)) &&
    (at(i)!.text === "," || at(i)!.lower === "and" || at(i)!.lower === "or" || at(i)!.cap)
  )
    i--;
  const listLink = at(i);
  if (
    listLink &&
    sameSentence(listLink) &&
    (listLink.lower === "like" || listLink.lower === "including" || listLink.lower === "as")
  ) {
    const nounAt = listLink.lower === "as" ? (at(i - 1)?.lower === "such" ? i - 2 : -1) : i - 1;
    const noun = at(nounAt);
    if (noun && lowerWord(noun) && (COMPANY_NOUNS.get(noun.lower) ?? ORG_NOUNS.get(noun.lower)) === "pl" && !givenFirst)
      add(cue, kindOf(noun.lower), 5);
  }

  // "a spokesperson for Interpol", "director of Youth Forum Zimbabwe", "a professor at the Max Planck
  // Institute": a person's role and the body they work for (not a name shaped like a person's).
  const linkAt = at(first - 1)?.lower === "the" ? first - 2 : first - 1;
  const link2 = at(linkAt);
  const role2 = at(linkAt - 1);
  if (
    link2 &&
    ["for", "of", "at"].includes(link2.lower) &&
    lowerWord(role2) &&
    sameSentence(role2) &&
    (EMPLOYER_ROLES.has(role2!.lower) || (link2.lower === "for" && role2!.lower === "representative")) &&
    !givenFirst &&
    !words.every((w) => !w.caps && !isCommonWord(w.lower))
  )
    add(cue, "org", 4);
  return cue;
}
