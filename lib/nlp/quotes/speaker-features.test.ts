import { describe, expect, it } from "vitest";

import type { TEntityOccurrence } from "../types";
import { hasSentenceEnd, sentenceStart } from "./attribute-speaker";
import { extractQuotes } from "./extract-quotes";
import type { TSpeakerCandidate } from "./speaker-candidates";
import { bestCandidate, speakerWeights } from "./speaker-ranker";
import { isSpeechVerb } from "./speech-verbs";
import { occurrenceIn } from "./occurrence.fixture";

// Issue #18, speaker accuracy: the cases behind the speaker ranker's fifth round of features
// (model/README.md), on invented sentences.

/** The candidates the ranker saw for each quotation, with the shipped model's choice. */
function candidatesOf(text: string, entities: TEntityOccurrence[]): TSpeakerCandidate[][] {
  const seen: TSpeakerCandidate[][] = [];
  extractQuotes(text, entities, (candidates) => {
    seen.push(candidates);
    return bestCandidate(speakerWeights(), candidates);
  });
  return seen;
}

function featuresOf(candidates: TSpeakerCandidate[], name: string): string[] | undefined {
  return candidates.find((c) => c.ref?.name === name)?.features;
}

function speakers(text: string, entities: TEntityOccurrence[]) {
  return extractQuotes(text, entities).map((q) => q.speaker);
}

describe("speaker attribution: sentences and abbreviations", () => {
  it("does not end a sentence at a party-and-state label", () => {
    for (const label of ["(D-Va.)", "(I-Vt.)", "(D-N.Y.)"]) {
      const text = `Rep. Dana Whitlow ${label} toured the plant on Friday, saying it was "a model for the region."`;
      expect(sentenceStart(text, text.indexOf('"'), 0)).toBe(0);
    }
    const two = 'The vote failed. Rep. Dana Whitlow said "we will try again."';
    expect(sentenceStart(two, two.indexOf('"'), 0)).toBe(two.indexOf("Rep."));
  });

  it("does not count a title's dot as a sentence between a name and the quotation", () => {
    const text = "Lena Voss threw her support behind Sen. Tom Hale on Monday. The vote is next week.";
    expect(hasSentenceEnd(text, 0, text.indexOf("Tom"))).toBe(false);
    expect(hasSentenceEnd(text, 0, text.length)).toBe(true);
  });

  it("gives the quotation to the subject before a party-and-state label", () => {
    const text =
      "Rep. Dana Whitlow (D-Va.) toured the Brandt Corp. plant with Gov. Oren Pike, Mayor Ivy Sand and Tom Hale " +
      'on Friday, saying the site was "a model for every county in the region."';
    const entities = ["Dana Whitlow", "Oren Pike", "Ivy Sand", "Tom Hale"].map((n) => occurrenceIn(text, n));
    expect(speakers(text, entities)).toEqual(["Dana Whitlow"]);
  });
});

describe("speaker candidates: new features", () => {
  it("keeps the first name of the quotation's sentence a candidate behind more than four others", () => {
    const text =
      "Mara Quinn, who met Abe Lott, Bo Nye, Cy Roe and Di Ash in the spring, now says the plan is " +
      '"a promise we can keep for every family in the county."';
    const names = ["Mara Quinn", "Abe Lott", "Bo Nye", "Cy Roe", "Di Ash"];
    const [candidates] = candidatesOf(
      text,
      names.map((n) => occurrenceIn(text, n)),
    );
    const quinn = featuresOf(candidates!, "Mara Quinn");
    expect(quinn).toContain("B:first&verbAhead");
    expect(quinn).toContain("side:B");
  });

  it("reads a determiner between the quotation and the name as an attribution of its own", () => {
    const text =
      'Judge Rita Cole signed the order. Officials placed the files in a "sealed archive," the Ledger reported.';
    const entities = [occurrenceIn(text, "Rita Cole"), occurrenceIn(text, "Ledger", [], "Publisher")];
    const [candidates] = candidatesOf(text, entities);
    const ledger = featuresOf(candidates!, "Ledger");
    expect(ledger).toContain("A:adjacent");
    expect(ledger).toContain("ownAttribution");
  });

  it("takes a name after a clause break for a subject, not the listener of an earlier verb", () => {
    const text =
      'Ron Tate visited the market. A woman asked for a photo and Tate said, "only if we can do it outside the gate."';
    const [candidates] = candidatesOf(text, [occurrenceIn(text, "Ron Tate", ["Tate"])]);
    const tate = candidates!.filter((c) => c.ref?.name === "Ron Tate").map((c) => c.features);
    const nearest = tate[tate.length - 1]!;
    expect(nearest).toContain("B:subjVerb");
    expect(nearest).not.toContain("B:verbBefore");
    expect(speakers(text, [occurrenceIn(text, "Ron Tate", ["Tate"])])).toEqual(["Ron Tate"]);
  });

  it("marks a name a few words into the sentence after a quotation that ends one", () => {
    const text =
      'Sara Bell praised the deal. "It is not new in our state," said Sara Bell, adding that "we have done this ' +
      'for a long time." Political analyst Dev Rao agreed that the shift was slow.';
    const entities = [occurrenceIn(text, "Sara Bell"), occurrenceIn(text, "Dev Rao")];
    const seen = candidatesOf(text, entities);
    const rao = featuresOf(seen[seen.length - 1]!, "Dev Rao");
    expect(rao).toContain("A:nextSentence");
    expect(speakers(text, entities)).toEqual(["Sara Bell", "Sara Bell"]);
  });
});

