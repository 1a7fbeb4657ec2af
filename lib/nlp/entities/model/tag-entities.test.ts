import { describe, expect, it } from "vitest";
import { nerModel, tagEntities } from "./tag-entities";

const show = (words: string[]) =>
  tagEntities(words).map((s) => `${words.slice(s.first, s.last + 1).join(" ")}/${s.label}`);

describe("the committed entity tagger", () => {
  it("loads in well under a second and tags an invented sentence", () => {
    const start = performance.now();
    nerModel();
    expect(performance.now() - start).toBeLessThan(1000);
    const words = "Maren Oskarsson , the chief executive of Veldrun Industries , flew to Brazil on Tuesday .".split(
      " ",
    );
    expect(show(words)).toEqual(["Maren Oskarsson/PER", "Veldrun Industries/ORG", "Brazil/LOC"]);
  });
});
