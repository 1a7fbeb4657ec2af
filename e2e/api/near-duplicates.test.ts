import { describe, expect, it } from "vitest";
import { contentFingerprint, hammingDistance } from "@/lib/nlp/text/content-fingerprint";
import { uniqueName } from "../support/api-fixtures";
import { importArticlesCsv } from "../support/corpus";

type TSummary = { imported: number; duplicates: number; duplicateReasons: Record<string, number> };

// An invented report long enough to be compared by its fingerprint (300 characters and more).
const word = uniqueName("harrowgate").replace(/[^a-z]/gi, "");
const title = `${word} bridge closed`;
const report = (lead: string) =>
  `${lead} The ${word} bridge over the Lorvan river closed on Monday after inspectors found cracks in two ` +
  `of its piers. The regional transport office said buses would replace the trams for at least three weeks, ` +
  `and that a temporary footbridge would open on Friday. Shopkeepers on both banks said trade had fallen by ` +
  `half since the closure, and the council promised a fund for those worst hit.`;
const simhash = (lead: string) => contentFingerprint(`${title}\n${report(lead)}`).simhash;
// Versions whose fingerprints differ in at most three bits from the first (which words do depends on the
// invented name): near-identical by the fingerprint, different by their text.
const leads = Array.from({ length: 200 }, (_, n) => `Edition ${n}.`);
const [first, ...near] = leads.filter((lead) => hammingDistance(simhash(leads[0]!), simhash(lead)) <= 3);
const article = (n: number, date: string, lead: string) => ({
  url: `https://example.org/${word}/${n}`,
  date,
  title,
  text: report(lead),
});
const run = (...articles: ReturnType<typeof article>[]) => {
  const result = importArticlesCsv(articles);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as TSummary;
};

describe("near-identical reports of stored documents", () => {
  it("are duplicates within three days of the stored one, and new reports later", () => {
    expect(near.length).toBeGreaterThanOrEqual(2);
    expect(run(article(1, "2013-05-06T08:00:00Z", first!)).imported).toBe(1);
    // Another version the next day, in an import of its own: the stored report is found by its fingerprint.
    const next = run(article(2, "2013-05-07T08:00:00Z", near[0]!));
    expect(next.imported).toBe(0);
    expect(next.duplicateReasons["near-identical content"]).toBe(1);
    // Another version ten days on is another report.
    expect(run(article(3, "2013-05-16T08:00:00Z", near[1]!)).imported).toBe(1);
  });
});