describe("speech verbs", () => {
  it("knows the spellings and verbs the conjugator leaves out", () => {
    for (const form of ["labeling", "labelling", "cites", "cited", "groused", "griped"])
      expect(isSpeechVerb(form)).toBe(true);
  });
});

// Issue #18, the round of 2026-11-29 (second): rules and references behind the speaker candidates.
const rulesOnly = (text: string, entities: TEntityOccurrence[]) =>
  extractQuotes(text, entities, null).map((q) => q.speaker);

describe("speaker attribution: subjects, datelines, questions", () => {
  it("takes a name right before the speech verb for its subject, even after a preposition", () => {
    const text =
      "Fans of the Harbor Club booed a Rovers striker, with Dara Flint loudly shouting: " + '"Get off the field now!"';
    const entities = [
      occurrenceIn(text, "Harbor Club", [], "Organization"),
      occurrenceIn(text, "Rovers", [], "Organization"),
      occurrenceIn(text, "Dara Flint"),
    ];
    expect(rulesOnly(text, entities)).toEqual(["Dara Flint"]);
  });

  it("never takes a dateline's agency credit for a speaker", () => {
    const text =
      "OSLO, May 3 (Nordwire) — The Harbor Council released a statement on Monday, offering " +
      '"a full and sincere apology" to the residents of the bay.';
    const entities = [
      occurrenceIn(text, "Nordwire", [], "Publisher"),
      occurrenceIn(text, "Harbor Council", [], "Organization"),
    ];
    expect(rulesOnly(text, entities)).toEqual(["Harbor Council"]);
    const [candidates] = candidatesOf(text, entities);
    expect(featuresOf(candidates!, "Nordwire")).toBeUndefined();
  });

  it("gives the question to the one who asked it, past a relative clause or a whether-clause", () => {
    const about =
      'Tom Hale was asked by host Rita Moss, who has backed Hale but doubted his plan, "Can you really pay for all of it?"';
    const whether =
      "Tom Hale was asked by moderator Rita Moss whether his plan, which the Budget Office estimates would cost " +
      'billions, would risk "adding a program the county cannot afford."';
    for (const text of [about, whether]) {
      const entities = [
        occurrenceIn(text, "Tom Hale", ["Hale"]),
        occurrenceIn(text, "Rita Moss"),
        occurrenceIn(text, "Budget Office", [], "Organization"),
      ];
      expect(rulesOnly(text, entities)).toEqual(["Rita Moss"]);
    }
  });
});

describe("speaker candidates: a lead-in that names the speaker", () => {
  it("marks the names after a quotation whose own sentence already names its speaker", () => {
    const text =
      'Mayor Ada Lund said on Monday the county is "in the middle of a housing crisis." Tom Hale, the treasurer, ' +
      'said on Monday "we have the money to build."';
    const entities = [occurrenceIn(text, "Ada Lund"), occurrenceIn(text, "Tom Hale")];
    const [first] = candidatesOf(text, entities);
    expect(featuresOf(first!, "Tom Hale")).toContain("A:leadIn");
    expect(featuresOf(first!, "Ada Lund")).not.toContain("A:leadIn");
    expect(speakers(text, entities)).toEqual(["Ada Lund", "Tom Hale"]);
  });
});

describe("speaker candidates: the voice of someone", () => {
  it("keeps a possessor whose spokesman, campaign or statement speaks, and no other possessor", () => {
    const voice =
      "Ada Lund’s press secretary said on Monday the plan is " + '"a fair deal for every family in the valley."';
    const [withVoice] = candidatesOf(voice, [occurrenceIn(voice, "Ada Lund")]);
    expect(featuresOf(withVoice!, "Ada Lund")).toContain("possessor:voice");
    const other = "Critics said Ada Lund’s approach to the budget was " + '"reckless and badly timed for the county."';
    const [withoutVoice] = candidatesOf(other, [occurrenceIn(other, "Ada Lund")]);
    expect(featuresOf(withoutVoice!, "Ada Lund")).toBeUndefined();
  });

  it("marks a name that qualifies a campaign or an office", () => {
    const text = 'The Lund campaign projects that "a small fee on every ticket" would raise millions a year.';
    const [candidates] = candidatesOf(text, [occurrenceIn(text, "Ada Lund", ["Lund"])]);
    expect(featuresOf(candidates!, "Ada Lund")).toContain("voiceNoun");
  });
});
