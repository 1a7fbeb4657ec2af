import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase, startEmbeddedPostgres, type TEmbeddedDb } from "@/lib/server/db/embedded";
import { migrate } from "@/lib/server/db/migrate";
import { closePool, pool, withTransaction } from "@/lib/server/db/pool";
import { nameKey } from "@/lib/server/entities/entity-keys";
import { newEntityCache, occurrenceKey } from "@/lib/server/entities/resolve-entities";
import { clusterPendingDocuments } from "@/lib/server/stories/cluster-documents";
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

async function freshDatabase(name: string): Promise<void> {
  const url = server.url.replace(/\/[^/]*$/, `/${name}`);
  await ensureDatabase(server.url, name);
  await migrate(url);
  await closePool();
  process.env.DATABASE_URL = url;
}

/** A fresh migrated database holding the sample stored one way, as table name → sorted rows. */
async function storeInto(name: string, perDocument: boolean): Promise<Record<string, string[]>> {
  await freshDatabase(name);
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

  it("follows a merge or a block made by another process while the import runs", async () => {
    await freshDatabase("corrected");
    // Two names, each in three documents of the sample: [type, name, the three documents].
    const byKey = new Map<string, TPrepared[]>();
    for (const doc of docs) {
      for (const o of new Set(doc.enrichment.entities.map((e) => occurrenceKey(e.type, e.name)))) {
        byKey.set(o, [...(byKey.get(o) ?? []), doc]);
      }
    }
    const shared = [...byKey.entries()].filter(([, list]) => list.length >= 2);
    const merged = shared[0];
    const blocked = shared.find(([, list]) => !list.slice(0, 2).some((d) => merged![1].slice(0, 2).includes(d)));
    expect(merged && blocked).toBeTruthy();
    const entityCache = newEntityCache();
    const store = (batch: TPrepared[]) => withTransaction((client) => storeDocuments(client, batch, { entityCache }));
    const idOf = async ([key]: [string, TPrepared[]]) =>
      (
        await pool().query<{ id: string }>("SELECT id FROM entities WHERE type = $1 AND name_key = $2", [
          key.slice(0, key.indexOf("|")),
          key.slice(key.indexOf("|") + 1),
        ])
      ).rows[0]!.id;
    const entitiesOf = async (origin: string) =>
      (
        await pool().query<{ entity_id: string }>(
          "SELECT m.entity_id FROM mentions m JOIN documents d ON d.id = m.document_id WHERE d.provider_ref = $1",
          [docs.find((d) => d.origin === origin)!.providerRef],
        )
      ).rows.map((r) => r.entity_id);

    await store([merged![1][0]!, blocked![1][0]!]);
    const [mergedId, blockedId] = [await idOf(merged!), await idOf(blocked!)];
    expect(entityCache.ids.get(merged![0])).toBe(mergedId);
    // Another process (an editor's correction) merges one entity into a new one and blocks the other.
    const { rows } = await pool().query<{ id: string }>(
      "INSERT INTO entities (type, name, name_key, slug) VALUES ('Person', 'Survivor', $1, 'survivor') RETURNING id",
      [nameKey("Survivor")],
    );
    const survivor = rows[0]!.id;
    await pool().query("UPDATE entities SET status = 'merged', merged_into = $1 WHERE id = $2", [survivor, mergedId]);
    await pool().query("UPDATE entities SET status = 'blocked' WHERE id = $1", [blockedId]);

    await store([merged![1][1]!, blocked![1][1]!]);
    const mergedLater = await entitiesOf(merged![1][1]!.origin);
    expect(mergedLater).toContain(survivor);
    expect(mergedLater).not.toContain(mergedId);
    expect(await entitiesOf(blocked![1][1]!.origin)).not.toContain(blockedId);
    expect(entityCache.ids.has(merged![0])).toBe(false);
    await closePool();
  }, 300_000);
});
