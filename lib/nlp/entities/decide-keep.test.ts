import { describe, expect, it } from "vitest";
import { classProbabilities, CLASSES, type TDecideModel } from "./decide-types";

/** A model with no weights: only the biases and the bonuses decide. */
const model = (keepBareOrg?: number): TDecideModel => ({
  bias: [0, 0, 0, 0],
  weights: new Map(),
  keep: 2,
  keepListed: 4,
  keepOut: 0,
  ...(keepBareOrg !== undefined ? { keepBareOrg } : {}),
});
const org = CLASSES.indexOf("ORG");
const pOrg = (m: TDecideModel, features: string[]) => classProbabilities(m, features, "ORG")[org]!;

describe("the bonus of the rules' organisation type", () => {
  it("is smaller on one bare word than on a longer name, a head word, a legal suffix or a defined acronym", () => {
    const m = model(0.5);
    const bare = pOrg(m, ["n=1", "shape=A|s"]);
    expect(pOrg(m, ["n=2", "shape=A|s"])).toBeGreaterThan(bare);
    for (const sure of ["orghead", "comphead", "legal", "ev.team", "m.acronymOf"])
      expect(pOrg(m, ["n=1", sure])).toBeGreaterThan(bare);
    // A web address or a name in angle brackets is written as a name.
    expect(classProbabilities(m, ["n=1"], "ORG", false, true)[org]).toBeGreaterThan(bare);
    expect(bare).toBeCloseTo(Math.exp(0.5) / (Math.exp(0.5) + 3), 6);
  });

  it("stays full on an ordinary word that only its context marks as a name", () => {
    const m = model(0.5);
    expect(pOrg(m, ["n=1", "ev.cue", "common|0"])).toBeCloseTo(pOrg(model(), ["n=1", "ev.cue", "common|0"]), 9);
    expect(pOrg(m, ["n=1", "ev.cue"])).toBeLessThan(pOrg(m, ["n=1", "ev.cue", "common|0"]));
  });

  it("is the plain bonus everywhere when the model sets none for bare names", () => {
    expect(pOrg(model(), ["n=1", "shape=A|s"])).toBeCloseTo(Math.exp(2) / (Math.exp(2) + 3), 9);
    expect(classProbabilities(model(0.5), ["n=1", "shape=A|s"], "PER")[CLASSES.indexOf("PER")]).toBeCloseTo(
      Math.exp(2) / (Math.exp(2) + 3),
      9,
    );
  });
});
