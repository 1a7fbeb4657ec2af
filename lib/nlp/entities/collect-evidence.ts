import "server-only";
import { findCities } from "../geo/city-gazetteer";
import { findCountry, isDemonym } from "../geo/country-gazetteer";
import { resolveQualifier } from "../geo/lookup-place";
import { findRegion } from "../geo/region-gazetteer";
import { isCommonWord } from "./common-words";
import { descriptorCues, isDescriptorNoun } from "./descriptor-cues";
import { isCreditLabel, isTitleWord } from "./find-name-spans";
import { nationalBranch, nationalWord } from "./split-run";
import { findKnownEntity, needsCue } from "./known-entities";
import type { TNameSpan } from "./name-span";
import {
  ACRONYM_STOP,
  COMPANY_HEADS,
  EVENT_HEADS,
  FACILITY_HEADS,
  FAMILY,
  isGiven,
  LEGAL_SUFFIXES,
  NON_ENTITY_WORDS,
  ORG_HEADS,
  PUBLIC_BANK_WORDS,
  ROLE_WORDS,
  SPEECH_VERBS,
} from "./lexicon";
import type { TToken } from "./tokenize-text";

/** What the span and its surroundings say about its type. Scores add up across a mention chain. */
export type TEvidence = {
  /** Names a geographic feature or a facility ("Amazon rainforest", "Kennedy Space Center"): no entity. */
  feature?: boolean;
  person: number;
  /** Person evidence from the context alone (title, role, speech, age), not from the name's shape. */
  personContext: number;
  company: number;
  org: number;
  /** Title or role seen with the name ("President", "Emergencies Minister"). */
  role?: string;
  /** Preceded by a place preposition ("in", "from", "near"). */
  locative: boolean;
  /** Preceded by a place preposition and "the" ("at the Louvre"): a building, not the body inside it. */
  locativeThe?: boolean;
  /** "Paris, Texas", "Lugano, Switzerland": the place qualifying this one. */
  qualifier?: { countryCode: string; adminCode?: string };
  /** Written between angle brackets, the Reuters convention for company names. */
  bracketed: boolean;
  /** Written as a web address ("Znak.com"). */
  domain?: boolean;
  /** A sports text uses the name as a team: "Caloundra defeated …", "against Noosa", "Wynnum coach". */
  team?: boolean;
  /**
   * The context marks the words as a name, which reference-list entries made of an ordinary word need
   * ("the journal Nature", "published in Science", "Apple's", "Wings drummer", "Time reported").
   */
  cue?: boolean;
  /** Written as part of a role: "Member of Parliament", "members of the Senate". */
  memberOf?: boolean;
  /** What a company makes: "which makes Kleenex Toilet Tissue" (no list neighbour's type). */
  product?: boolean;
  /** The title of a work: "the film Batman", "the novel Dune", "Batman, the film". */
  work?: boolean;
};

/** Nouns that name a work by the title after them, or before them after a comma. */
const WORK_NOUNS = new Set(
  "film movie sequel documentary book novel memoir album song single musical opera play series sitcom show game videogame comic".split(
    " ",
  ),
);

/** Words before "in" that make the next name a publication: "published in Science". */
const PUBLISHED_IN = new Set([
  "published",
  "publishing",
  "publish",
  "publishes",
  "appeared",
  "appears",
  "appearing",
  "writing",
  "wrote",
  "writes",
  "reported",
  "printed",
]);
/** Words before "to/for/by/with/at" that make the next name a publication or a company. */
const WRITES_FOR = new Set(
  `contributor contributors columnist columnists writer writers editor editors correspondent reporter reporters
  journalist journalists writing wrote writes according speaking spoke speaks interview interviews quoted
  reported published cited`.split(/\s+/),
);
/** Describing nouns for publications, beyond the company and organisation nouns ("the journal Nature"). */
const PUBLICATION_NOUNS = new Set([
  "journal",
  "journals",
  "weekly",
  "monthly",
  "periodical",
  "publication",
  "publisher",
  "broadcaster",
]);

/** Place prepositions of French, German, Spanish, Italian and Portuguese ("vers Lyon", "aus Wien"). */
const FOREIGN_LOCATIVE = new Set(
  "à au aux vers depuis près dans nach aus bei nahe nähe en hacia desde cerca a da em no na para".split(" "),
);

