import "server-only";
import type pg from "pg";
import { DomainError } from "@/lib/server/errors";
import { findActiveEntityNamed, lockEntityName, upsertEntityWithAlias } from "./data/entity-names";
import { type TEntityItemRow } from "./entity-item";
import { entityRef, nameKey, slugify } from "./entity-keys";

/**
 * Serialises everything that creates an entity or a request under one name (any type) until the
 * transaction ends, so two concurrent adds of "Acme" cannot both succeed.
 */
export async function lockName(client: pg.PoolClient, key: string): Promise<void> {
  await lockEntityName(client, key);
}

/** An active entity already known by this name key (of any type), if any. */
export async function entityNamed(client: pg.PoolClient, key: string): Promise<TEntityItemRow | undefined> {
  return findActiveEntityNamed(client, key);
}

export function entityExists(existing: TEntityItemRow): DomainError {
  return new DomainError(
    "ENTITY_EXISTS",
    `an entity named "${existing.name}" already exists (${existing.type}, ${entityRef(existing.id)}); descriptions are unique regardless of case, accents and type`,
  );
}

/**
 * Creates an entity inside the caller's transaction: names are system-unique by name key (case,
 * diacritics and punctuation ignored) across all types, so an existing active entity is a 409. A
 * rejected or requested row of the same type and name is reactivated. The name is recorded as an alias
 * so that ingestion resolves later mentions to this entity.
 */
export async function createEntity(
  client: pg.PoolClient,
  input: { name: string; type: string; language: string },
): Promise<TEntityItemRow> {
  const name = input.name.trim().replace(/\s+/g, " ");
  const key = nameKey(name);
  await lockName(client, key);
  const existing = await entityNamed(client, key);
  if (existing) throw entityExists(existing);
  return upsertEntityWithAlias(client, {
    type: input.type,
    name,
    key,
    slug: slugify(name),
    language: input.language,
  });
}
