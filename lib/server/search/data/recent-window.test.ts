import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOwnTestDatabase } from "@/lib/server/db/own-test-database";
import { pool } from "@/lib/server/db/pool";
import { findDocuments } from "@/lib/server/search/find-documents";

// Real PostgreSQL of the test's own: the window is read from the planner's estimate and the statistics of the
// whole corpus, so the corpus is the test's alone. 400 documents an hour apart, each its own story; every
// tenth says "zephyrine", the older the more often (the most relevant matches are the oldest).
let database: Awaited<ReturnType<typeof startOwnTestDatabase>> | undefined;
const WORD = "zephyrine";
let matches: string[] = []; // ids of the 40 matches, oldest first

beforeAll(async () => {
  database = await startOwnTestDatabase("window");
  await pool().query(
    `INSERT INTO documents (title, body, content_hash, published_at)
     SELECT 'Harbour note ' || j,
            CASE WHEN j % 10 = 5 THEN repeat($1 || ' ', 41 - j / 10) ELSE '' END || 'The harbour report number ' || j,
            'window-' || j, timestamptz '2026-01-01' + make_interval(hours => j)
       FROM generate_series(0, 399) j`,
    [WORD],
  );
  await pool().query(
    `WITH made AS (
       INSERT INTO stories (cluster_id, title, first_reported, last_reported, doc_count)
       SELECT 'window-' || d.id, d.title, d.published_at, d.published_at, 1 FROM documents d
       RETURNING id, cluster_id)
     UPDATE documents d SET story_id = made.id FROM made WHERE made.cluster_id = 'window-' || d.id`,
  );
  await pool().query("ANALYZE documents");
  const { rows } = await pool().query<{ id: string }>(
    `SELECT id FROM documents WHERE body LIKE $1 || '%' ORDER BY published_at`,
    [WORD],
  );
  matches = rows.map((r) => r.id);
  process.env.SEARCH_COUNT_CAP = "7";
}, 120_000);

afterAll(async () => {
  delete process.env.SEARCH_COUNT_CAP;
  await database?.stop();
});

const search = (sortBy: "relevance" | "firstreported" | "nodocuments", pageNumber: number, exactCount?: boolean) =>
  findDocuments({
    q: WORD,
    pageSize: 5,
    pageNumber,
    sortBy,
    sortDirection: "desc",
    extras: [],
    callerId: 0,
    exactCount,
  });
const ids = (result: Awaited<ReturnType<typeof search>>) => result.items.map((item) => item.id);

describe("a ranked search with more matches than the count cap", () => {
  it("ranks every match when asked to count them all", async () => {
    const all = await search("relevance", 0, true);
    expect([all.total, all.totalIsLowerBound]).toEqual([40, false]);
    expect(matches).toHaveLength(40);
    expect(ids(all)).toEqual(matches.slice(0, 5));
  });

  it("ranks the most recent matches, about as many as the cap, and says the count is a lower bound", async () => {
    const recent = await search("relevance", 0);
    expect(recent.totalIsLowerBound).toBe(true);
    expect(recent.total).toBeGreaterThanOrEqual(5);
    expect(recent.total).toBeLessThanOrEqual(14);
    const newest = matches.slice(-recent.total);
    expect(ids(recent).every((id) => newest.includes(id))).toBe(true);
    // The best of the recent ones: the oldest among them says the word most often.
    expect(ids(recent)[0]).toBe(newest[0]);
  });

  it("gives a page past the recent matches from all of them", async () => {
    expect(ids(await search("relevance", 5))).toEqual(ids(await search("relevance", 5, true)));
    expect((await search("relevance", 5)).totalIsLowerBound).toBe(false);
  });

  it("sorted newest story first, gives the very page of the whole corpus from the recent matches", async () => {
    const stories = await search("firstreported", 0);
    expect(stories.totalIsLowerBound).toBe(true);
    expect(ids(stories)).toEqual(matches.slice(-5).reverse());
    expect(ids(stories)).toEqual(ids(await search("firstreported", 0, true)));
  });

  it("sorts by story size over every match", async () => {
    const bySize = await search("nodocuments", 0);
    expect([bySize.total, bySize.totalIsLowerBound]).toEqual([40, false]);
  });
});
