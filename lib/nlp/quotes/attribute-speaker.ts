import "server-only";

import { lastRefBefore, refsBetween, type TPersonIndex, type TPersonRef } from "./person-index";

/** Verbs of saying, in the forms news uses them. */
const VERB =
  "(?:said|says|say|saying|told|tells|telling|added|adds|adding|stated|states|explained|explains|noted|notes|" +
  "wrote|writes|asked|asks|replied|replies|warned|warns|declared|declares|announced|announces|insisted|insists|" +
  "argued|argues|claimed|claims|commented|comments|remarked|remarks|continued|continues|recalled|recalls|responded|" +
  "tweeted|tweets|posted|described|describes|describing|acknowledged|admitted|conceded|emphasi[sz]ed|stressed|" +
  "urged|cautioned|predicted|suggested|concluded|quipped|testified|confirmed|denied|indicated|observed|" +
  "exclaimed|shouted|joked|pointed out|went on|called|calling|labell?ed|dubbed|alleged|alleging|accused|" +
  "praised|critici[sz]ed|condemned|vowed|promised|pledged|threatened|boasted|complained|reiterated|" +
  "predicts|predicting|estimated|assured|answered|agreed|disagreed|expressed|mentioned|elaborated)";
const PRONOUN = "(?:he|she|He|She)";
const ABBREVIATIONS =
  /(?:^|\s)(?:Mr|Mrs|Ms|Dr|Prof|Sen|Rep|Gov|Gen|Col|Lt|Sgt|Capt|St|Jr|Sr|Inc|Co|Corp|Ltd|No|vs|U\.S|U\.K|U\.N|[A-Z])\.$/;

const POST_VERB_FIRST = new RegExp(`^\\s*[,;:]?\\s*(?:[—–-]+\\s*)?${VERB}\\b`);
const POST_PRONOUN = new RegExp(`^\\s*[,;:]?\\s*(?:[—–-]+\\s*)?(${PRONOUN})\\s+(?:\\w+ly\\s+)?${VERB}\\b`);
const POST_VERB_PRONOUN = new RegExp(`^\\s*[,;:]?\\s*${VERB}\\s+(${PRONOUN})\\b`);
const ANY_VERB = new RegExp(`\\b${VERB}\\b`, "g");
const ACCORDING_TO = /\baccording to\s+/gi;
const PRE_PRONOUN_VERB = new RegExp(
  `\\b(${PRONOUN})\\s+(?:\\w+ly\\s+|also\\s+|later\\s+|then\\s+)?${VERB}\\b[^.!?]{0,60}$`,
);

export type TQuoteWindow = {
  text: string;
  /** Offsets of the opening and closing quote marks. */
  open: number;
  close: number;
  /** Where the attribution windows must stop: the previous quotation's end, the next one's start. */
  floor: number;
  ceiling: number;
};

/**
 * The speaker of a quotation: first the words after it ("…," X said / said X / he said / X told
 * reporters), then the sentence that leads into it (X said: "…" / according to X, "…" / X described
 * the "…"). Returns the Person's canonical name, or undefined.
 */
