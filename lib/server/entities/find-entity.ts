import "server-only";
import { DomainError } from "@/lib/server/errors";
import { findActiveEntityRow, findMergedInto } from "./data/entity-lookups";
import { type TEntityItemRow } from "./entity-item";
import { entityExtras, type TEntityExtra, type TEntityWithExtras } from "./entity-extras";
import { entityRef } from "./entity-keys";
import { toEntitySummary } from "./entity-summary";

/** An entity as a reference finds it: `mergedFrom` is the reference asked for when it was merged away. */
export type TEntityDetail = TEntityWithExtras & { mergedFrom?: string };

/** An active entity's row, or a 404 (unknown, requested and rejected entities look the same). */
export async function entityRow(id: bigint | string): Promise<TEntityItemRow> {
  const row = await findActiveEntityRow(String(id));
  if (!row) throw new DomainError("ENTITY_NOT_FOUND", `no entity ${entityRef(id)}`);
  return row;
}

/**
 * The entity a reference stands for now: an active entity itself, or the survivor a merged-away entity was
 * merged into (merges re-point older merges, so one step reaches the survivor); `mergedFrom` is the
 * reference that was asked for when it was followed. Unknown, blocked and rejected entities are a 404.
 */
export async function currentEntityRow(id: bigint | string): Promise<TEntityItemRow & { mergedFrom?: string }> {
  const into = await findMergedInto(String(id));
  if (!into) return entityRow(id);
  return { ...(await entityRow(into)), mergedFrom: entityRef(id) };
}

/**
 * /entity: one entity with its extras (Metadata and Images unless fewer are asked for). A merged-away
 * entity's reference answers with the survivor and `mergedFrom` naming the reference asked for.
 */
export async function findEntity(input: {
  id: bigint;
  extras: readonly TEntityExtra[];
  callerId: number;
}): Promise<TEntityDetail> {
  const { mergedFrom, ...row } = await currentEntityRow(input.id);
  const extras = await entityExtras([String(row.id)], input.extras, input);
  return { ...toEntitySummary(row), mergedFrom, extras: extras.get(String(row.id)) };
}