const LOCATIVE = new Set([
  "in",
  "at",
  "from",
  "near",
  "to",
  "outside",
  "across",
  "into",
  "toward",
  "towards",
  "around",
  "throughout",
  "via",
  "visited",
  "visiting",
  "visit",
  "off",
  "between",
  "inside",
  "northern",
  "southern",
  "eastern",
  "western",
  "central",
  "downtown",
  "suburban",
  "rural",
  "city",
  "town",
  "village",
  "capital",
]);
const COMPANY_BEFORE = new Set([
  "shares of",
  "stake in",
  "stock of",
  "acquisition of",
  "unit of",
  "subsidiary of",
  "merger with",
  "takeover of",
  "bid for",
  "shareholders of",
  "holders of",
  "offer for",
  "stake of",
  "shares in",
]);
/** Participles before "by" that name a medium after them: "as quoted by Greek Reporter". */
const QUOTED_BY = new Set(["quoted", "cited", "reported", "published", "broadcast", "aired", "report"]);
/** Verbs after "which" that only a company does: "Solaris Paper, which makes Sorbent". */
const MAKES = new Set(["makes", "produces", "manufactures", "sells", "markets", "manufactured", "produced"]);
/** "cars made by Tesla": the maker of a product. */
const MADE_BY = new Set(["made by", "manufactured by", "produced by", "sold by"]);
/** "a bus operated by Viazul", "a chain owned by Tesco": who runs a business (also one unknown word). */
const RUN_BY = new Set(["operated by", "owned by"]);
/** "a Gallup poll", "a YouGov survey": polls are published by polling firms and media. */
const POLL_NOUNS = new Set(["poll", "polls", "survey", "surveys"]);
const COMPANY_BEFORE_ONE = new Set(["acquire", "acquired", "acquires", "acquiring", "buy", "bought", "sell", "sold"]);
const COMPANY_AFTER = new Set([
  "shares",
  "stock",
  "shareholders",
  "stockholders",
  "subsidiary",
  "unit",
  "plant",
  "plants",
  "factory",
  "products",
  "chairman",
  "executives",
  "employees",
  "earnings",
  "profit",
  "profits",
  "revenue",
  "revenues",
  "dividend",
  "quarter",
  "merger",
  "takeover",
  "brand",
  "ceo",
  "board",
  "website",
  "headquarters",
  "founder",
  "co-founder",
  "subscribers",
]);

const APPOSITIVE_SKIP = new Set([
  "a",
  "an",
  "the",
  "its",
  "his",
  "her",
  "their",
  "former",
  "then",
  "current",
  "acting",
  "deputy",
  "senior",
  "chief",
  "local",
  "regional",
  "state",
  "federal",
  "national",
  "party",
  "city",
]);

/** What an organisation has: "IAAF rules", "ATP rankings", "NRA members". */
const ACRONYM_ORG_NOUNS = new Set(
  `rules rankings ranking regulations statute charter members membership officials official president chief
  chairman spokesman spokeswoman spokesperson headquarters secretary-general inspectors sanctions ban ruling`.split(
    /\s+/,
  ),
);

/** Capitalised words from `from` on that end with an event's head word ("World Athletics Championships"). */
function eventAhead(tokens: TToken[], from: number): boolean {
  for (let k = from; k < tokens.length && k < from + 5 && tokens[k]!.cap; k++)
    if (EVENT_HEADS.has(tokens[k]!.lower)) return true;
  return false;
}

