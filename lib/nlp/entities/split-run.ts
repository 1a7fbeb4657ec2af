import "server-only";
import { findCities } from "../geo/city-gazetteer";
import { demonymCountry, findCountry, isDemonym } from "../geo/country-gazetteer";
import { findRegion } from "../geo/region-gazetteer";
import { isCommonWord } from "./common-words";
import { findKnownEntity, findScopedEntities, needsCue } from "./known-entities";
import {
  ACRONYM_STOP,
  COMPANY_HEADS,
  EVENT_HEADS,
  FACILITY_HEADS,
  GIVEN,
  isGiven,
  LEGAL_SUFFIXES,
  NAME_PARTICLES,
  NON_ENTITY_WORDS,
  ORG_HEADS,
  RUN_START_DROP,
  TITLE_INNER,
} from "./lexicon";
import {
  CONNECTORS,
  coreWords,
  EDGE_WORDS,
  isHead,
  isStrongName,
  isTitleWord,
  OBJECT_LINKS,
  OF_HEADS,
  pushSpan as push,
  titleKey,
  type TNameSpan,
} from "./name-span";
import type { TToken } from "./tokenize-text";

/** Capitalised prepositions inside names ("Veterans Against the War"); see find-name-spans. */
export const NAME_PREPOSITIONS = new Set([
  "without",
  "against",
  "beyond",
  "within",
  "across",
  "through",
  "over",
  "under",
]);

const AMBIGUOUS_TITLES = new Set(["dean", "major", "marshal", "earl", "judge", "baron", "sister", "brother", "father"]);

/**
 * Cuts one capitalised run [a, b] into name spans: drops sentence-initial common words, keeps whole
 * gazetteer and reference-list names, splits at connectors that do not belong to a name, and separates
 * titles from the people they precede.
 */
