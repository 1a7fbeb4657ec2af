import { describe, expect, it } from "vitest";
import { languageName } from "./format";

describe("languageName", () => {
  it("names languages in English, by ISO 639-1 or 639-3 code", () => {
    expect(languageName("fr")).toBe("French");
    expect(languageName("am")).toBe("Amharic");
    expect(languageName("pcm")).toBe("Nigerian Pidgin");
    expect(languageName("und")).toBe("Undetermined");
  });

  it("keeps codes it cannot name, and nothing stays nothing", () => {
    expect(languageName("qqq")).toBe("qqq");
    expect(languageName("not a tag")).toBe("not a tag");
    expect(languageName(undefined)).toBe("");
  });
});
