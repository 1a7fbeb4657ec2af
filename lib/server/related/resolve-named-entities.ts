import "server-only";
import { nameKey } from "@/lib/server/entities/entity-keys";
import { DomainError } from "@/lib/server/errors";
import { findActiveEntityByKey, findActiveEntityId, findActiveEntityIds } from "./data/related-entities";
import { parseNamedEntities, TNamedEntityError, type TNamedEntity } from "./parse-named-entities";

const invalid = (field: string, message: string) => new DomainError("INVALID_PARAMETER", `${field}: ${message}`);

/**
 * Resolves an `items` list (parseNamedEntities) to entity ids, in order without repeats. A name
 * matches an active entity of that type (any type when none is given) by its name, else by an alias
 * (the most-mentioned wins); failing both, without a trailing parenthesised qualifier
 * ("Republican Party (US)" → "Republican Party"). Anything unresolved is a 400 naming the entry.
 */
export async function resolveNamedEntities(list: string, field = "items"): Promise<bigint[]> {
  let entries: TNamedEntity[];
  try {
    entries = parseNamedEntities(list);
  } catch (error) {
    if (error instanceof TNamedEntityError) throw invalid(field, error.message);
    throw error;
  }
  const ids: bigint[] = [];
  for (const entry of entries) {
    const id = "id" in entry ? await existing(entry.id) : await byName(entry.name, entry.type);
    if (id === undefined) throw invalid(field, `no entity is known as "${entry.text}"`);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Checks that entity ids exist (active); a missing one is a 400 naming the parameter and the id. */
export async function requireEntities(ids: bigint[], field: string): Promise<bigint[]> {
  if (ids.length === 0) return [];
  const found = new Set(await findActiveEntityIds(ids));
  const missing = ids.find((id) => !found.has(String(id)));
  if (missing !== undefined) throw invalid(`parameter ${field}`, `no entity 11_${missing}`);
  return [...new Set(ids)];
}

async function existing(id: bigint): Promise<bigint | undefined> {
  return findActiveEntityId(id);
}

async function byName(name: string, type: string | undefined): Promise<bigint | undefined> {
  for (const candidate of [name, name.replace(/\s*\([^()]*\)\s*$/, "")]) {
    const key = nameKey(candidate);
    if (!key) continue;
    const found = await findActiveEntityByKey(key, type);
    if (found !== undefined) return found;
  }
  return undefined;
}