export function splitRun(tokens: TToken[], a: number, b: number, out: TNameSpan[]): void {
  const words = tokens.slice(a, b + 1).map((t) => t.text);
  // Sentence-initial capitalised common word ("Rescuers", "Police in Paris"): drop it unless the whole is a name.
  const head = tokens[a]!;
  if (RUN_START_DROP.has(head.lower) && !head.caps) {
    if (a < b) splitRun(tokens, a + 1, b, out);
    return;
  }
  // "[Members] of the Israeli Knesset": after a dropped word, lower-case connectors are no part of a name.
  if (a < b && EDGE_WORDS.has(head.text)) {
    splitRun(tokens, a + 1, b, out);
    return;
  }
  // "told The Atlantic": a capitalised "The" inside a sentence makes a title of an ordinary geographic word.
  const titled = a > 0 && tokens[a - 1]!.text === "The" && !tokens[a - 1]!.sentStart && !findCountry(head.text);
  if (
    a === b &&
    !head.caps &&
    ((isDemonym(head.text) && !findCountry(head.text)) || (NON_ENTITY_WORDS.has(head.lower) && !titled))
  )
    return;
  // "South Korean", "Philippine", "Canadian-US": nationality words, alone or joined, name nothing.
  if (!head.caps && nationalityOnly(words)) return;
  // "Philippine Red Cross", "Austrian People's Party": a nationality and a known organisation's name are
  // a national body of its own.
  if (a < b && nationalWord(head.text) && nationalBranch(tokens, a + 1, b)) {
    push(tokens, a, b, out);
    return;
  }
  // "Israeli Knesset", "Serbian National Assembly", "Polish Sejm": a nationality before a national body of
  // the reference list is no part of its name; a country name before it is a mention of its own.
  const nation = a < b && nationalWord(head.text) && !head.caps ? nationalBody(tokens, a + 1, b) : undefined;
  if (nation) {
    if (findCountry(head.text)) push(tokens, a, a, out);
    push(tokens, a + 1, b, out, { nation });
    return;
  }
  // "United States Central Intelligence Agency": the same for a country name of several words.
  // A reference-list name that holds the country ("United States Department of Justice") stays whole.
  const countryEnd = findKnownEntity(words.join(" ")) ? undefined : multiWordCountryEnd(tokens, a, b);
  const nation2 = countryEnd !== undefined ? nationalBody(tokens, countryEnd + 1, b, a) : undefined;
  if (nation2) {
    push(tokens, a, countryEnd!, out);
    push(tokens, countryEnd! + 1, b, out, { nation: nation2 });
    return;
  }
  // "IAAF World Athletics Championships", "ICC Cricket World Cup": the acronym of the organiser before an
  // event's name is a name of its own (the event is not an entity).
  if (
    a < b &&
    head.caps &&
    /^[A-Z]{3,}$/.test(head.text) &&
    !ACRONYM_STOP.has(head.text) &&
    EVENT_HEADS.has(tokens[b]!.lower) &&
    !findCountry(head.text)
  ) {
    push(tokens, a, a, out);
    push(tokens, a + 1, b, out);
    return;
  }
  // "Airbus A300s", "Boeing 737 MAX": a manufacturer and a model designation; the model is no entity.
  if (a < b && /\d/.test(tokens[a + 1]!.text) && !head.caps && findKnownEntity(head.text)?.type === "Company") {
    push(tokens, a, a, out);
    return;
  }
  let firstSegEnd = a;
  while (
    firstSegEnd < b &&
    !(
      CONNECTORS.has(tokens[firstSegEnd + 1]!.lower) && tokens[firstSegEnd + 1]!.text === tokens[firstSegEnd + 1]!.lower
    )
  )
    firstSegEnd++;
  // Judge the first segment ("Analyst Robert Gordon" in "… of Shearson Lehman Brothers Inc"), the whole
  // when it is a known name, or a head word opening an "of" name ("Ministry of Defence").
  const strong =
    isStrongName(tokens.slice(a, firstSegEnd + 1).map((t) => t.text)) ||
    !!findKnownEntity(coreWords(words).join(" ")) ||
    (firstSegEnd === a && a < b && isHead(head) && OBJECT_LINKS.has(tokens[a + 1]!.lower)) ||
    (firstSegEnd < b && b - a <= 5 && isHead(tokens[b]) && OBJECT_LINKS.has(tokens[firstSegEnd + 1]!.lower)); // "Cinema for Peace Foundation"
  const titlePart = TITLE_INNER.has(head.lower) && a < b && isTitleWord(tokens[a + 1]!); // "Foreign Minister …"
  if (
    head.sentStart &&
    !head.caps &&
    !(a === b && gluedDomain(tokens, a)) &&
    isCommonWord(head.lower) &&
    !isGiven(head.lower) &&
    !isTitleWord(head) &&
    !strong &&
    !titlePart
  ) {
    if (a < b) splitRun(tokens, a + 1, b, out);
    return;
  }
  const whole = words.join(" ");
  if (
    findKnownEntity(whole) ||
    findCountry(whole) ||
    findRegion(whole) ||
    (b > a && findCities(whole).some((c) => c.population >= 100_000))
  ) {
    push(tokens, a, b, out);
    return;
  }
  // "Ambassador to the United Nations Nikki Haley", "Senator from New York Hillary Clinton": a known
  // name or place of several words glued to a given name and a family name.
  const glued = knownBeforePerson(tokens, a, b);
  if (glued !== undefined) {
    push(tokens, a, glued, out);
    splitRun(tokens, glued + 1, b, out);
    return;
  }
  // "Koszalin Piotr Jedlinski", "Republican Cory Gardner": a place or a word glued to a person's name.
  const nameShapedRest =
    b - a >= 2 &&
    b - a <= 4 &&
    tokens.slice(a + 1, b + 1).every((t) => !t.caps && !isCommonWord(t.lower) && !isHead(t));
  if (
    b - a >= 2 &&
    !head.caps &&
    ((isGiven(tokens[a + 1]!.lower) && !isCommonWord(tokens[a + 1]!.lower)) || nameShapedRest) &&
    !isHead(tokens[b]) &&
    !isGiven(head.lower) &&
    !isTitleWord(head)
  ) {
    const place = findCountry(head.text) || findRegion(head.text) || findCities(head.text).length > 0;
    // "Ethiopians Dejene Debela": a nationality before a name-shaped rest.
    const demonym = isDemonym(head.text) || (/s$/.test(head.text) && isDemonym(head.text.slice(0, -1)));
    if (
      place ||
      ((isCommonWord(head.lower) || demonym) && isGiven(tokens[a + 1]!.lower)) ||
      (demonym && nameShapedRest)
    ) {
      if (place) push(tokens, a, a, out);
      splitRun(tokens, a + 1, b, out);
      return;
    }
  }
  splitConnectors(tokens, a, b, (s, e) => splitTitle(tokens, s, e, out));
}

