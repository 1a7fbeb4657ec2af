import { describe, expect, it } from "vitest";

import { contentFingerprint, fingerprintText, hammingDistance } from "./content-fingerprint";

const STORY =
  "An apartment building collapsed on Monday in Magnitogorsk, a city in the Ural region of Russia. " +
  "A suspected gas leak led to an explosion, followed by the ten-storey building coming down. A total of 39 " +
  "are confirmed dead, officials told state media, adding that rescuers ended their work yesterday. The 1973 " +
  "building was home to over 1,000 people; 48 apartments were damaged.";

describe("contentFingerprint", () => {
  it("ignores case, punctuation and whitespace for the sha1", () => {
    const a = contentFingerprint(STORY);
    const b = contentFingerprint(STORY.toUpperCase().replace(/,/g, " ,  ").replace(/\. /g, ".\n\n"));
    expect(b.sha1).toBe(a.sha1);
    expect(a.sha1).toMatch(/^[0-9a-f]{40}$/);
    expect(fingerprintText("Hello,   World!")).toBe("hello world");
  });

  it("gives a signed 64-bit decimal SimHash that PostgreSQL bigint accepts", () => {
    const { simhash } = contentFingerprint(STORY);
    expect(simhash).toMatch(/^-?\d+$/);
    const value = BigInt(simhash);
    expect(value >= -(2n ** 63n) && value < 2n ** 63n).toBe(true);
    expect(contentFingerprint(STORY).simhash).toBe(simhash);
  });

  it("keeps near-duplicates within a few bits and unrelated texts far apart", () => {
    const near = STORY.replace("39", "40").replace("yesterday", "on Wednesday");
    const other =
      "Shares of ChemLawn shot up in over-the-counter trading with 3.8 mln of the company's shares changing " +
      "hands by late afternoon, as arbitrageurs bet on a higher bid than the one offered by Waste Management.";
    const a = contentFingerprint(STORY).simhash;
    expect(hammingDistance(a, contentFingerprint(near).simhash)).toBeLessThanOrEqual(12);
    expect(hammingDistance(a, contentFingerprint(other).simhash)).toBeGreaterThan(16);
  });

  it("handles empty text", () => {
    expect(contentFingerprint("").simhash).toBe("0");
  });
});

describe("hammingDistance", () => {
  it("counts differing bits of signed and unsigned forms alike", () => {
    expect(hammingDistance("0", "0")).toBe(0);
    expect(hammingDistance("-1", "0")).toBe(64);
    expect(hammingDistance(-1n, (2n ** 64n - 1n).toString())).toBe(0);
    expect(hammingDistance("5", "3")).toBe(2);
  });
});