export function attributeSpeaker(w: TQuoteWindow, people: TPersonIndex): string | undefined {
  // "…," X said — the attribution follows. "…." X said — only when that sentence is just the
  // attribution; otherwise the quotation closed a sentence and the lead-in names the speaker.
  const endsSentence = /\.["”»]?$/.test(w.text.slice(Math.max(0, w.close - 2), w.close));
  if (!endsSentence) return fromFollowing(w, people, false) ?? fromLeading(w, people);
  return fromLeading(w, people) ?? fromFollowing(w, people, true);
}

function fromFollowing(w: TQuoteWindow, people: TPersonIndex, shortOnly: boolean): string | undefined {
  const from = w.close + 1;
  const to = sentenceEnd(w.text, from, Math.min(w.ceiling, from + 200));
  const after = w.text.slice(from, to);
  if (shortOnly && after.length > 90) return undefined;
  const pronoun = POST_PRONOUN.exec(after) ?? POST_VERB_PRONOUN.exec(after);
  if (pronoun) return lastRefBefore(people, from + pronoun.index)?.name ?? undefined;
  const refs = refsBetween(people, from, to);
  if (POST_VERB_FIRST.test(after)) return refs[0]?.name; // "…," said X
  const according = firstMatch(ACCORDING_TO, after);
  if (according && according.index < 12) return refAfter(refs, from + according.index + according[0].length)?.name;
  const verb = firstMatch(ANY_VERB, after);
  if (!verb || verb.index > 120) return undefined;
  // "…," X said / X told reporters / Deputy Minister X told TASS: the subject stands before the
  // verb, in the same clause ("…", while X indicated … is someone else's statement).
  const subject = subjectBefore(w.text, refs, from + verb.index);
  if (!subject || CLAUSE_BREAK.test(w.text.slice(from, subject.start))) return undefined;
  return subject.name;
}

/** Words that open a new clause between a quotation and a name. */
const CLAUSE_BREAK = /[;]|\b(?:while|whereas|although|but|and|as|when|which|who|after|before|because|whom|where)\b/i;

/** "a longtime Reagan supporter": the name qualifies a noun and is not the one speaking. */
const MODIFIED_NOUN =
  /^\s+(?:supporter|ally|allies|aide|administration|adviser|advisor|spokesman|spokeswoman|spokesperson|campaign|government|loyalist|critic|lawyer|attorney|family|camp)s?\b/;

/** The last reference before `at` that is not a possessor ("Merkel's spokesperson said"). */
function subjectBefore(text: string, refs: TPersonRef[], at: number): TPersonRef | undefined {
  for (let i = refs.length - 1; i >= 0; i--) {
    const ref = refs[i]!;
    if (ref.end > at) continue;
    if (/^['’]s?\b/.test(text.slice(ref.end, ref.end + 3))) continue;
    if (MODIFIED_NOUN.test(text.slice(ref.end, ref.end + 20))) continue;
    return ref;
  }
  return undefined;
}

function fromLeading(w: TQuoteWindow, people: TPersonIndex, lookBack = true): string | undefined {
  const from = Math.max(w.floor, sentenceStart(w.text, w.open, w.floor));
  const before = w.text.slice(from, w.open);
  const refs = refsBetween(people, from, w.open);
  const according = lastMatch(ACCORDING_TO, before);
  if (according !== undefined) {
    const ref = refAfter(refs, from + according);
    if (ref) return ref.name;
  }
  // He said: "…" — unless a name stands between the pronoun and the quotation.
  const pronoun = PRE_PRONOUN_VERB.exec(before);
  if (pronoun && !refs.some((r) => r.start >= from + pronoun.index)) {
    return lastRefBefore(people, from + pronoun.index)?.name;
  }
  const verbs = [...before.matchAll(ANY_VERB)];
  if (verbs.length === 0) {
    if (before.trimEnd().endsWith(":")) return refs[refs.length - 1]?.name;
    // X predicted the Fed will ease. "People aren't talking…" — the quotation backs up the
    // reported speech of the sentence before it.
    const previousEnd = w.text.slice(0, from).trimEnd().length - 1;
    if (lookBack && before.trim() === "" && previousEnd > w.floor && w.text[previousEnd] !== "\n") {
      return fromLeading({ ...w, open: previousEnd }, people, false);
    }
    return undefined;
  }
  const verb = verbs[verbs.length - 1]!;
  // X, after the vote, congratulated Y, saying "…": a participle after a comma belongs to the
  // clause subject, the first name of the sentence.
  if (/ing$/.test(verb[0]) && /,\s*$/.test(before.slice(0, verb.index))) {
    const first = refs.find((r) => r.end <= from + verb.index);
    if (first) return first.name;
  }
  // X said: "…" / X, the minister, told reporters "…": the subject before the last verb.
  const subject = subjectBefore(w.text, refs, from + verb.index);
  if (subject) return subject.name;
  // said X, the analyst. "…" / he was told by X of "…" — the name after the verb.
  return refAfter(refs, from + verb.index)?.name;
}

function refAfter(refs: TPersonRef[], at: number): TPersonRef | undefined {
  return refs.find((r) => r.start >= at);
}

/** End of the sentence that starts at `from` (exclusive), not beyond `limit`. */
function sentenceEnd(text: string, from: number, limit: number): number {
  const stop = text.indexOf("\n\n", from);
  const end = stop >= 0 && stop < limit ? stop : limit;
  const re = /[.!?](?=["”’)]?(?:\s|$))/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m && m.index < end; m = re.exec(text)) {
    if (!ABBREVIATIONS.test(text.slice(Math.max(from, m.index - 6), m.index + 1))) return m.index + 1;
  }
  return end;
}

/** Start of the sentence containing `at`, not before `floor`. */
function sentenceStart(text: string, at: number, floor: number): number {
  const lower = Math.max(floor, at - 300);
  const paragraph = text.lastIndexOf("\n\n", at - 1);
  const base = Math.max(lower, paragraph >= 0 ? paragraph + 2 : 0);
  const slice = text.slice(base, at);
  const re = /[.!?]["”’)]?\s+/g;
  let start = base;
  for (let m = re.exec(slice); m; m = re.exec(slice)) {
    const head = slice.slice(Math.max(0, m.index - 5), m.index + 1);
    if (!ABBREVIATIONS.test(head)) start = base + m.index + m[0].length;
  }
  return start;
}

/** matchAll copies lastIndex from its regex, so shared global regexes are always left at 0. */
function firstMatch(re: RegExp, s: string): RegExpExecArray | undefined {
  re.lastIndex = 0;
  const m = re.exec(s) ?? undefined;
  re.lastIndex = 0;
  return m;
}

function lastMatch(re: RegExp, s: string): number | undefined {
  const all = [...s.matchAll(re)];
  const m = all[all.length - 1];
  return m ? m.index + m[0].length : undefined;
}