/** The last word of a known name or place of two words or more that a person's name follows, if any. */
function knownBeforePerson(tokens: TToken[], a: number, b: number): number | undefined {
  for (let k = b - 2; k >= a + 1 && b - k <= 3; k--) {
    const given = tokens[k + 1]!;
    if (given.caps || !isGiven(given.lower) || isCommonWord(given.lower) || isHead(tokens[b])) continue;
    if (tokens.slice(k + 2, b + 1).some((t) => t.caps || isHead(t) || CONNECTORS.has(t.text))) continue;
    const prefix = tokens
      .slice(a, k + 1)
      .map((t) => t.text)
      .join(" ");
    if (findKnownEntity(prefix) || findCountry(prefix) || findRegion(prefix)) return k;
  }
  return undefined;
}

/** "Emergencies Minister Yevgeny Zinichev" → name "Yevgeny Zinichev" with its title; "US" before a title is kept apart. */
function splitTitle(tokens: TToken[], a: number, b: number, out: TNameSpan[]): void {
  // "Directorate General of Civil Aviation": an institution whose name holds a title word.
  if (ORG_HEADS.has(tokens[a]!.lower) && a < b) {
    push(tokens, a, b, out);
    return;
  }
  let k = a;
  while (k < b && !isTitleWord(tokens[k]!)) k++;
  const objectTitle = k < b && isTitleWord(tokens[k]!) && OBJECT_LINKS.has(tokens[k + 1]!.lower);
  if (
    k < b &&
    (objectTitle || (!isHead(tokens[b]) && !FACILITY_HEADS.has(tokens[b]!.lower))) &&
    !findKnownEntity(
      tokens
        .slice(a, b + 1)
        .map((t) => t.text)
        .join(" "),
    )
  ) {
    let blockStart = k;
    while (blockStart > a && TITLE_INNER.has(tokens[blockStart - 1]!.lower)) blockStart--;
    let blockEnd = k;
    for (;;) {
      const next = tokens[blockEnd + 1]!;
      if (blockEnd + 1 < b && (isTitleWord(next) || TITLE_INNER.has(next.lower))) blockEnd++;
      // "Chief Technical Officer Chris Wright": an ordinary word between two title words.
      else if (blockEnd + 2 < b && isTitleWord(tokens[blockEnd + 2]!) && plainWord(next)) blockEnd += 2;
      else break;
    }
    const titleTok = tokens[blockEnd]!;
    // "Dean Smith" is a name; "Mayor Smith" is a title and a name.
    const ambiguous =
      blockStart === blockEnd && AMBIGUOUS_TITLES.has(titleKey(titleTok)) && GIVEN.has(titleKey(titleTok));
    // "Attorney for the Western District of Texas", "Archbishop of Gdańsk": the title's object follows.
    if (OBJECT_LINKS.has(tokens[blockEnd]!.lower) || tokens[blockEnd]!.lower === "the") {
      if (blockStart > a) push(tokens, a, blockStart - 1, out, { residue: true });
      // "Minister of Information Moammar al-Eryani": one or two ordinary words end the title, a name follows.
      let obj = blockEnd + 1;
      while (obj <= b && obj - blockEnd <= 2 && plainWord(tokens[obj]!)) obj++;
      if (obj > blockEnd + 1 && b - obj >= 1 && nameShaped(tokens, obj, b)) {
        const titleText = tokens
          .slice(blockStart, obj)
          .map((t) => t.text)
          .join(" ");
        push(tokens, obj, b, out, { title: { text: titleText, first: blockStart } });
        return;
      }
      splitRun(tokens, blockEnd + 1, b, out);
      return;
    }
    // "Speaker of the House", "Vice President": a title with no name after it.
    const nameless = tokens.slice(blockEnd + 1, b + 1).every((t) => isTitleWord(t) || TITLE_INNER.has(t.lower));
    if (nameless) {
      if (blockStart > a) push(tokens, a, blockStart - 1, out, { residue: true });
      return;
    }
    if (!ambiguous) {
      if (blockStart > a) push(tokens, a, blockStart - 1, out, { residue: true });
      const titleText = tokens
        .slice(blockStart, blockEnd + 1)
        .map((t) => t.text)
        .join(" ");
      push(tokens, blockEnd + 1, b, out, { title: { text: titleText, first: blockStart } });
      return;
    }
  }
  // A trailing title word is not part of a name ("the Chelyabinsk Governor"), unless it is a surname ("Carole King").
  // "Supreme Court of Justice", "US Department of Justice" keep theirs.
  if (b > a && isTitleWord(tokens[b]!) && !GIVEN.has(tokens[a]!.lower) && !tokens.slice(a, b).some((t) => isHead(t))) {
    push(tokens, a, b - 1, out);
    return;
  }
  if (a === b && isTitleWord(tokens[a]!)) return;
  push(tokens, a, b, out);
}

