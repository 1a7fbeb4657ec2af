import "server-only";

import {
  ADDRESSEE_VERB,
  CLAUSE_BREAK,
  isPossessor,
  MODIFIED_NOUN,
  PREPOSITION_BEFORE,
  sentenceEnd,
  sentenceStart,
} from "./attribute-speaker";
import type { TQuotation } from "./find-quotations";
import { refsBetween, type TSpeakerIndex, type TSpeakerRef } from "./speaker-index";
import { speechVerbEnd, speechVerbsIn } from "./speech-verbs";

/** What the ranker knows about one quotation when it picks its speaker. */
export type TSpeakerContext = {
  text: string;
  quotation: TQuotation;
  index: TSpeakerIndex;
  /** Offsets of the paragraphs' starts, in order. */
  paragraphStarts: number[];
  /** The rules' choice (attributeSpeaker), and whether they said "the previous quotation's voice". */
  rule: TSpeakerRef | undefined;
  rulePrevious: boolean;
  /** Which rule decided (attributeSpeaker's trace: "f-pronoun", "l-subject", "l-listener", …). */
  ruleHow: string;
  /** The speaker chosen for the previous quotation, and whether this one may carry on in that voice. */
  last: TSpeakerRef | undefined;
  continues: boolean;
  /** Mentions per entity name in the document's speaker index. */
  nameCounts: Map<string, number>;
};

/** A possible speaker (or none: `ref` undefined) with its features, binary and named. */
export type TSpeakerCandidate = { ref: TSpeakerRef | undefined; features: string[] };

/** How far before a quotation candidates are looked for: its sentence and the one before, at most this far. */
const BEFORE_CHARS = 500;
/** After a quotation: the rest of its sentence, at most this far. */
const AFTER_CHARS = 250;

/**
 * The candidates for one quotation's speaker: every speaker reference (names, aliases, descriptions
 * such as "the senator") in the sentence before the quotation, its own sentence and the rest of the
 * sentence after it; the rules' choice and the previous quotation's speaker wherever they are; and
 * "nobody" (the first candidate). Each comes with the features the ranker weighs: side and distance,
 * speech verbs around it (subject, inverted, listener of "told"/"asked"), what lies between it and
 * the quotation, agreement with the rules and with the previous speaker, its type and frequency, and
 * the quotation's own shape.
 */
