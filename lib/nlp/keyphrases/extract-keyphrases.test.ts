import { describe, expect, it } from "vitest";

import { extractKeyphrases } from "./extract-keyphrases";
import { extractKeywords } from "./extract-keywords";

const TITLE = "Magnitogorsk apartment building collapses after explosion, dozens dead";
const TEXT = [
  "An apartment building collapsed on Monday in Magnitogorsk, a city in the Ural region of Russia. A suspected gas leak led to an explosion, followed by the ten-storey building coming down. A total of 39 are confirmed dead, officials told state media, adding that rescuers ended their work yesterday.",
  "The 1973 building was home to over 1,000 people; 48 apartments were damaged. Rescuers, working in temperatures well below freezing, recovered at least ten survivors from the debris on Monday. The apartment building was evacuated.",
  "The Investigative Committee and the Federal Security Service said they believe gas, which leaks relatively frequently in Russia, was the trigger for the disaster. Rescue work resumed on Wednesday, with additional bodies recovered increasing the confirmed death toll from fourteen to 31.",
].join("\n\n");

describe("extractKeyphrases", () => {
  const phrases = extractKeyphrases(TITLE, TEXT);

  it("ranks the central multi-word noun phrases first, scored 0..1", () => {
    expect(phrases[0]).toEqual({ text: "apartment building", score: 1 });
    const texts = phrases.map((p) => p.text);
    expect(texts).toEqual(expect.arrayContaining(["suspected gas leak", "rescue work"]));
    expect(texts.some((t) => t.endsWith("death toll"))).toBe(true);
    expect(phrases.every((p) => p.score > 0 && p.score <= 1)).toBe(true);
    expect([...phrases].sort((a, b) => b.score - a.score)).toEqual(phrases);
  });

  it("keeps hyphenated compounds and proper capitals, lower-cases the rest", () => {
    const texts = phrases.map((p) => p.text);
    expect(texts).toContain("ten-storey building");
    expect(texts).toContain("Federal Security Service");
    expect(texts).toContain("Ural region");
    expect(texts.filter((t) => /^[A-Z]/.test(t) && !/^(Federal|Ural|Investigative)/.test(t))).toEqual([]);
  });

  it("never returns single words, stopword-only, number-only or date phrases", () => {
    for (const { text } of phrases) {
      expect(text.split(" ").length).toBeGreaterThanOrEqual(2);
      expect(text).not.toMatch(/^(the|a|an|of)\b|\b(the|of|and)$/i);
      expect(text).not.toMatch(/^[\d\s.,]+$/);
      expect(text).not.toMatch(/Monday|Wednesday|yesterday/);
    }
  });

  it("does not repeat a phrase contained in a better one, and respects max", () => {
    const texts = phrases.map((p) => p.text);
    expect(texts).not.toContain("gas leak");
    expect(extractKeyphrases(TITLE, TEXT, 3)).toHaveLength(3);
    expect(extractKeyphrases(TITLE, "", 5)).toEqual([]);
  });

  it("reads names with letters outside ASCII as whole words", () => {
    const text =
      "Mayor Paweł Adamowicz of Gdańsk was stabbed at a charity concert. Gdańsk residents gathered at the concert hall.";
    const texts = extractKeyphrases("", text).map((p) => p.text);
    expect(texts).toContain("Gdańsk residents");
    expect(texts.join(" ")).not.toMatch(/Pawe |Gda /);
  });
});

describe("extractKeywords", () => {
  it("returns at most ten short lower-case words and pairs, most salient first", () => {
    const keywords = extractKeywords(TITLE, TEXT);
    expect(keywords.length).toBeGreaterThan(3);
    expect(keywords.length).toBeLessThanOrEqual(10);
    expect(keywords[0]).toBe("building");
    expect(keywords).toEqual(expect.arrayContaining(["explosion", "apartment building"]));
    for (const keyword of keywords) {
      expect(keyword).toBe(keyword.toLowerCase());
      expect(keyword.split(" ").length).toBeLessThanOrEqual(2);
    }
    expect(keywords).not.toContain("people");
    expect(keywords).not.toContain("official");
  });
});