function splitConnectors(tokens: TToken[], a: number, b: number, emit: (s: number, e: number) => void): void {
  let segStart = a;
  let inOfPhrase = false;
  for (let m = a; m <= b; m++) {
    const t = tokens[m]!;
    // "Jean-Yves Le Drian", "Luigi Di Maio": a capitalised particle is part of the name.
    if (!CONNECTORS.has(t.lower) || t.caps || (t.text !== t.lower && !EDGE_WORDS.has(t.lower))) continue;
    const left = tokens[m - 1];
    let keep = false;
    if (t.lower === "&") keep = true;
    else if (NAME_PARTICLES.has(t.lower) && t.text === t.lower) keep = !isHead(left);
    else if (t.lower === "of" || t.lower === "for" || t.lower === "on" || t.lower === "upon") {
      // "Ministry of Internal Affairs of Belarus", "House of Representatives of Libya"
      const countryAfter = inOfPhrase && t.lower === "of" && !!findCountry(countryText(tokens, m + 1, b));
      // "Cinema for Peace Foundation": a head word ends what follows.
      const headAfter = t.lower === "for" && m - segStart <= 2 && isHead(tokens[nextConnector(tokens, m + 1, b)]);
      keep =
        !!left &&
        (isHead(left) ||
          OF_HEADS.has(left.lower) ||
          isHead(tokens[segStart]) ||
          isTitleWord(left) ||
          countryAfter ||
          headAfter);
      if (keep) inOfPhrase = true;
    } else if (t.lower === "the")
      keep = !!left && (left.lower === "of" || left.lower === "for" || (left.cap && NAME_PREPOSITIONS.has(left.lower)));
    else if (t.lower === "and") {
      const rightEnd = nextConnector(tokens, m + 1, b);
      const leftWords = m - segStart;
      const right = tokens[m + 1];
      // "… and Center for Food Safety" starts a new name; "… and Exchange Commission" goes on.
      const rightIsNewName =
        !!right &&
        (((isHead(right) || OF_HEADS.has(right.lower)) && (m + 1 === b || CONNECTORS.has(tokens[m + 2]!.lower))) ||
          OF_HEADS.has(left?.lower ?? ""));
      // "Department of Health and Human Services" (topic words), not "University of Miami and Apex Shark".
      // An acronym is no topic word: "Marvel Studios and ABC", "Secret Service and US Park Police".
      // Nor is a state or a country, though some are frequent words ("Louisiana and Mississippi").
      const topical =
        !!left &&
        !!right &&
        !left.caps &&
        !right.caps &&
        isCommonWord(left.lower) &&
        isCommonWord(right.lower) &&
        !(isPlaceWord(left.text) && isPlaceWord(right.text));
      // "Bill and Melinda Gates Foundation": two given names before one family name and a head word.
      const couple =
        (leftWords === 1 || (leftWords === 2 && tokens[segStart]!.lower === "the")) &&
        !!left &&
        !!right &&
        isGiven(left.lower) &&
        isGiven(right.lower) &&
        b - m >= 3 &&
        b - m <= 4 &&
        isHead(tokens[b]) &&
        tokens.slice(m + 1, b + 1).every((x) => !CONNECTORS.has(x.lower));
      keep =
        (inOfPhrase && topical && !rightIsNewName && !LEGAL_SUFFIXES.has(left?.text ?? "")) ||
        // "Securities and Exchange Commission", "Disaster and Emergency Management Presidency"
        (topical && leftWords <= 3 && !rightIsNewName && !LEGAL_SUFFIXES.has(left?.text ?? "")) ||
        couple ||
        // "Procter and Gamble Co", "Telephone and Telegraph Co": short parts around "and".
        (isHead(tokens[rightEnd]) &&
          rightEnd - m <= 2 &&
          leftWords <= 2 &&
          !LEGAL_SUFFIXES.has(left?.text ?? "") &&
          !ORG_HEADS.has(left?.lower ?? "") &&
          right?.lower !== tokens[segStart]!.lower &&
          !COMPANY_HEADS.has(left?.lower ?? "") &&
          !OF_HEADS.has(left?.lower ?? "") &&
          !isStrongName(tokens.slice(segStart, m).map((x) => x.text)));
    }
    if (!keep) {
      if (m > segStart) emit(segStart, m - 1);
      segStart = m + 1;
      inOfPhrase = false;
    }
  }
  if (b >= segStart) emit(segStart, b);
}

