import { spawn } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { pool } from "@/lib/server/db/pool";
import "../support/api-fixtures";
import { cli, CORPUS_DIR, corpusMissing, ensureWikinews, hasCorpus } from "../support/corpus";
import stories from "../fixtures/stories/wikinews-stories.json";

type TSummary = {
  read: number;
  imported: number;
  duplicates: number;
  rejected: number;
  rejections: { origin: string; reason: string }[];
};

const q = async <T>(sql: string, params: unknown[] = []) => (await pool().query(sql, params)).rows as T[];

async function docByTitle(prefix: string) {
  const rows = await q<{
    id: string;
    title: string;
    body: string;
    published_at: Date;
    language: string;
    publisher: string;
    story_id: string;
    dateline: string | null;
  }>(
    "SELECT id, title, body, published_at, language, publisher, story_id, dateline FROM documents WHERE title LIKE $1 || '%' AND publisher = 'Wikinews'",
    [prefix],
  );
  expect(rows, `exactly one article titled "${prefix}…"`).toHaveLength(1);
  return rows[0]!;
}

async function entitiesOf(documentId: string) {
  return q<{
    id: string;
    type: string;
    name: string;
    latitude: number | null;
    longitude: number | null;
    count: number;
  }>(
    `SELECT e.id, e.type, e.name, e.latitude, e.longitude, m.count FROM mentions m JOIN entities e ON e.id = m.entity_id
     WHERE m.document_id = $1`,
    [documentId],
  );
}

describe.skipIf(!hasCorpus)("corpus import: Wikinews", () => {
  beforeAll(ensureWikinews, 600_000);

  it("stores all 295 articles with dates, titles, language and publisher; a second run adds nothing", async () => {
    const [{ n }] = (await q<{ n: string }>("SELECT count(*) AS n FROM documents WHERE publisher = 'Wikinews'")) as [
      { n: string },
    ];
    expect(Number(n)).toBe(295);
    const again = cli("import", path.join(CORPUS_DIR, "wikinews"), "--json");
    expect(again.code, again.stderr).toBe(0);
    const summary = JSON.parse(again.stdout) as TSummary;
    expect(summary).toMatchObject({ read: 295, imported: 0, duplicates: 295, rejected: 0 });

    const doc = await docByTitle("Magnitogorsk apartment building collapses");
    expect(doc.published_at.toISOString()).toBe("2019-01-04T00:00:00.000Z");
    expect(doc).toMatchObject({ language: "en", publisher: "Wikinews" });
    expect(doc.body.startsWith("Friday")).toBe(false); // the dateline is not part of the text
    expect(doc.body).toMatch(/^An apartment building collapsed/);
  });

  it("recognises the people, places and organisations a reader would list, placed on the map", async () => {
    const doc = await docByTitle("Magnitogorsk apartment building collapses");
    const found = await entitiesOf(doc.id);
    const named = (type: string, name: string) => found.find((e) => e.type === type && e.name === name);
    expect(named("Person", "Vladimir Putin")).toBeDefined();
    expect(named("Person", "Yevgeny Zinichev")).toBeDefined();
    const city = named("City", "Magnitogorsk");
    expect(city).toBeDefined();
    expect(city!.latitude!).toBeCloseTo(53.4, 0);
    expect(city!.longitude!).toBeCloseTo(59.0, 0);
    expect(named("Country", "Russia")).toBeDefined();
    expect(found.some((e) => e.type === "Organization" && /Federal Security Service|FSB/.test(e.name))).toBe(true);
    expect(found.some((e) => e.name === "Friday" || e.name === "Monday")).toBe(false);
  });

  it("resolves one person across articles and mention chains within one", async () => {
    const sworn = await docByTitle("Nancy Pelosi again elected Speaker");
    const impeachment = await docByTitle("US Speaker Pelosi announces Trump impeachment investigation");
    const first = (await entitiesOf(sworn.id)).find((e) => e.type === "Person" && e.name === "Nancy Pelosi");
    const second = (await entitiesOf(impeachment.id)).find((e) => e.type === "Person" && /Pelosi/.test(e.name));
    expect(first).toBeDefined();
    expect(first!.count).toBeGreaterThan(1); // "Nancy Pelosi" … "Pelosi" … is one chain
    expect(second?.id).toBe(first!.id);
  });

  it("attributes quotes to people of the article", async () => {
    const rows = await q<{ speaker: string; text: string }>(
      `SELECT e.name AS speaker, qt.text FROM quotes qt JOIN entities e ON e.id = qt.speaker_entity_id
       JOIN documents d ON d.id = qt.document_id WHERE d.publisher = 'Wikinews'`,
    );
    expect(rows.length).toBeGreaterThan(50);
    const speakers = await q<{ ok: boolean }>(
      `SELECT bool_and(EXISTS (SELECT 1 FROM mentions m WHERE m.document_id = qt.document_id AND m.entity_id = qt.speaker_entity_id)) AS ok
       FROM quotes qt WHERE qt.speaker_entity_id IS NOT NULL`,
    );
    expect(speakers[0]!.ok).toBe(true);
  });

  it("groups follow-ups of one event into a story and keeps unrelated articles apart", async () => {
    for (const [a, b] of stories.sameStory) {
      const [x, y] = [await docByTitle(a!), await docByTitle(b!)];
      expect(x.story_id, `"${a}" and "${b}" report one event`).toBe(y.story_id);
    }
    for (const [a, b] of stories.differentStories) {
      const [x, y] = [await docByTitle(a!), await docByTitle(b!)];
      expect(x.story_id, `"${a}" and "${b}" are different events`).not.toBe(y.story_id);
    }
    const [story] = await q<{ doc_count: number; first_reported: Date }>(
      "SELECT doc_count, first_reported FROM stories WHERE id = $1",
      [(await docByTitle("Hurricane Dorian strengthens")).story_id],
    );
    expect(story!.doc_count).toBeGreaterThanOrEqual(2);
    expect(story!.first_reported.toISOString()).toBe("2019-09-01T00:00:00.000Z");
  });

  it("never chains separate events into one growing story: no story spans more than two weeks", async () => {
    const [row] = await q<{ days: number; stories: string }>(
      `SELECT max(extract(epoch FROM last_reported - first_reported) / 86400)::float8 AS days, count(*) AS stories
       FROM stories WHERE id IN (SELECT story_id FROM documents WHERE publisher = 'Wikinews')`,
    );
    expect(Number(row!.stories)).toBeGreaterThan(100);
    expect(row!.days).toBeLessThanOrEqual(14);
    const primaries = await q<{ story_id: string }>(
      "SELECT DISTINCT story_id FROM documents WHERE publisher = 'Wikinews' AND title ~ '2020 (US |United States )?.*(primar|caucus)'",
    );
    expect(primaries.length, "the 2020 primaries are several events").toBeGreaterThanOrEqual(3);
  });

  it("keeps the daily entity rollups equal to the mentions", async () => {
    const [row] = await q<{ bad: string }>(
      `SELECT count(*) AS bad FROM (
         SELECT m.entity_id, (m.published_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM mentions m GROUP BY 1, 2
       ) m FULL JOIN entity_daily_counts c ON c.entity_id = m.entity_id AND c.day = m.day
       WHERE c.doc_count IS DISTINCT FROM m.n`,
    );
    expect(Number(row!.bad)).toBe(0);
  });
});

