import { describe, expect, it } from "vitest";
import { foldName, foldNameUnicode } from "./fold-name";

describe("foldName", () => {
  it("folds diacritics, saints, hyphens and a leading article", () => {
    expect(foldName("São Paulo")).toBe("sao paulo");
    expect(foldName("St. Petersburg")).toBe("saint petersburg");
    expect(foldName("The Hague")).toBe("hague");
    expect(foldName("Łódź")).toBe("lodz");
    expect(foldName("Guinea-Bissau")).toBe("guinea bissau");
  });

  it("folds ASCII names as the full Unicode path does", () => {
    const names = [
      "New York",
      "ST LOUIS",
      "St Kitts and Nevis",
      "THE   Gambia",
      "Procter & Gamble Co.",
      "Coca-Cola",
      "O`Hare",
      "the ",
      "",
      "Al-Qaeda  ",
      "U.S.",
      "Fortune 500",
      "\tTab\tSeparated",
      "Saint-Denis",
    ];
    for (const name of names) expect(foldName(name)).toBe(foldNameUnicode(name));
  });
});