function countryText(tokens: TToken[], from: number, b: number): string {
  let k = from;
  if (tokens[k]?.lower === "the") k++;
  const words: string[] = [];
  while (k <= b && words.length < 4 && !(CONNECTORS.has(tokens[k]!.lower) && tokens[k]!.text === tokens[k]!.lower))
    words.push(tokens[k++]!.text);
  return words.join(" ");
}

function nextConnector(tokens: TToken[], from: number, b: number): number {
  let m = from;
  while (m < b && !(CONNECTORS.has(tokens[m + 1]!.lower) && !tokens[m + 1]!.caps)) m++;
  return m;
}

/** A capitalised ordinary word that is neither a given name nor a place ("Technical", "Information"). */
function plainWord(t: TToken): boolean {
  return (
    !t.caps &&
    isCommonWord(t.lower) &&
    !isGiven(t.lower) &&
    !isHead(t) &&
    !CONNECTORS.has(t.lower) &&
    !findCountry(t.text) &&
    !findRegion(t.text) &&
    findCities(t.text).length === 0
  );
}

/** Tokens [a, b] look like a person's name: no acronyms, heads or ordinary words except given names. */
function nameShaped(tokens: TToken[], a: number, b: number): boolean {
  return tokens
    .slice(a, b + 1)
    .every((t) => !t.caps && !isHead(t) && !CONNECTORS.has(t.lower) && (isGiven(t.lower) || !isCommonWord(t.lower)));
}

