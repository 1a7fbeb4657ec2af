import "server-only";
import type pg from "pg";
import type { TEntityOccurrence } from "@/lib/nlp/types";
import {
  findBlockedAliases,
  findEntitiesByAliasKeys,
  findEntitiesByNameKeys,
  findInactiveEntityIds,
  insertResolvedAliases,
  insertResolvedEntities,
} from "./data/entity-resolution";
import { nameKey, slugify } from "./entity-keys";

type TKey = string; // `${type}|${nameKey}`
const keyOf = (type: string, name: string): TKey => `${type}|${nameKey(name)}`;

/**
 * What one import has resolved so far: names found exactly or created (never alias matches, which
 * follow mention counts that change as documents arrive) and the alias rows already written. Kept
 * for the length of an import so a batch queries only names it has not seen; entities corrected
 * meanwhile (merged, blocked) are checked once per batch and resolved afresh.
 */
export type TEntityCache = { ids: Map<TKey, string>; aliases: Set<string> };
export const newEntityCache = (): TEntityCache => ({ ids: new Map(), aliases: new Set() });

/**
 * One entity per real-world thing: an occurrence resolves to the entity of the same type with the
 * same name, else to the most-mentioned entity of that type known by that name as an alias ("Pelosi"
 * → "Nancy Pelosi"), else a new entity. Aliases seen are recorded for later documents.
 * Returns entity ids keyed by `${type}|${nameKey(occurrence.name)}`.
 */
export async function resolveEntities(
  client: pg.PoolClient,
  occurrences: TEntityOccurrence[],
  cache?: TEntityCache,
): Promise<Map<TKey, string>> {
  const byKey = new Map<TKey, TEntityOccurrence>();
  for (const occurrence of occurrences) {
    const key = keyOf(occurrence.type, occurrence.name);
    if (nameKey(occurrence.name) && !byKey.has(key)) byKey.set(key, occurrence);
  }
  const resolved = new Map<TKey, string>();
  if (byKey.size === 0) return resolved;
  if (cache) await takeCached(client, cache, byKey, resolved);
  // a stable order avoids deadlocks between concurrent batches
  const keys = [...byKey.keys()].filter((k) => !resolved.has(k)).sort();
  if (keys.length === 0) {
    await recordAliases(client, byKey, resolved, cache);
    return resolved;
  }
  const types = keys.map((k) => k.split("|")[0]!);
  const names = keys.map((k) => k.slice(k.indexOf("|") + 1));

  // Corrections (lib/server/entities/corrections): a merged entity resolves to its survivor; a blocked name,
  // or an alias of a blocked entity, is no entity and is skipped.
  const exact = await findEntitiesByNameKeys(client, types, names);
  const skipped = new Set<TKey>();
  for (const row of exact) {
    const key = `${row.type}|${row.name_key}`;
    if (row.status === "blocked") skipped.add(key);
    else {
      resolved.set(key, row.status === "merged" && row.merged_into ? row.merged_into : row.id);
      if (row.status === "active") cache?.ids.set(key, row.id);
    }
  }
  const blockedAliases = await findBlockedAliases(client, types, names);
  for (const row of blockedAliases) {
    const key = `${row.type}|${row.alias_key}`;
    if (!resolved.has(key)) skipped.add(key);
  }

  const missing = keys.filter((k) => !resolved.has(k) && !skipped.has(k));
  if (missing.length > 0) {
    const byAlias = await findEntitiesByAliasKeys(
      client,
      missing.map((k) => k.split("|")[0]!),
      missing.map((k) => k.slice(k.indexOf("|") + 1)),
    );
    for (const row of byAlias) resolved.set(`${row.type}|${row.alias_key}`, row.id);
  }

  const toCreate = keys.filter((k) => !resolved.has(k) && !skipped.has(k)).map((k) => byKey.get(k)!);
  if (toCreate.length > 0) {
    const created = await insertResolvedEntities(
      client,
      toCreate.map((o) => ({
        type: o.type,
        name: o.name,
        key: nameKey(o.name),
        slug: slugify(o.name),
        latitude: o.geo?.latitude ?? null,
        longitude: o.geo?.longitude ?? null,
        countryCode: o.geo?.countryCode ?? null,
        population: o.geo?.population ?? null,
        metadata: JSON.stringify(o.metadata ?? {}),
      })),
    );
    for (const row of created) {
      resolved.set(`${row.type}|${row.name_key}`, row.id);
      cache?.ids.set(`${row.type}|${row.name_key}`, row.id);
    }
  }

  await recordAliases(client, byKey, resolved, cache);
  return resolved;
}

/** Resolves the batch's names from the cache, dropping those whose entity is no longer active. */
async function takeCached(
  client: pg.PoolClient,
  cache: TEntityCache,
  byKey: Map<TKey, TEntityOccurrence>,
  resolved: Map<TKey, string>,
) {
  const hits = [...byKey.keys()].filter((k) => cache.ids.has(k));
  if (hits.length === 0) return;
  const stale = new Set(await findInactiveEntityIds(client, [...new Set(hits.map((k) => cache.ids.get(k)!))]));
  for (const key of hits) {
    const id = cache.ids.get(key)!;
    if (stale.has(id)) cache.ids.delete(key);
    else resolved.set(key, id);
  }
  if (stale.size > 0)
    for (const alias of [...cache.aliases]) if (stale.has(alias.split("|")[1]!)) cache.aliases.delete(alias);
}

async function recordAliases(
  client: pg.PoolClient,
  byKey: Map<TKey, TEntityOccurrence>,
  ids: Map<TKey, string>,
  cache?: TEntityCache,
) {
  const rows = new Map<string, { key: string; id: string; alias: string }>();
  for (const [key, occurrence] of byKey) {
    const id = ids.get(key);
    if (!id) continue;
    for (const alias of [occurrence.name, ...occurrence.aliases]) {
      const aliasKey = nameKey(alias);
      if (aliasKey && !cache?.aliases.has(`${aliasKey}|${id}`))
        rows.set(`${aliasKey}|${id}`, { key: aliasKey, id, alias });
    }
  }
  const sorted = [...rows.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (sorted.length === 0) return;
  await insertResolvedAliases(client, sorted);
  for (const r of sorted) cache?.aliases.add(`${r.key}|${r.id}`);
}

export { keyOf as occurrenceKey };
