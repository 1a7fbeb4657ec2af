import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { startOwnTestDatabase } from "@/lib/server/db/own-test-database";
import { pool } from "@/lib/server/db/pool";
import { findDocuments } from "@/lib/server/search/find-documents";
import { estimateFromPages, sampleMatches } from "./match-sample";

describe("the estimate of a search's matches from sampled pages", () => {
  it("is the count itself when the sample is the whole corpus", () => {
    const pages = [
      { rows: 30, hits: 3 },
      { rows: 30, hits: 0 },
    ];
    expect(estimateFromPages(pages, 0)).toEqual({ rows: 60, hits: 3, documents: 60, estimated: 3, atLeast: 3 });
    expect(estimateFromPages(pages, 60).atLeast).toBe(3);
  });

  it("scales the sample's share to the corpus and bounds it from below by the spread between pages", () => {
    const even = Array.from({ length: 100 }, () => ({ rows: 50, hits: 5 }));
    const uneven = Array.from({ length: 100 }, (_, i) => ({ rows: 50, hits: i % 2 ? 10 : 0 }));
    const a = estimateFromPages(even, 1_000_000);
    const b = estimateFromPages(uneven, 1_000_000);
    expect([a.estimated, b.estimated]).toEqual([100_000, 100_000]);
    // Pages alike: the bound is the estimate; pages unlike: four standard errors lower.
    expect(a.atLeast).toBe(100_000);
    expect(b.atLeast).toBeLessThan(65_000); // 0.1 − 4 × 0.01 of a million
    expect(b.atLeast).toBeGreaterThan(55_000);
  });

  it("never bounds below the matches the sample saw", () => {
    const sparse = [{ rows: 50, hits: 2 }, ...Array.from({ length: 99 }, () => ({ rows: 50, hits: 0 }))];
    expect(estimateFromPages(sparse, 1_000_000).atLeast).toBe(2);
  });
});

// Real PostgreSQL of the test's own: 3,000 documents, one in five says "quillwort", one in a hundred "bracken".
let database: Awaited<ReturnType<typeof startOwnTestDatabase>> | undefined;
const text = (word: string) => Prisma.sql`d.search @@ plainto_tsquery('english', ${word})`;

beforeAll(async () => {
  database = await startOwnTestDatabase("sample");
  await pool().query(
    `INSERT INTO documents (title, body, content_hash, published_at)
     SELECT 'Field note ' || j,
            CASE WHEN j % 5 = 0 THEN 'quillwort ' ELSE '' END || CASE WHEN j % 100 = 7 THEN 'bracken ' ELSE '' END
              || 'Survey of the marsh, plot ' || j || '. ' || repeat('Water levels were recorded. ', 8),
            'sample-' || j, timestamptz '2026-01-01' + make_interval(hours => j)
       FROM generate_series(0, 2999) j`,
  );
  await pool().query("ANALYZE documents");
}, 120_000);

afterAll(async () => {
  delete process.env.SEARCH_SAMPLE_ROWS;
  delete process.env.SEARCH_COUNT_CAP;
  await database?.stop();
});

describe("a sample of the corpus", () => {
  it("counts every document when the corpus is smaller than the sample", async () => {
    delete process.env.SEARCH_SAMPLE_ROWS;
    expect(await sampleMatches(text("quillwort"))).toMatchObject({
      rows: 3000,
      hits: 600,
      estimated: 600,
      atLeast: 600,
    });
  });

  it("estimates from part of the corpus, its lower bound under the true count", async () => {
    process.env.SEARCH_SAMPLE_ROWS = "600";
    const common = await sampleMatches(text("quillwort"));
    expect(common.rows).toBeLessThan(3000);
    expect(common.estimated).toBeGreaterThan(300);
    expect(common.estimated).toBeLessThan(1200);
    expect(common.atLeast).toBeLessThanOrEqual(600);
    expect((await sampleMatches(text("bracken"))).atLeast).toBeLessThanOrEqual(30);
  });

  it("lets a search far beyond the count cap go uncounted, with the same answer", async () => {
    delete process.env.SEARCH_SAMPLE_ROWS;
    process.env.SEARCH_COUNT_CAP = "50";
    const search = (q: string) =>
      findDocuments({
        q,
        pageSize: 5,
        pageNumber: 0,
        sortBy: "publicationdate",
        sortDirection: "desc",
        extras: [],
        callerId: 0,
      });
    const query = vi.spyOn(pool(), "query");
    const counted = () => query.mock.calls.filter(([text]) => String(text).includes("FROM matched LIMIT")).length;
    const common = await search("quillwort");
    expect([common.total, common.totalIsLowerBound]).toEqual([50, true]);
    expect(counted()).toBe(0);
    expect(common.items.map((i) => i.title)).toEqual([2995, 2990, 2985, 2980, 2975].map((j) => `Field note ${j}`));
    // 30 matches, under the cap: counted.
    expect(await search("bracken").then((r) => [r.total, r.totalIsLowerBound])).toEqual([30, false]);
    expect(counted()).toBe(1);
    query.mockRestore();
  });
});

describe("the embedded server the samples and searches run on", () => {
  it("prices a page read out of order as about one read in order (the corpus is in memory or on an SSD)", async () => {
    const { rows } = await pool().query<{ random_page_cost: string }>("SHOW random_page_cost");
    expect(rows[0]?.random_page_cost).toBe("1.1");
  });
});