export function speakerCandidates(c: TSpeakerContext): TSpeakerCandidate[] {
  const { text, quotation: q } = c;
  const open = q.open;
  const after = q.close + 1;
  const s0 = sentenceStart(text, open, 0);
  const prevAt = text.slice(s0 - 2, s0) === "\n\n" ? s0 - 2 : s0 - 1;
  const s1 = s0 > 1 ? sentenceStart(text, prevAt, 0) : s0;
  const from = Math.max(s1, open - BEFORE_CHARS);
  const to = sentenceEnd(text, after, Math.min(text.length, after + AFTER_CHARS));
  const before = refsBetween(c.index, from, open);
  const following = refsBetween(c.index, after, to);

  const inner = text.slice(q.segments[0]!.start, q.segments[q.segments.length - 1]!.end).trimEnd();
  const shape: string[] = [
    `len:${q.words < 4 ? "s" : q.words < 9 ? "m" : "l"}`,
    /[.!?]["”’]?$/.test(inner) ? "ends" : /,$/.test(inner) ? "comma" : "open",
    c.paragraphStarts.includes(open) ? "qpara" : "qmid",
    q.segments.length > 1 ? "multi" : "single",
  ];
  const ruleKind = c.rule ? "ref" : c.rulePrevious ? "prev" : "none";

  const nobody: string[] = [
    "NULL",
    `NULL&rule:${ruleKind}`,
    `NULL&how:${c.ruleHow}`,
    `NULL&n:${Math.min(3, before.length + following.length)}`,
  ];
  for (const s of shape) nobody.push(`NULL&${s}`);
  if (c.continues && c.last) nobody.push("NULL&cont");
  const out: TSpeakerCandidate[] = [{ ref: undefined, features: nobody }];

  const para = paragraphIndex(c.paragraphStarts, open);
  const add = (ref: TSpeakerRef, side: "B" | "A" | "F", rank: number) => {
    // "Merkel's spokesperson said": the possessor is not the speaker.
    if (isPossessor(text, ref)) return;
    const f: string[] = [];
    const cross = (x: string) => f.push(x, `${side}:${x}`);
    f.push(`side:${side}`, `${side}:rank:${Math.min(rank, 3)}`);
    for (const s of shape) f.push(`${side}&${s}`);
    // Distance in words and sentences, and what stands between the name and the quotation.
    const between = side === "B" ? text.slice(ref.end, open) : side === "A" ? text.slice(after, ref.start) : "";
    if (side !== "F") {
      const words = between.match(/\S+/g)?.length ?? 0;
      f.push(`${side}:dw:${words === 0 ? 0 : words === 1 ? 1 : words < 4 ? 2 : words < 8 ? 3 : words < 16 ? 4 : 5}`);
      if (side === "B") f.push(`B:sent:${ref.start >= s0 ? 0 : 1}`);
      if (/[.!?]["”’)]?\s/.test(between)) cross("crossSentence");
      if (/["“”]/.test(between)) cross("crossQuote");
      if (CLAUSE_BREAK.test(between)) cross("clauseBreak");
      if (/^\s*[,;:]?\s*(?:[—–-]+\s*)?$/.test(between)) cross("adjacent");
      if (side === "B" && /:\s*$/.test(between)) f.push("B:colon");
      if (side === "B" && /,\s*$/.test(between)) f.push("B:commaLead");
    } else f.push("F:outside");
    // Speech verbs around the name.
    const post = text.slice(ref.end, ref.end + 80);
    const lead = SUBJECT_GAP.exec(post);
    if (lead && speechVerbEnd(post, lead[0].length) >= 0) cross(lead[1] ? "subjVerbAppos" : "subjVerb");
    const pre = text.slice(Math.max(0, ref.start - 40), ref.start);
    const verbs = speechVerbsIn(pre);
    const verb = verbs[verbs.length - 1];
    if (verb && !/[.!?;"“”]/.test(pre.slice(verb.end)) && pre.length - verb.end <= 30) {
      const addressee = ADDRESSEE_VERB.test(pre.slice(verb.start, verb.end));
      const by = /\bby\s+(?:\S+\s+){0,3}$/.test(pre.slice(verb.end));
      // "One resident told Paul Rivera of WESH 2, "…"": the one told is the listener, not the speaker.
      if (addressee && !by) return;
      cross(by ? "byAgent" : "verbBefore");
    }
    if (/according to\s+(?:the\s+)?(?:\S+\s+){0,3}$/i.test(pre)) cross("according");
    if (PREPOSITION_BEFORE.test(text.slice(Math.max(0, ref.start - 12), ref.start))) cross("prep");
    if (MODIFIED_NOUN.test(text.slice(ref.end, ref.end + 20))) cross("modNoun");
    // The entity.
    cross(`type:${ref.type}`);
    // A description ("the senator", "the company"): how it was resolved, and to what.
    if (ref.via) cross(`desc:${ref.via}:${ref.type}`);
    else if (/^[Tt]he\s+\p{Ll}/u.test(text.slice(ref.start, ref.end))) cross("desc:alias");
    // "…," gushed Ann Lee: the speech verb right after the quotation, the name right after the verb.
    if (side === "A" && INVERTED.test(between)) {
      const verbAt = between.length - between.trimStart().length;
      const gap = LEAD_ADVERB.exec(between)![0].length;
      if (speechVerbEnd(between, Math.max(verbAt, gap)) >= 0) cross("inverted");
    }
    // "…," Jane Doe implored. "…": the name stands right after another quotation and attributes that one.
    if (side === "B" && /["”][,.!?]?\s*$/.test(text.slice(Math.max(0, ref.start - 4), ref.start))) cross("afterQuote");
    const count = c.nameCounts.get(ref.name) ?? 0;
    f.push(`freq:${count < 2 ? 1 : count < 4 ? 2 : count < 8 ? 3 : 4}`);
    if (paragraphIndex(c.paragraphStarts, ref.start) === para) f.push("samePara");
    // Agreement with the rules and with the previous quotation.
    if (c.rule && c.rule.start === ref.start) cross("rule");
    else if (c.rule && c.rule.name === ref.name) cross("ruleName");
    else if (c.rule) f.push("ruleOther");
    else f.push(`noRule:${ruleKind}`);
    if (c.rule && c.rule.name === ref.name) f.push(`rule&how:${c.ruleHow}`);
    else f.push(`other&how:${c.ruleHow}`);
    if (c.last && c.last.name === ref.name) {
      cross("prev");
      if (c.rulePrevious) f.push("prev&rulePrev");
      if (c.continues) f.push("prev&cont");
      if (!c.rule) f.push("prev&noRule");
    }
    out.push({ ref, features: f });
  };
  before.forEach((ref, i) => add(ref, "B", before.length - i));
  following.forEach((ref, i) => add(ref, "A", i + 1));
  if (c.rule && !out.some((o) => o.ref?.start === c.rule!.start)) add(c.rule, "F", 1);
  if (c.last && !out.some((o) => o.ref?.name === c.last!.name)) add(c.last, "F", 1);
  return out;
}

/** Between a quotation and the name of an inverted attribution: lead punctuation, a verb, a few words. */
const INVERTED = /^\s*[,;:]?\s*(?:[—–-]+\s*)?(?:\w+ly\s+)?[a-z]+(?:\s+(?:out|on|in|back|up))?(?:\s+\S+){0,3}\s*$/;
const LEAD_ADVERB = /^\s*[,;:]?\s*(?:[—–-]+\s*)?(?:\w+ly\s+)?/;

/** Between a subject and its speech verb: an apposition (", the minister,"), an auxiliary, an adverb. */
const SUBJECT_GAP =
  /^(\s*,[^,.;"“”]{1,60},)?\s+(?:(?:has|had|have|will|would|was|is|also|later|then|once|again|\w+ly)\s+){0,2}/;

function paragraphIndex(starts: number[], at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
