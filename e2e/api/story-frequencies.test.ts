import { describe, expect, it } from "vitest";
import "../support/api-fixtures"; // the suite's database
import { withTransaction } from "@/lib/server/db/pool";
import { lexemeDocumentFrequencies } from "@/lib/server/stories/data/document-signals";

// Letters only, so the stemmer keeps the words as they are.
const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
const [everywhere, oldest, inTitles] = [`zqk${tag}k`, `zqm${tag}k`, `zqt${tag}k`];

class RolledBack extends Error {}

describe("story word frequencies over the most recent documents", () => {
  it("counts the newest documents only when asked to, titles and whole documents alike", async () => {
    // Three documents newer than any other, in a transaction that is rolled back: no other test sees them.
    const seen = await withTransaction(async (client) => {
      for (const [day, title, body] of [
        [1, "Plain news", `${everywhere} ${oldest} report`],
        [2, `${inTitles} news`, `${everywhere} report`],
        [3, `${inTitles} update`, `${everywhere} report`],
      ] as const) {
        await client.query(`INSERT INTO documents (title, body, content_hash, published_at) VALUES ($1, $2, $3, $4)`, [
          title,
          body,
          `${tag}-${day}`,
          `2999-01-0${day}T00:00:00Z`,
        ]);
      }
      const figures = {
        recentBody: await lexemeDocumentFrequencies("document", 2, client),
        recentTitles: await lexemeDocumentFrequencies("title", 2, client),
        allBody: await lexemeDocumentFrequencies("document", undefined, client),
        wideBody: await lexemeDocumentFrequencies("document", 3, client),
      };
      throw Object.assign(new RolledBack(), { figures });
    }).catch((error: unknown) => {
      if (error instanceof RolledBack)
        return (error as RolledBack & { figures: Record<string, Map<string, number>> }).figures;
      throw error;
    });
    expect(seen.recentBody!.get(everywhere)).toBe(2);
    expect(seen.recentBody!.has(oldest)).toBe(false);
    expect(seen.recentTitles!.get(inTitles)).toBe(2);
    expect(seen.recentTitles!.has(everywhere)).toBe(false); // body words are not title words
    expect(seen.wideBody!.get(oldest)).toBe(1);
    expect(seen.allBody!.get(everywhere)).toBe(3);
    expect(seen.allBody!.get(oldest)).toBe(1);
  });
});
