import { describe, expect, it } from "vitest";
import { evidenceSentences, findNames, splitSentences, MAX_SENTENCE } from "./evidence-sentences";

const sentencesOf = (text: string) => splitSentences(text).map(([s, e]) => text.slice(s, e));

describe("splitSentences", () => {
  it("splits at full stops, question and exclamation marks followed by a capital", () => {
    expect(sentencesOf("One here. Two there? Three! 4 is a number.")).toEqual([
      "One here.",
      "Two there?",
      "Three!",
      "4 is a number.",
    ]);
  });

  it("keeps abbreviations and initials inside the sentence", () => {
    expect(sentencesOf("Mr. Smith met U.S. officials and J. Doe on Jan. 4. They talked.")).toEqual([
      "Mr. Smith met U.S. officials and J. Doe on Jan. 4.",
      "They talked.",
    ]);
  });

  it("splits at line breaks and after closing quotes", () => {
    expect(sentencesOf('A headline\nHe said "it is over." Then he left.')).toEqual([
      "A headline",
      'He said "it is over."',
      "Then he left.",
    ]);
  });
});

describe("evidenceSentences", () => {
  const text =
    "The vote was close, said all. Nancy Pelosi spoke first, as usual. Later, Pelosi left the room. Nobody else spoke at all.";
  const first = text.indexOf("Nancy Pelosi");
  const second = text.indexOf("Pelosi left");

  it("returns the sentences holding the mentions, with the mentions in <em>", () => {
    const evidence = evidenceSentences(text, [
      [second, second + 6],
      [first, first + 12],
    ]);
    expect(evidence.sentences).toEqual(["Nancy Pelosi spoke first, as usual.", "Later, Pelosi left the room."]);
    expect(evidence.htmlSentences).toEqual([
      "<em>Nancy Pelosi</em> spoke first, as usual.",
      "Later, <em>Pelosi</em> left the room.",
    ]);
  });

  it("stops at max sentences and highlights every mention of a chosen sentence", () => {
    const t = "Acme and Acme Corp. merged, and then grew. Acme grew quickly after that.";
    const spans = findNames(t, ["Acme", "Acme Corp"]);
    const evidence = evidenceSentences(t, spans, 1);
    expect(evidence.htmlSentences).toEqual(["<em>Acme</em> and <em>Acme Corp</em>. merged, and then grew."]);
  });

  it("shows a short sentence with the one before it in the same paragraph", () => {
    const t = 'Intro line\n"The people deserve the truth." Pelosi said. Then the vote was held at noon.';
    const at = t.indexOf("Pelosi");
    expect(evidenceSentences(t, [[at, at + 6]]).sentences).toEqual(['"The people deserve the truth." Pelosi said.']);
  });

  it("escapes HTML in the text", () => {
    const t = "<b>Bob</b> & Alice met at the café.";
    const at = t.indexOf("Alice");
    expect(evidenceSentences(t, [[at, at + 5]]).htmlSentences[0]).toBe(
      "&lt;b&gt;Bob&lt;/b&gt; &amp; <em>Alice</em> met at the café.",
    );
  });

  it("cuts very long sentences to a window around the mention", () => {
    const t = `${"word ".repeat(200)}Pelosi ${"word ".repeat(200)}end.`;
    const at = t.indexOf("Pelosi");
    const evidence = evidenceSentences(t, [[at, at + 6]]);
    expect(evidence.sentences[0]!.length).toBeLessThanOrEqual(MAX_SENTENCE + 4);
    expect(evidence.sentences[0]).toMatch(/^… .*Pelosi.* …$/);
    expect(evidence.htmlSentences[0]).toContain("<em>Pelosi</em>");
  });
});

describe("findNames", () => {
  it("finds whole-word, case-insensitive occurrences, longest first without overlaps", () => {
    expect(findNames("Donald Trump and trumpet; TRUMP.", ["Trump", "Donald Trump"])).toEqual([
      [0, 12],
      [26, 31],
    ]);
  });
});