describe.skipIf(!hasCorpus)("corpus import: Reuters, dirty input and interruption", () => {
  const file = (n: string) => path.join(CORPUS_DIR, "reuters21578", `reut2-${n}.sgm`);
  const incomplete = async (from: number, to: number) =>
    Number(
      (
        await q<{ n: string }>(
          `SELECT count(*) AS n FROM documents d WHERE d.provider = 'Reuters-21578' AND d.provider_ref::int BETWEEN $1 AND $2
           AND (SELECT count(*) FROM document_simhash_bands b WHERE b.document_id = d.id) <> 4`,
          [from, to],
        )
      )[0]!.n,
    );

  it("imports reut2-017.sgm with its bad bytes, accounting for every record", () => {
    const result = cli("import", file("017"), "--json");
    expect(result.code, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout) as TSummary;
    expect(summary.read).toBe(1000);
    expect(summary.imported + summary.duplicates + summary.rejected).toBe(1000);
    expect(summary.imported).toBeGreaterThan(900);
  }, 300_000);

  it("has no replacement characters or control characters in Reuters titles and bodies", async () => {
    const [row] = await q<{ n: string }>(
      "SELECT count(*) AS n FROM documents WHERE provider = 'Reuters-21578' AND (title ~ '[\\uFFFD\\x01-\\x08]' OR body ~ '[\\uFFFD\\x01-\\x08]')",
    );
    expect(Number(row!.n)).toBe(0);
  });

  it("survives kill -9 mid-import without half-written documents, and a re-run finishes the job", async () => {
    const child = spawn(process.execPath, ["scripts/run.mjs", "cli", "import", file("003")], {
      env: { ...process.env, DATABASE_URL: inject("databaseUrl"), SESSION_SECRET: inject("sessionSecret") },
      detached: true,
      stdio: "ignore",
    });
    const count = async () =>
      Number(
        (
          await q<{ n: string }>(
            "SELECT count(*) AS n FROM documents WHERE provider = 'Reuters-21578' AND provider_ref::int BETWEEN 3001 AND 4000",
          )
        )[0]!.n,
      );
    for (let i = 0; i < 600 && (await count()) < 150; i++) await new Promise((r) => setTimeout(r, 100));
    process.kill(-child.pid!, "SIGKILL"); // the whole process group, mid-batch
    await new Promise((r) => setTimeout(r, 500));
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(1000);
    expect(await incomplete(3001, 4000)).toBe(0);

    const rerun = cli("import", file("003"), "--json");
    expect(rerun.code, rerun.stderr).toBe(0);
    const summary = JSON.parse(rerun.stdout) as TSummary;
    expect(summary.duplicates).toBeGreaterThanOrEqual(before);
    const after = await count();
    expect(after).toBe(1000 - summary.rejected - (summary.duplicates - before));
    expect(await incomplete(3001, 4000)).toBe(0);
  }, 300_000);
});

if (!hasCorpus) console.warn(corpusMissing);
