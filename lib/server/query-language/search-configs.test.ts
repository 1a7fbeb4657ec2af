import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceDocuments, corpusListenerConnected, stopCorpusListener } from "@/lib/server/db/corpus-events";
import { startEmbeddedPostgres, type TEmbeddedDb } from "@/lib/server/db/embedded";
import { migrate } from "@/lib/server/db/migrate";
import { pool, withTransaction } from "@/lib/server/db/pool";
import { searchConfigs } from "./search-configs";

// Real PostgreSQL and its real NOTIFY: the cache hears of new documents as the store step announces them.
let dir: string;
let pg: TEmbeddedDb;
let seq = 0;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nei-configs-"));
  pg = await startEmbeddedPostgres({ dir, port: 20_000 + Math.floor(Math.random() * 20_000) });
  await migrate(pg.url);
  process.env.DATABASE_URL = pg.url;
}, 120_000);

afterAll(async () => {
  await stopCorpusListener();
  await pool().end();
  await pg?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Stores a document indexed with `config`, announcing it on the corpus channel as ingestion does (or not). */
async function store(config: string, announce: boolean): Promise<void> {
  await withTransaction(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO documents (title, body, type, ts_config, language, content_hash, published_at)
       VALUES ('t', 'b', 'Article', $1::regconfig, 'xx', $2, now()) RETURNING id`,
      [config, `configs-${++seq}`],
    );
    if (announce) await announceDocuments(client, [rows[0]!.id]);
  });
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("condition not reached in 5 s");
}

describe("searchConfigs", () => {
  it("is cached, and a language announced by ingestion is searchable at once", async () => {
    await store("english", true);
    expect(await searchConfigs()).toEqual(["english", "simple"]);
    await until(async () => corpusListenerConnected());
    await until(async () => (await searchConfigs()).length === 2);

    // Written without an announcement: the cached list does not see it (no query per search).
    await store("german", false);
    expect(await searchConfigs()).toEqual(["english", "simple"]);

    // A batch announced on commit (as the store step does, from this process or another): next search has it.
    await store("french", true);
    await until(async () => (await searchConfigs()).includes("french"));
    expect(await searchConfigs()).toEqual(["english", "simple", "french", "german"]);
  }, 60_000);
});
