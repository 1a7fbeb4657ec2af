import { describe, expect, it } from "vitest";

import { detectLanguage, normalizeLanguageHint } from "./language";

describe("detectLanguage", () => {
  it.each([
    [
      "en",
      "Standard Oil Co and BP North America Inc said they plan to form a venture to manage the money market borrowing of both companies.",
    ],
    [
      "de",
      "Die Bundesregierung hat am Mittwoch beschlossen, dass die Steuern nicht erhöht werden, sagte der Sprecher.",
    ],
    ["fr", "Le gouvernement a annoncé mardi que les impôts ne seront pas augmentés dans le budget pour cette année."],
    [
      "es",
      "El presidente del Gobierno dijo que la economía española crecerá más de lo previsto este año según el banco.",
    ],
    [
      "it",
      "Il governo italiano ha approvato una nuova legge per la riforma delle pensioni che sarà discussa in parlamento.",
    ],
    ["pt", "O presidente do Brasil disse que não vai aumentar os impostos, mas a oposição não acredita nisso."],
    ["nl", "De regering heeft dinsdag besloten dat de belastingen niet worden verhoogd, zei een woordvoerder."],
    ["ru", "Президент России Владимир Путин заявил в среду, что экономика страны растёт."],
    ["uk", "Президент України Володимир Зеленський заявив, що економіка країни зростає."],
    ["ja", "東京で大きな地震がありました。政府は被害の状況を調べています。"],
    ["zh", "中国政府周三宣布将降低利率以刺激经济增长。"],
    ["el", "Η κυβέρνηση ανακοίνωσε νέα μέτρα για την οικονομία."],
  ])("detects %s", (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it("calls Reuters earnings tables English although they have almost no function words", () => {
    expect(detectLanguage("Shr 34 cts vs 1.19 dlrs\n\nNet 807,000 vs 2,858,000\n\nAssets 510.2 mln vs 479.7 mln")).toBe(
      "en",
    );
  });

  it("uses the hint when the text is too short or unclear, and 'und' without one", () => {
    expect(detectLanguage("Merkel trifft Macron", "de")).toBe("de");
    expect(detectLanguage("Apple unveils new iPhone", "en-US")).toBe("en");
    expect(detectLanguage("Apple unveils new iPhone")).toBe("und");
    expect(detectLanguage("", "fr")).toBe("fr");
    expect(detectLanguage("12 345 678")).toBe("und");
  });

  it("lets clear evidence override a wrong hint", () => {
    expect(
      detectLanguage("Le gouvernement a annoncé mardi que les impôts ne seront pas augmentés cette année.", "en"),
    ).toBe("fr");
  });
});

describe("normalizeLanguageHint", () => {
  it("accepts BCP 47 and ISO 639-2 codes", () => {
    expect(normalizeLanguageHint("en-GB")).toBe("en");
    expect(normalizeLanguageHint("DE")).toBe("de");
    expect(normalizeLanguageHint("fra")).toBe("fr");
    expect(normalizeLanguageHint("??")).toBeUndefined();
    expect(normalizeLanguageHint(undefined)).toBeUndefined();
  });
});