/** Words that open a describing noun phrase after a name: "X, a US peace envoy,". */
/** A possessive token split off a name: "'s", "’s". */
const POSSESSIVE = /^['’]s$/;
const APPOSITIVE_OPENERS = new Set(["a", "an", "the", "his", "her", "their", "its", "former", "then"]);

const GEO_FOLLOWERS = new Set([
  "rainforest",
  "river",
  "basin",
  "valley",
  "mountains",
  "desert",
  "forest",
  "jungle",
  "delta",
  "sea",
  "ocean",
  "lake",
  "peninsula",
  "glacier",
  "canyon",
  "estuary",
  "strait",
  "range",
]);
const FACILITY_PAIRS = new Set([
  "space center",
  "space centre",
  "space station",
  "convention center",
  "convention centre",
  "shopping center",
  "shopping centre",
  "trade center",
  "trade centre",
  "sports center",
  "sports centre",
  "exhibition centre",
  "exhibition center",
  "business center",
  "detention center",
  "detention centre",
]);
const FOREIGN_COMPANY_WORDS = new Set([
  "societe",
  "société",
  "compagnie",
  "banco",
  "banca",
  "banque",
  "groupe",
  "gruppo",
  "credit",
  "crédit",
  "compania",
  "compañía",
  "companhia",
  "empresa",
  "aktiengesellschaft",
  "sociedad",
]);
const STORM_WORDS = new Set(["storm", "hurricane", "typhoon", "cyclone", "depression"]);
const STORM_VERB_BEFORE = new Set(["to", "will", "would", "could", "might", "did", "not", "and"]);
const NAMING_VERBS = new Set(["named", "called", "nicknamed", "identified as", "known as", "only as", "named as"]);
const REPORT_VERBS = new Set([
  "reported",
  "reports",
  "reporting",
  "published",
  "publishes",
  "broadcast",
  "aired",
  "quoted",
  "cited",
]);
const NOT_ROLES = new Set([
  "after",
  "over",
  "under",
  "other",
  "another",
  "either",
  "neither",
  "whether",
  "never",
  "ever",
  "together",
  "rather",
  "further",
  "later",
  "earlier",
  "former",
  "order",
  "border",
  "member",
  "number",
  "minor",
  "major",
  "error",
  "sector",
  "factor",
  "mirror",
  "color",
  "colour",
  "center",
  "centre",
  "monster",
  "winter",
  "summer",
  "quarter",
  "letter",
  "matter",
  "water",
  "paper",
  "power",
  "tower",
  "river",
  "corner",
  "chamber",
  "partner",
  "government",
  "department",
  "parliament",
  "agreement",
  "statement",
  "movement",
  "president",
  "moment",
  "event",
  "percent",
  "student",
  "resident",
  "accident",
  "incident",
  "client",
  "patient",
  "tenant",
  "restaurant",
  "talent",
]);

/** "Texas Democrat", "Ohio Republican": a party member from a state, not a team. */
const PARTY_MEMBERS = new Set(["democrat", "republican", "liberal", "conservative", "socialist", "independent"]);
const SPORTS_WORDS = new Set(
  `season coach league playoff playoffs tournament rugby football basketball baseball hockey soccer cricket
  stadium scored match matches nba nfl nhl mlb`.split(/\s+/),
);
const TEAM_BEFORE = new Set(["defeated", "beat", "against", "versus", "vs", "vs."]);
const TEAM_AFTER = new Set(
  "defeated defeat defeats beat beats drew edged thrashed trounced knocked coach captain skipper halfback".split(" "),
);
const sportsCache = new WeakMap<TToken[], boolean>();

/** Whether the text talks about sport: only then is "Utah Jazz" a team rather than a product or a phrase. */
function sportsText(tokens: TToken[]): boolean {
  let v = sportsCache.get(tokens);
  if (v === undefined) sportsCache.set(tokens, (v = tokens.some((t) => SPORTS_WORDS.has(t.lower))));
  return v;
}

/** A lower-case word naming what a person is: listed roles, or agent nouns ("runner", "biologist"). */
function isRoleWord(t: TToken): boolean {
  if (ROLE_WORDS.has(t.lower)) return true;
  if (isDescriptorNoun(t.lower)) return false; // "retailer Tesco", "carmaker Ford"
  return t.pos === "NOUN" && t.lower.length >= 5 && !NOT_ROLES.has(t.lower) && /(?:ist|er|or|ian|ess)$/.test(t.lower);
}

const CHAMBERS = new Set(["Representatives", "Commons", "Lords", "Delegates", "Councillors", "Councilors", "Assembly"]);
const CALL_SIGN = /^[KWC][A-Z]{2,3}-(?:TV|FM|AM|DT|LP|CD)$/;

const wordAt = (tokens: TToken[], i: number) => (i >= 0 && i < tokens.length ? tokens[i]! : undefined);

export function collectEvidence(tokens: TToken[], span: TNameSpan, english: boolean): TEvidence {
  const ev: TEvidence = { person: 0, personContext: 0, company: 0, org: 0, locative: false, bracketed: false };
  const words = tokens.slice(span.first, span.last + 1);
  const first = words[0]!;
  const last = words[words.length - 1]!;
  const n = words.length;
  const before = wordAt(tokens, span.first - 1);
  const before2 = wordAt(tokens, span.first - 2);
  const after = wordAt(tokens, span.last + 1);
  const after2 = wordAt(tokens, span.last + 2);

  // Institutions and companies by their head word: the last word, or the word before "of"/"for"
  // ("Ministry of Defence", "Bank of America", "Federal Reserve Bank of New York").
  // "in" only joins "U.S. Embassy in Baghdad" (see find-name-spans).
  const ofAt = words.findIndex((w, k) => k > 0 && (w.lower === "of" || w.lower === "for" || w.lower === "in"));
  const isHeadWord = (w: TToken) => ORG_HEADS.has(w.lower) || COMPANY_HEADS.has(w.lower);
  const head =
    n > 1 && (LEGAL_SUFFIXES.has(last.text) || isHeadWord(last))
      ? last
      : ofAt > 0 && isHeadWord(words[ofAt - 1]!)
        ? words[ofAt - 1]!
        : // "Socialist Party USA", "World Wildlife Fund Canada": a head word before a country's name.
          n > 2 && isHeadWord(words[n - 2]!) && !!findCountry(last.text)
          ? words[n - 2]!
          : undefined;
  // "KDKA-TV", "WNYC-FM": a North American broadcaster's call sign.
  if (n === 1 && CALL_SIGN.test(first.text)) ev.company += 6;
  // "Michigan House of Representatives", "House of Delegates": a chamber.
  if (
    ofAt > 0 &&
    words[ofAt - 1]!.text === "House" &&
    words[ofAt]!.lower === "of" &&
    words[ofAt + 1] === last &&
    CHAMBERS.has(last.text)
  )
    ev.org += 6;
  if (head && LEGAL_SUFFIXES.has(head.text)) ev.company += 9;
  else if (head && COMPANY_HEADS.has(head.lower)) {
    const publicBank =
      (head.lower === "bank" || head.lower === "reserve") && words.some((w) => PUBLIC_BANK_WORDS.has(w.lower));
    if (publicBank) ev.org += 6;
    else ev.company += head === last ? 6 : 5;
  } else if (head) ev.org += 6;
  // "the Amazon rainforest", "Mekong river", "Kennedy Space Center": features and facilities.
  if (
    (after && !after.cap && GEO_FOLLOWERS.has(after.lower)) ||
    (n > 1 && FACILITY_PAIRS.has(`${words[n - 2]!.lower} ${last.lower}`))
  )
    ev.feature = true;
  // "Los Angeles Lakers", "Chicago Bulls": a place and a plural nickname name a sports team.
  if (
    n >= 2 &&
    /^\p{Lu}\p{Ll}+s$/u.test(last.text) &&
    !isDemonym(last.text) &&
    !["States", "Islands", "Emirates", "Nations"].includes(last.text)
  ) {
    const place = words
      .slice(0, -1)
      .map((w) => w.text)
      .join(" ");
    if (findCities(place).length > 0 || findRegion(place) || findCountry(place)) {
      // "Charlotte Hornets": a common noun's plural is a nickname, not a surname ("Charlotte Jones").
      const commonPlural = isCommonWord(last.lower.replace(/e?s$/, "")) || isCommonWord(last.lower.slice(0, -1));
      ev.org += commonPlural && !FAMILY.has(last.lower) ? 9 : 6;
    }
  }
  // "Utah Jazz", "Oklahoma City Thunder": a place and one common word (not a facility or feature).
  if (
    n >= 2 &&
    /^\p{Lu}\p{Ll}+$/u.test(last.text) &&
    isCommonWord(last.lower) &&
    !FACILITY_HEADS.has(last.lower) &&
    !GEO_FOLLOWERS.has(last.lower) &&
    !NON_ENTITY_WORDS.has(last.lower) &&
    !ORG_HEADS.has(last.lower) &&
    !COMPANY_HEADS.has(last.lower) &&
    !isDemonym(last.text) &&
    !PARTY_MEMBERS.has(last.lower) &&
    sportsText(tokens)
  ) {
    const place = words
      .slice(0, -1)
      .map((w) => w.text)
      .join(" ");
    // Teams are named after cities and states ("U.S. Federal" is not a team); "Gay" is a village too.
    if (findCities(place).some((c) => c.population >= 50_000) || findRegion(place)) ev.org += 5;
  }
  // "the IAAF", "the NRA": an unknown acronym with an article is an organisation; not a two-letter
  // technical one ("the OS") or a designation ("the HR 6819 system", "the CI/CD system").
  if (
    n === 1 &&
    first.caps &&
    before?.lower === "the" &&
    !ACRONYM_STOP.has(first.text) &&
    /^[A-Z&.]+$/.test(first.text) &&
    first.text.replace(/\./g, "").length >= 3 &&
    after?.kind !== "num" &&
    !(after?.text === "/" && after.start === last.end)
  )
    ev.org += 4;
  // "IAAF rules", "ATP rankings", "IAAF World Athletics Championships": an acronym before what only an
  // organisation has, or before an event's name.
  if (
    n === 1 &&
    first.caps &&
    /^[A-Z]{3,}$/.test(first.text) &&
    !ACRONYM_STOP.has(first.text) &&
    after &&
    after.sentence === first.sentence &&
    ((!after.cap && ACRONYM_ORG_NOUNS.has(after.lower)) || (after.cap && eventAhead(tokens, span.last + 1)))
  )
    ev.org += 4;
  // "Philippine Red Cross": a nationality before a known organisation's name (see split-run).
  if (n > 2 && nationalWord(first.text) && nationalBranch(tokens, span.first + 1, span.last)) ev.org += 6;
  // "Societe Generale", "Banco Santander", "Credit Suisse": company words of other languages.
  if (n > 1 && FOREIGN_COMPANY_WORDS.has(first.lower)) ev.company += 6;
  // "Air India Express", "Air Canada": airlines.
  if (n > 1 && first.lower === "air" && words[1]!.lower !== "force" && words[1]!.lower !== "forces") ev.company += 6;
  // "Amazon Web Services", "Toyota Motor": a known company's name first.
  if (n > 1 && !span.title && findKnownEntity(first.text)?.type === "Company" && !first.caps && !needsCue(first.text))
    ev.company += 7;
  // "Znak.com", "Portfolio.hu": a web address used as a name is a (media) company.
  if (span.domain) {
    ev.company += 7;
    ev.domain = true;
  }
  if (before?.text === "<" && after?.text === ">" && !(n === 1 && first.caps)) {
    ev.bracketed = true;
    ev.company += 8;
  }

  // People: titles, given names, initials, roles, speech, age.
  if (span.title) {
    // "General Public Licensed", "Lord Mayor Candidate": a title before ordinary words is no person's.
    const ordinary = words.every((w) => !w.caps && isCommonWord(w.lower) && !isGiven(w.lower) && !FAMILY.has(w.lower));
    ev.person += ordinary ? 2 : 8;
    ev.personContext += ordinary ? 2 : 8;
    ev.role = span.title.text;
  }
  const nameLike =
    !span.domain &&
    !words.some((w) => ORG_HEADS.has(w.lower) || COMPANY_HEADS.has(w.lower) || LEGAL_SUFFIXES.has(w.text)) &&
    !FACILITY_HEADS.has(last.lower) &&
    !(n > 1 && (findCountry(first.text) || findRegion(first.text))) &&
    !(n > 1 && words.some((w) => w.caps && !/^[IVX]+$/.test(w.text))) &&
    // "CentOS", "macOS", "iPhone": brand spellings, not people's names ("McGaugh", "DeVita" are).
    !words.some((w) => /\p{Ll}\p{Lu}{2}|^\p{Ll}+\p{Lu}/u.test(w.text)) &&
    !words.some((w) => NON_ENTITY_WORDS.has(w.lower));
  if (nameLike) {
    if (n >= 2 && isGiven(first.lower) && !first.caps) {
      // "Marine Le Pen" but not "Marine Traffic", "Humberto Advisory Number": the surname must look like one.
      const surnameLike = FAMILY.has(last.lower) || !isCommonWord(last.lower);
      const commonFirst = isCommonWord(first.lower);
      ev.person += surnameLike ? (commonFirst ? 5 : 6) : commonFirst ? 1 : 3;
    } else if (n >= 2 && FAMILY.has(last.lower) && !last.caps) ev.person += 2;
    if (words.some((w, k) => k < n - 1 && /^\p{Lu}\.$/u.test(w.text))) ev.person += 4;
    if (n === 1 && isGiven(first.lower) && !first.caps) ev.person += 2;
    if (english && n >= 2 && n <= 3 && words.every((w) => !w.caps && !isCommonWord(w.lower.replace(/^(?:al|el)-/, ""))))
      ev.person += 2;
  }
  // Speech verbs point to people only for name-shaped spans: organisations and media "say" and "tell" too.
  const nameShaped =
    nameLike && words.every((w) => !w.caps && (isGiven(w.lower) || FAMILY.has(w.lower) || !isCommonWord(w.lower)));
  if (english) {
    // "spokesman John Smith", "runner Eliud Kipchoge", "the spokesperson, Steffen Seibert, said"
    const roleBefore = before?.text === "," && before2 && !before2.cap ? before2 : before;
    if (roleBefore && !roleBefore.cap && isRoleWord(roleBefore) && nameLike) {
      ev.person += 5;
      ev.personContext += 5;
      ev.role ??= roleBefore.lower;
    }
    // Photo credits ("Image: Andrew Gray.") and interview speakers ("((Thomas Rivinius)) Ah, well …"):
    // people when the name is shaped like one (credits also name agencies and usernames: "Image: Mirrys.").
    const credit = before?.text === ":" && isCreditLabel(before2, before);
    // Interviews: "((Thomas Rivinius)) Ah, …" in the source, "Thomas Rivinius: Ah, …" after cleanBody.
    const speaker =
      (before?.text === "(" && before2?.text === "(" && after?.text === ")" && after2?.text === ")") ||
      (after?.text === ":" &&
        (!before || before.paragraph !== first.paragraph) &&
        !!after2 &&
        after2.paragraph === first.paragraph);
    if (
      nameShaped &&
      (speaker || (credit && n >= 2 && (isGiven(first.lower) || !isCommonWord(last.lower)))) &&
      !words.some((w) => /\p{Ll}\p{Lu}/u.test(w.text.replace(/^(?:Mc|Mac|De|Di|La|Le|O')/, "")))
    ) {
      ev.person += 6;
      ev.personContext += 6;
    }
    // "the mayor of London, Sadiq Khan,", "the Archbishop of Gdańsk, Sławoj Leszek Głódź,": a role of a
    // place or body, then the name.
    if (nameLike && n >= 2 && before?.text === ",") {
      let k = span.first - 2;
      while (k > span.first - 5 && wordAt(tokens, k)?.cap && wordAt(tokens, k)!.sentence === first.sentence) k--;
      if (wordAt(tokens, k)?.lower === "the") k--;
      const of = wordAt(tokens, k);
      const role = wordAt(tokens, k - 1);
      if (k < span.first - 2 && of?.lower === "of" && role && (ROLE_WORDS.has(role.lower) || isTitleWord(role))) {
        ev.person += 5;
        ev.personContext += 5;
        ev.role ??= role.lower;
      }
    }
    // "a boy identified only as Ivan", "a dog named Rex"
    const namedThing = !!before2 && isDescriptorNoun(before2.lower); // "a firm called X"
    if (
      nameLike &&
      before &&
      !namedThing &&
      NAMING_VERBS.has(before.lower === "as" ? `${before2?.lower} as` : before.lower)
    ) {
      ev.person += 3;
      ev.personContext += 3;
    }
    const saidAfter = after && SPEECH_VERBS.has(after.lower);
    const saidBefore = before && SPEECH_VERBS.has(before.lower) && before.sentence === first.sentence;
    const according = before?.lower === "to" && before2?.lower === "according";
    if (nameShaped && (saidAfter || saidBefore || according)) {
      ev.person += 3;
      ev.personContext += 3;
    }
    // Media and organisations report, publish and are told things: "Gazeta Wyborcza reported".
    const reported = after && REPORT_VERBS.has(after.lower);
    // "told The Verge", "according to the Guardian": the article is not part of the span.
    const [p1, p2] = before?.lower === "the" ? [before2, wordAt(tokens, span.first - 3)] : [before, before2];
    const toldTo = p1?.lower === "told" || (p1?.lower === "to" && p2?.lower === "told");
    const accordingTo = p1?.lower === "to" && p2?.lower === "according";
    // "as quoted by Greek Reporter", "reported by the Jakarta Post": a medium that reports.
    const quotedBy = p1?.lower === "by" && !!p2 && QUOTED_BY.has(p2.lower);
    // Media report and are told things; a medium is a company unless it is public (GUIDELINES.md), and
    // the public ones are mostly agencies written as acronyms ("ISNA reported") or reference-list entries.
    // One ordinary word ("The Verge") cannot be typed Company (see typeOf): it stays an organisation.
    const media = (reported || toldTo || quotedBy) && !(n === 1 && (first.caps || isCommonWord(first.lower)));
    // "told Brussels-based media": the name only qualifies what follows.
    const qualifying = after?.text === "-" && after.start === last.end;
    if (!nameShaped && !first.sentStart && !qualifying && (reported || toldTo || accordingTo || quotedBy)) {
      if (media) ev.company += 4;
      else ev.org += 4;
    }
    // "Gazeta Prawna reports": a name-shaped span that reports is a medium unless it starts with a given name.
    else if (
      nameShaped &&
      reported &&
      first.text.length > 1 &&
      !isGiven(first.lower) &&
      !FAMILY.has(first.lower) &&
      (!first.sentStart || !isCommonWord(first.lower))
    )
      ev.company += 4;
    // Describing nouns around the name: "retailer Tesco", "the Netto chain", "X, the anti-monopoly agency".
    const cue = descriptorCues(tokens, span.first, span.last);
    ev.company += cue.company;
    ev.org += cue.org;
    // "Paweł Adamowicz, mayor of Gdańsk", "Smith, a spokesman for"
    if (nameLike && after?.text === ",") {
      let k = span.last + 2;
      while (APPOSITIVE_SKIP.has(wordAt(tokens, k)?.lower ?? "")) k++;
      const role = wordAt(tokens, k);
      if (role && !role.cap && ROLE_WORDS.has(role.lower)) {
        ev.person += 5;
        ev.personContext += 5;
        ev.role ??= role.lower;
      }
    }
    // "Zalmay Khalilzad, a US peace envoy,", "Satyendra Jain, the city's home minister,": a short appositive
    // noun phrase whose last word is a role; "Bush, Florida's former governor,": a place's role.
    if (nameLike && after?.text === "," && ev.personContext === 0) {
      let k = span.last + 2;
      const owner = wordAt(tokens, k);
      if (owner?.cap && POSSESSIVE.test(wordAt(tokens, k + 1)?.text ?? "") && wordAt(tokens, k + 2)?.kind === "word")
        k += 2;
      const opener = wordAt(tokens, k);
      if (opener && !opener.cap && (k > span.last + 2 || APPOSITIVE_OPENERS.has(opener.lower))) {
        let end = k;
        while (end - k < 6 && wordAt(tokens, end + 1)?.kind === "word" && wordAt(tokens, end + 1)!.pos !== "VERB")
          end++;
        const head = wordAt(tokens, end)!;
        const stop = wordAt(tokens, end + 1)?.text;
        if ((stop === "," || stop === ".") && !head.cap && (ROLE_WORDS.has(head.lower) || isRoleWord(head))) {
          ev.person += 5;
          ev.personContext += 5;
          ev.role ??= head.lower;
        }
      }
    }
    // "Smith, 45, said"
    if (
      nameLike &&
      after?.text === "," &&
      after2?.kind === "num" &&
      Number(after2.text) > 0 &&
      Number(after2.text) < 120 &&
      wordAt(tokens, span.last + 3)?.text === ","
    ) {
      ev.person += 6;
      ev.personContext += 6;
    }
    // Companies by what is said around them.
    const pair = before2 && before ? `${before2.lower} ${before.lower}` : "";
    if (COMPANY_BEFORE.has(pair) || (before && COMPANY_BEFORE_ONE.has(before.lower) && n > 1)) ev.company += 4;
    const next = after?.lower === "'s" || after?.lower === "’s" ? after2 : after;
    // Not at a line start: Reuters tables begin rows with "Shr", "Net", "Revs".
    if (next && COMPANY_AFTER.has(next.lower) && (n > 1 || !first.sentStart)) ev.company += 4;
    // "Solaris Paper, which makes Sorbent", "cars made by Tesla", "a Zogby International poll": what
    // companies make and sell, and the polls that polling firms publish.
    const relAt = after?.text === "," ? span.last + 2 : span.last + 1;
    const rel = wordAt(tokens, relAt);
    const relVerb = wordAt(tokens, relAt + 1);
    if (rel?.lower === "which" && rel.sentence === last.sentence && relVerb && MAKES.has(relVerb.lower))
      ev.company += 4;
    if (before && MAKES.has(before.lower) && (before2?.lower === "which" || before2?.lower === "that"))
      ev.product = true;
    if (MADE_BY.has(pair) && !nameShaped && !first.sentStart) ev.company += 4;
    if (
      RUN_BY.has(pair) &&
      !first.sentStart &&
      !(nameShaped && (n > 1 || isGiven(first.lower) || FAMILY.has(first.lower)))
    )
      ev.company += 4;
    if (
      after &&
      POLL_NOUNS.has(after.lower) &&
      after.sentence === last.sentence &&
      (before?.lower === "a" || before?.lower === "an") &&
      !isGiven(first.lower) &&
      !(n === 1 && isCommonWord(first.lower))
    )
      ev.company += 4;
    if (before && LOCATIVE.has(before.lower)) ev.locative = true;
    if (
      (before && WORK_NOUNS.has(before.lower) && before.sentence === first.sentence) ||
      (after?.text === "," && after2?.lower === "the" && WORK_NOUNS.has(wordAt(tokens, span.last + 3)?.lower ?? ""))
    )
      ev.work = true;
    if (before?.lower === "the" && before2 && LOCATIVE.has(before2.lower)) ev.locativeThe = true;
  }
  // "Caloundra defeated Maroochydore", "against Noosa", "Wynnum coach Matt Myers": teams named after places.
  if (
    english &&
    n <= 2 &&
    !span.title &&
    sportsText(tokens) &&
    (before?.sentence === first.sentence || after?.sentence === last.sentence)
  ) {
    const b = before && !before.cap && before.sentence === first.sentence ? before.lower : "";
    const a = after && !after.cap && after.sentence === last.sentence ? after.lower : "";
    if (TEAM_BEFORE.has(b) || TEAM_AFTER.has(a)) {
      ev.team = true;
      ev.org += 6;
    }
  }
  // "Paris, Texas", "Lugano, Switzerland"
  if (after?.text === "," && after2 && after2.cap && after2.sentence === last.sentence) {
    let k = span.last + 2;
    let text = after2.text;
    const third = wordAt(tokens, k + 1);
    if (third && third.cap && third.sentence === last.sentence && !third.lineBreak) {
      const two = `${text} ${third.text}`;
      if (resolveQualifier(two)) {
        text = two;
        k++;
      }
    }
    const q = resolveQualifier(text);
    if (q) ev.qualifier = q;
  }
  if (english) ev.cue = nameCue(ev, before, before2, after, first);
  // "à Lyon", "nach Wien", "en Lima": place prepositions of other languages.
  if (!english && before && before.sentence === first.sentence && FOREIGN_LOCATIVE.has(before.lower)) {
    ev.locative = true;
  }
  const memberWord = before2?.lower === "the" ? wordAt(tokens, span.first - 3) : before2;
  if (before?.text === "of" && memberWord && /^members?$/i.test(memberWord.text)) ev.memberOf = true;
  // "Tropical Storm Humberto", "Hurricane Dorian": storms are named like people.
  // Not the verb: "protesters try to storm Parliament".
  const verbStorm = !!before && !before.cap && !!before2 && STORM_VERB_BEFORE.has(before2.lower);
  if (before && STORM_WORDS.has(before.lower) && !verbStorm) {
    ev.person = 0;
    ev.personContext = 0;
    ev.feature = true;
  }
  // "Hellboy character Abe Sapien", "the character of Anya Jenkins", "Squirrel Girl, a Marvel Comics
  // character": fictional characters are not labelled (no entity).
  if (fictionalCharacter(tokens, span, before, before2, after)) {
    ev.person = 0;
    ev.personContext = 0;
    ev.feature = true;
  }
  return ev;
}

const CHARACTER_WORDS = new Set(["character", "characters"]);

function fictionalCharacter(
  tokens: TToken[],
  span: TNameSpan,
  before: TToken | undefined,
  before2: TToken | undefined,
  after: TToken | undefined,
): boolean {
  const first = tokens[span.first]!;
  const same = (t: TToken | undefined) => !!t && t.sentence === first.sentence;
  if (same(before) && CHARACTER_WORDS.has(before!.text)) return true;
  if (same(before2) && before!.text === "of" && CHARACTER_WORDS.has(before2!.text)) return true;
  // An apposition: ", a/the … character" within a few words, before any other punctuation.
  const det = tokens[span.last + 2];
  if (after?.text !== "," || !same(det) || !["a", "an", "the"].includes(det!.lower)) return false;
  for (let k = span.last + 3; k <= span.last + 7 && k < tokens.length; k++) {
    const t = tokens[k]!;
    if (!same(t) || t.kind === "punct") return false;
    if (CHARACTER_WORDS.has(t.text)) return true;
  }
  return false;
}

/** See `TEvidence.cue`. */
function nameCue(
  ev: TEvidence,
  before: TToken | undefined,
  before2: TToken | undefined,
  after: TToken | undefined,
  first: TToken,
): boolean {
  if (ev.company + ev.org >= 4) return true;
  const b = before && before.sentence === first.sentence && !before.cap ? before.lower : "";
  const b2 = before2 && before2.sentence === first.sentence ? before2.lower : "";
  if (isDescriptorNoun(b) || PUBLICATION_NOUNS.has(b)) return true;
  if (b === "in" && PUBLISHED_IN.has(b2)) return true;
  // "a contributor to Slate", "according to Fortune", "told Wired", "as quoted by Variety".
  if (["to", "for", "by", "with", "at"].includes(b) && WRITES_FOR.has(b2)) return true;
  if (b === "told") return true;
  return !!after && after.sentence === first.sentence && (after.lower === "'s" || after.lower === "’s");
}
