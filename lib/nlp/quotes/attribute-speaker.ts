import "server-only";

import { antecedent, refsBetween, type TSpeakerIndex, type TSpeakerRef } from "./speaker-index";
import { isSpeechVerb, speechVerbEnd, speechVerbsIn } from "./speech-verbs";

const PRONOUN = "(?:he|she|it|He|She|It)";
const ADVERB = "(?:(?:\\w+ly|also|later|then|once|again|simply|just|only|even|still)\\s+)?";
/** What may stand between a quotation's closing mark and its attribution. */
const LEAD = /^\s*[,;:]?\s*(?:[—–-]+\s*)?/;
// After a space, an opening bracket or a hyphen: "(D-Va.)", "(I-Vt.)" and "(D-N.Y.)" do not end
// a sentence.
const ABBREVIATIONS =
  /(?:^|[\s(-])(?:Mr|Mrs|Ms|Dr|Prof|Sen|Sens|Rep|Reps|Gov|Gen|Col|Lt|Sgt|Capt|Cmdr|Adm|Rev|Fr|Msgr|Atty|Supt|Det|St|Mt|Ft|Jr|Sr|Inc|Co|Corp|Ltd|No|vs|Jan|Feb|Aug|Sept|Sep|Oct|Nov|Dec|Ariz|Calif|Colo|Conn|Fla|Ga|Ill|Ind|Kan|Ky|La|Mass|Md|Mich|Minn|Miss|Mo|Mont|Neb|Nev|Okla|Ore|Pa|Tenn|Tex|Va|Vt|Wash|Wis|Wyo|U\.S|U\.K|U\.N|[A-Z])\.$|-[A-Z]\.[A-Z]\.$/;

const ADVERB_RE = new RegExp(`^${ADVERB}`);
const PRONOUN_THEN = new RegExp(`^(${PRONOUN})\\s+${ADVERB}`);
const PRONOUN_BEFORE = new RegExp(`^\\s+(${PRONOUN})\\b`);
const PRONOUNS_ANYWHERE = new RegExp(`\\b(${PRONOUN})\\s+${ADVERB}`, "g");
const ACCORDING_TO = /\baccording to\s+/gi;
/** `"…," Trump interjected.` with a verb outside the lexicon: a name, one past-tense or present verb, the end. */
const NAME_THEN_VERB = /^\s+(?:\w+ly\s+)?\p{Ll}+(?:ed|s)(?:\s+(?:out|in|up|back|on))?\s*(?:[.,;!?]|$)/u;

/** The quotation goes on in the voice of the previous one. */
export const PREVIOUS = "previous";

/** Only a participle of saying (and "that") between the previous quotation and this one. */
const CONTINUING =
  /^\s*[,;]?\s*(?:and\s+)?(?:adding|saying|continuing|noting|explaining|insisting|arguing|warning|stressing)\b(?:\s+(?:that|of|about))?[^.!?"“”]{0,60}$/;

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
 * the "…" / X said he is "…"). Returns a reference to a Person or organisation, or undefined.
 */
export function attributeSpeaker(
  w: TQuoteWindow,
  index: TSpeakerIndex,
  trace?: { how: string },
): TSpeakerRef | typeof PREVIOUS | undefined {
  how = "none";
  const speaker = attribute(w, index);
  if (trace) trace.how = how;
  return speaker;
}

/** Which rule decided the last attribution (a feature of the speaker ranker); set through `mark`. */
let how = "none";

/** Records `kind` as the deciding rule when it found someone, or always when `always` (a reasoned "nobody"). */
function mark<T>(kind: string, value: T, always = false): T {
  if (value !== undefined || always) how = kind;
  return value;
}

function attribute(w: TQuoteWindow, index: TSpeakerIndex): TSpeakerRef | typeof PREVIOUS | undefined {
  // "…," he said, adding that "…" — a participle right after the previous quotation goes on in its voice.
  if (w.floor > 0 && CONTINUING.test(w.text.slice(w.floor, w.open))) return mark("continuing", PREVIOUS);
  // "…," X said — the attribution follows. "…." X said — only when that sentence is just the
  // attribution; otherwise the quotation closed a sentence and the lead-in names the speaker.
  const endsSentence = /[.!?]["”»]?$/.test(w.text.slice(Math.max(0, w.close - 2), w.close));
  if (!endsSentence) return fromFollowing(w, index, false) ?? fromLeading(w, index);
  return fromLeading(w, index) ?? fromFollowing(w, index, true);
}

function fromFollowing(w: TQuoteWindow, index: TSpeakerIndex, shortOnly: boolean): TSpeakerRef | undefined {
  const from = w.close + 1;
  const to = sentenceEnd(w.text, from, Math.min(w.ceiling, from + 200));
  const after = w.text.slice(from, to);
  if (shortOnly && after.length > 90) return undefined;
  const lead = LEAD.exec(after)![0].length;
  // "…," he said / "…," said he / "…," it said
  const pronoun = PRONOUN_THEN.exec(after.slice(lead));
  if (pronoun && speechVerbEnd(after, lead + pronoun[0].length) >= 0)
    return mark("f-pronoun", antecedent(index, from + lead, pronoun[1]!));
  const adverb = ADVERB_RE.exec(after.slice(lead))![0].length;
  // "…," said X inverts; "…," adding that X … does not (the participle goes on in the quotation's voice).
  const verbAt = lead + adverb;
  const invertedEnd = /^\p{Ll}+ing\b/u.test(after.slice(verbAt)) ? -1 : speechVerbEnd(after, verbAt);
  if (invertedEnd >= 0) {
    const trailing = PRONOUN_BEFORE.exec(after.slice(invertedEnd));
    if (trailing) return mark("f-said-pronoun", antecedent(index, from + lead, trailing[1]!));
  }
  const refs = refsBetween(index, from, to);
  // "…," asked by X: X put the question; the quotation is the other party's answer.
  if (
    invertedEnd >= 0 &&
    isQuestioner(after.slice(0, verbAt), after.slice(verbAt, invertedEnd), after.slice(invertedEnd))
  )
    return mark("f-questioner", undefined, true);
  if (invertedEnd >= 0) return mark("f-inverted", nameAfterVerb(w.text, refs, from + invertedEnd)); // "…," said X / advises psychologist X
  const according = firstMatch(ACCORDING_TO, after);
  if (according && according.index < 12)
    return mark("f-according", refAfter(refs, from + according.index + according[0].length));
  const verb = speechVerbsIn(after)[0];
  if (!verb || verb.start > 120) {
    // "…," Trump interjected. — a name right after the quotation, one verb, the end of the clause.
    const first = refs[0];
    if (
      first &&
      /^\s*[,;:]?\s*$/.test(w.text.slice(from, first.start)) &&
      NAME_THEN_VERB.test(w.text.slice(first.end, to + 1))
    )
      return mark("f-name-verb", first);
    return undefined;
  }
  // "…," X said / X told reporters / Deputy Minister X told TASS: the subject stands before the
  // verb, in the same clause ("…", while X indicated … is someone else's statement).
  const subject = subjectBefore(w.text, refs, from + verb.start);
  if (!subject || CLAUSE_BREAK.test(w.text.slice(from, subject.start))) return mark("f-no-subject", undefined, true);
  return mark("f-subject", subject);
}

/**
 * The speaker named after an inverted verb ("said the Rev. Al Sharpton", "writes Huber's partner
 * Erick Rowan"): the first reference in the same clause that is not a possessor.
 */
function nameAfterVerb(text: string, refs: TSpeakerRef[], at: number): TSpeakerRef | undefined {
  for (const ref of refs) {
    if (ref.start < at) continue;
    if (ref.start - at > 80 || CLAUSE_BREAK.test(text.slice(at, ref.start))) return undefined;
    if (isPossessor(text, ref)) continue;
    return ref;
  }
  return undefined;
}

/** "Huber's partner", "Sanders’ approach": the reference owns the noun that follows and is not its head. */
export function isPossessor(text: string, ref: TSpeakerRef): boolean {
  return /^['’](?:s\b|\s+\p{Ll})/u.test(text.slice(ref.end, ref.end + 4));
}

/**
 * "…," asked by X / when asked by X: X is the one who asks, and the quotation is the other party's
 * answer. After a form of "be" ("Sanders was asked by host Bill Maher, "…"") the quotation is the
 * question, and X its speaker.
 */
export function isQuestioner(lead: string, verb: string, rest: string): boolean {
  return /^ask(?:s|ed|ing)?$/i.test(verb) && /^\s+by\b/.test(rest) && !PASSIVE_BE.test(lead);
}

/** "X was asked by Y": Y, the first name after "by" (a few words between: "by host Bill Maher"). */
function askedBy(text: string, refs: TSpeakerRef[], lead: string, verb: string, at: number): TSpeakerRef | undefined {
  if (!/^ask(?:ed)?$/i.test(verb) || !PASSIVE_BE.test(lead)) return undefined;
  const asker = refs.find((r) => r.start >= at && !isPossessor(text, r));
  return asker && /^\s+by\s+(?:\S+\s+){0,3}$/.test(text.slice(at, asker.start)) ? asker : undefined;
}

/**
 * "X was asked by Y, who …, "…"" / "X was asked by Y whether … "…"": an earlier passive "asked by Y"
 * whose question runs on to the quotation (a relative clause about Y, or "whether"/"if" and its clause).
 */
function askedByBefore(
  text: string,
  refs: TSpeakerRef[],
  before: string,
  from: number,
  verbs: Array<{ start: number; end: number }>,
): TSpeakerRef | undefined {
  for (let i = verbs.length - 2; i >= 0; i--) {
    const v = verbs[i]!;
    const asker = askedBy(text, refs, before.slice(0, v.start), before.slice(v.start, v.end), from + v.end);
    if (!asker) continue;
    return QUESTION_RUNS_ON.test(before.slice(asker.end - from)) ? asker : undefined;
  }
  return undefined;
}

/** After the asker: a relative clause closed by a comma, or "whether"/"if" and the question, up to the quotation. */
const QUESTION_RUNS_ON = /^(?:\s*,\s*(?:who|which)\b[^"“”:;]*,|\s+(?:whether|if)\b[^"“”:;]*)\s*$/;

/** A form of "be" (or "get") right before a participle: a passive. */
const PASSIVE_BE = /\b(?:is|are|was|were|be|been|being|gets?|got)\s+(?:\w+ly\s+)?$/i;

/** Verbs whose object is the one spoken to. */
export const ADDRESSEE_VERB =
  /^(?:tell|tells|told|telling|ask|asks|asked|asking|inform|informs|informed|assure|assured|urge|urged|warn|warned|remind|reminded|brief|briefed)\b/;

/** Words that open a new clause between a quotation and a name. */
export const CLAUSE_BREAK =
  /[;]|\b(?:while|whereas|although|but|and|as|when|which|who|after|before|because|whom|where)\b/i;

/** "a longtime Reagan supporter": the name qualifies a noun and is not the one speaking. */
export const MODIFIED_NOUN =
  /^\s+(?:supporter|ally|allies|aide|administration|adviser|advisor|spokesman|spokeswoman|spokesperson|campaign|government|loyalist|critic|lawyer|attorney|family|camp|official|staff|team|manager|chairman|chief|director)s?\b/;

export const PREPOSITION_BEFORE = /\b(?:of|for|at|with|from|by|in|on|to|about|against|than)\s+(?:the\s+)?$/i;

/** The last reference before `at` that is not a possessor ("Merkel's spokesperson said"). */
function subjectBefore(text: string, refs: TSpeakerRef[], at: number): TSpeakerRef | undefined {
  for (let i = refs.length - 1; i >= 0; i--) {
    const ref = refs[i]!;
    if (ref.end > at) continue;
    if (isPossessor(text, ref)) continue;
    // "Tusk, the President of the European Council, wrote": the object of a preposition is not the
    // subject — unless the verb follows the name at once ("with Ann Lee loudly shouting: "…"").
    const rightBefore = /^\s+(?:\w+ly\s+)?$/.test(text.slice(ref.end, at));
    if (!rightBefore && PREPOSITION_BEFORE.test(text.slice(Math.max(0, ref.start - 12), ref.start))) continue;
    if (MODIFIED_NOUN.test(text.slice(ref.end, ref.end + 20))) continue;
    return ref;
  }
  return undefined;
}

function fromLeading(w: TQuoteWindow, index: TSpeakerIndex, lookBack = true): TSpeakerRef | undefined {
  const from = Math.max(w.floor, sentenceStart(w.text, w.open, w.floor));
  const before = w.text.slice(from, w.open);
  const refs = refsBetween(index, from, w.open);
  const according = lastMatch(ACCORDING_TO, before);
  if (according !== undefined) {
    const ref = refAfter(refs, from + according);
    if (ref) return mark("l-according", ref);
  }
  // He said: "…" — unless a name stands between the pronoun and the quotation.
  const pronoun = pronounSpeaking(before);
  if (pronoun && !refs.some((r) => r.start >= from + pronoun.at))
    return mark("l-pronoun", antecedent(index, from + pronoun.at, pronoun.word));
  const verbs = speechVerbsIn(before);
  if (verbs.length === 0) {
    // Hillary Clinton Joked "You Are The Smartest People." — a headline's capitalised verb.
    const headline = /(\p{Lu}\p{Ll}+)\s*[:,]?\s*$/u.exec(before);
    if (headline && isSpeechVerb(headline[1]!.toLowerCase())) {
      const subject = subjectBefore(w.text, refs, from + headline.index);
      if (subject) return mark("l-headline", subject);
    }
    if (before.trimEnd().endsWith(":")) return mark("l-colon", refs[refs.length - 1]);
    // X predicted the Fed will ease. "People aren't talking…" — the quotation backs up the
    // reported speech of the sentence before it.
    const previousEnd = w.text.slice(0, from).trimEnd().length - 1;
    if (lookBack && before.trim() === "" && previousEnd > w.floor && w.text[previousEnd] !== "\n") {
      const back = fromLeading({ ...w, open: previousEnd }, index, false);
      return mark(`lookback-${how}`, back);
    }
    return undefined;
  }
  const verb = verbs[verbs.length - 1]!;
  // X, after the vote, congratulated Y, saying "…": a participle after a comma belongs to the
  // clause subject, the first name of the sentence.
  if (/ing$/.test(before.slice(verb.start, verb.end)) && /,\s*$/.test(before.slice(0, verb.start))) {
    const first = refs.find((r) => r.end <= from + verb.start);
    if (first) return mark("l-participle", first);
  }
  // X was asked by Y, "…": the quotation is Y's question — also where a relative clause about Y or
  // the question's own words stand between ("X was asked by Y, who …, "…"", "by Y whether it would "…"").
  const asker =
    askedBy(w.text, refs, before.slice(0, verb.start), before.slice(verb.start, verb.end), from + verb.end) ??
    askedByBefore(w.text, refs, before, from, verbs);
  if (asker) return mark("l-asked-by", asker);
  // X said: "…" / X, the minister, told reporters "…": the subject before the last verb.
  const subject = subjectBefore(w.text, refs, from + verb.start);
  if (subject) return mark("l-subject", subject);
  // said X, the analyst. "…" / he was told by X of "…" — the name after the verb, not a possessor;
  // after "told" or "asked" the name is the listener ("One resident told Paul Rivera of WESH 2, "…"").
  const after = refs.find((r) => r.start >= from + verb.end && !isPossessor(w.text, r));
  const addressee = ADDRESSEE_VERB.test(before.slice(verb.start, verb.end));
  if (after && addressee && !/\bby\s+$/.test(w.text.slice(from + verb.end, after.start)))
    return mark("l-listener", undefined, true);
  const by = after ? w.text.slice(from + verb.end, after.start) : "";
  if (after && isQuestioner(before.slice(0, verb.start), before.slice(verb.start, verb.end), by))
    return mark("l-questioner", undefined, true);
  return mark("l-after-verb", after);
}

/** "He said: "…"" — a pronoun with a speech verb, in the last 60 characters of the same sentence. */
function pronounSpeaking(before: string): { at: number; word: string } | undefined {
  let found: { at: number; word: string } | undefined;
  PRONOUNS_ANYWHERE.lastIndex = 0;
  for (const m of before.matchAll(PRONOUNS_ANYWHERE)) {
    const end = speechVerbEnd(before, m.index + m[0].length);
    if (end >= 0 && before.length - end <= 60 && !/[.!?]/.test(before.slice(end))) found = { at: m.index, word: m[1]! };
  }
  return found;
}

function refAfter(refs: TSpeakerRef[], at: number): TSpeakerRef | undefined {
  return refs.find((r) => r.start >= at);
}

/** End of the sentence that starts at `from` (exclusive), not beyond `limit`. */
export function sentenceEnd(text: string, from: number, limit: number): number {
  const stop = text.indexOf("\n\n", from);
  const end = stop >= 0 && stop < limit ? stop : limit;
  const re = /[.!?](?=["”’)]?(?:\s|$))/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m && m.index < end; m = re.exec(text)) {
    if (!ABBREVIATIONS.test(text.slice(Math.max(from, m.index - 6), m.index + 1))) return m.index + 1;
  }
  return end;
}

/** Whether a sentence ends in [from, to): a full stop, "!" or "?" and a space, not an abbreviation's dot ("Sen. Ted Cruz"). */
export function hasSentenceEnd(text: string, from: number, to: number): boolean {
  const re = /[.!?]["”’)]?\s/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m && m.index < to; m = re.exec(text)) {
    if (text[m.index] !== "." || !ABBREVIATIONS.test(text.slice(Math.max(0, m.index - 6), m.index + 1))) return true;
  }
  return false;
}

/** Start of the sentence containing `at`, not before `floor`. */
export function sentenceStart(text: string, at: number, floor: number): number {
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
