import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase, startEmbeddedPostgres, type TEmbeddedDb } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { closePool, pool, withTransaction } from "@/lib/db/pool";
import { newEntityCache } from "@/lib/entities/resolve-entities";
import { clusterPendingDocuments } from "@/lib/stories/cluster-documents";
import { prepareDocument } from "./prepare-document";
import type { TPrepared } from "./prepared";
import { openSource } from "./sources/open-source";
import { storeDocuments } from "./store-documents";

// The bulk store path against the per-document one it replaced: the same 2,000 Reuters stories,
// enriched once, stored batch by batch into two fresh databases of one real PostgreSQL, then every
// table the store step and story placement write is compared row by row (ids included).
const CORPUS = path.resolve(process.env.CORPUS_DIR ?? "../shared/corpus", "reuters21578");
const SAMPLE = 2000;
const BATCH = 100;
const NOW = new Date("2026-01-01T00:00:00Z");

/** Columns that record when a row was written, not what it says. */
const VOLATILE = ["created_at", "updated_at", "enriched_at", "queued_at", "cluster_id"];
const TABLES = [
  "documents",
  "document_simhash_bands",
  "entities",
  "entity_aliases",
  "mentions",
  "quotes",
  "document_terms",
  "topics",
  "document_topics",
  "entity_daily_counts",
  "stories",
  "alert_pending",
];

let dir: string;
let server: TEmbeddedDb;
const docs: TPrepared[] = [];

beforeAll(async () => {
  const source = await openSource(CORPUS, {});
  for await (const item of source.items()) {
    if (!item.ok) continue;
    docs.push(prepareDocument(item.doc, { now: NOW }));
    if (docs.length >= SAMPLE) break;
  }
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nei-store-"));
  server = await startEmbeddedPostgres({ dir, port: 20_000 + Math.floor(Math.random() * 20_000) });
}, 600_000);

afterAll(async () => {
  await closePool();
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 120_000);

/** A fresh migrated database holding the sample stored one way, as table name → sorted rows. */
async function storeInto(name: string, perDocument: boolean): Promise<Record<string, string[]>> {
  const url = server.url.replace(/\/[^/]*$/, `/${name}`);
  await ensureDatabase(server.url, name);
  await migrate(url);
  await closePool();
  process.env.DATABASE_URL = url;
  const entityCache = perDocument ? undefined : newEntityCache();
  let stored = 0;
  for (let i = 0; i < docs.length; i += BATCH) {
    const batch = docs.slice(i, i + BATCH);
    const result = await withTransaction((client) => storeDocuments(client, batch, { perDocument, entityCache }));
    stored += result.stored.length;
  }
  await clusterPendingDocuments();
  const tables: Record<string, string[]> = { stored: [String(stored)] };
  for (const table of TABLES) {
    const { rows } = await pool().query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(t) - $1::text[] AS row FROM ${table} t`,
      [VOLATILE],
    );
    tables[table] = rows.map((r) => JSON.stringify(r.row)).sort();
  }
  await closePool();
  return tables;
}

describe("bulk store", () => {
  it("stores the same documents, entities, mentions, quotes, rollups and stories as one INSERT per document", async () => {
    expect(docs.length).toBe(SAMPLE);
    const before = await storeInto("per_document", true);
    const after = await storeInto("bulk", false);
    // The sample is big enough to exercise every table.
    for (const table of TABLES) expect(before[table]!.length, table).toBeGreaterThan(0);
    expect(Number(before.stored![0])).toBeGreaterThan(1900);
    for (const table of Object.keys(before)) {
      const [was, is] = [new Set(before[table]), new Set(after[table])];
      const missing = before[table]!.filter((row) => !is.has(row));
      const extra = after[table]!.filter((row) => !was.has(row));
      expect({ table, missing: missing.slice(0, 3), extra: extra.slice(0, 3) }).toEqual({
        table,
        missing: [],
        extra: [],
      });
      expect(after[table]!.length, table).toBe(before[table]!.length);
    }
  }, 900_000);
});