/** Tokens [a, b] are the name of a known international organisation ("Red Cross"). */
export function nationalBranch(tokens: TToken[], a: number, b: number): boolean {
  const known = findKnownEntity(
    tokens
      .slice(a, b + 1)
      .map((t) => t.text)
      .join(" "),
  );
  // Only international bodies have national branches named this way ("British Labour Party" is the party).
  return !!known && known.type === "Organization" && b > a && /\b(?:International|World|Global)\b/.test(known.name);
}

/**
 * The country (ISO alpha-3) of the nationality word before tokens [a, b] when they name a reference-list
 * body of that country, by a specific or a generic name; otherwise undefined.
 */
function nationalBody(tokens: TToken[], a: number, b: number, from = a - 1): string | undefined {
  const nation = tokens
    .slice(from, a)
    .map((t) => t.text)
    .join(" ");
  const country = demonymCountry(nation) ?? findCountry(nation)?.cca3;
  if (!country) return undefined;
  const text = tokens
    .slice(a, b + 1)
    .map((t) => t.text)
    .join(" ");
  const known = findKnownEntity(text);
  // A general-list entry has no country: after a country name of several words it is still that country's.
  const sameCountry = known?.country === country || (known?.country === undefined && a - from > 1);
  if (known) return sameCountry && !needsCue(text) ? country : undefined;
  return findScopedEntities(text).some((s) => s.country === country) ? country : undefined;
}

/** The last token of a country name of two or three words opening [a, b] with words after it ("United States …"). */
function multiWordCountryEnd(tokens: TToken[], a: number, b: number): number | undefined {
  for (let end = Math.min(a + 2, b - 1); end > a; end--) {
    const text = tokens
      .slice(a, end + 1)
      .map((t) => t.text)
      .join(" ");
    if (findCountry(text)) return end;
  }
  return undefined;
}

/** "Domain.com" at a sentence start: a web address, not an ordinary word. */
function gluedDomain(tokens: TToken[], a: number): boolean {
  const dot = tokens[a + 1];
  const tld = tokens[a + 2];
  return (
    dot?.text === "." &&
    dot.start === tokens[a]!.end &&
    tld?.kind === "word" &&
    tld.start === dot.end &&
    /^(?:com|org|net|info|news|io|co|au|uk)$/.test(tld.text)
  );
}

const ETHNIC_PREFIXES = new Set(["African", "Asian", "Native", "Latin", "Arab", "Hispanic", "Caribbean", "Indigenous"]);

/** Words that are only nationality adjectives ("South Korean", "Philippine", "Canadian-US"), no country name alone. */
function nationalityOnly(words: string[]): boolean {
  const whole = words.join(" ");
  if (findCountry(whole)) return false;
  if (words.length > 1)
    return (
      isDemonym(whole) ||
      !!demonymCountry(whole) ||
      // "African American", "Native American", "Asian Americans": an ethnic adjective and a nationality.
      (words.length === 2 &&
        ETHNIC_PREFIXES.has(words[0]!) &&
        (isDemonym(words[1]!) || isDemonym(words[1]!.replace(/s$/, ""))))
    );
  const parts = whole.split(/[-–]/);
  const adjective = (w: string) =>
    isDemonym(w) || !!demonymCountry(w) || (/^\p{Lu}\p{Ll}+e$/u.test(w) && !!findCountry(`${w}s`));
  return parts.length > 1
    ? parts.every((w) => adjective(w) || !!findCountry(w)) && parts.some(adjective)
    : adjective(whole);
}

/** A nationality adjective, or the adjective of a plural country name ("Philippine"). */
export const nationalWord = (w: string) =>
  isDemonym(w) || !!findCountry(w) || (/^\p{Lu}\p{Ll}+$/u.test(w) && !!findCountry(`${w}s`));

/** A region or a country of the hand-written lists ("Texas", "Mississippi"). */
function isPlaceWord(text: string): boolean {
  return !!findRegion(text) || !!findCountry(text);
}
