import "server-only";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { toEntityItem, type TEntityItemRow } from "./entity-item";
import { entityExtras, type TEntityExtra } from "./entity-extras";
import { entityRef } from "./entity-keys";

/** An active entity's row, or a 404 (unknown, requested and rejected entities look the same). */
export async function entityRow(id: bigint | string): Promise<TEntityItemRow> {
  const { rows } = await pool().query<TEntityItemRow>(
    `SELECT id, type, name, slug, updated_at FROM entities WHERE id = $1::int8 AND status = 'active'`,
    [String(id)],
  );
  if (!rows[0]) throw new DomainError(404, "ENTITY_NOT_FOUND", `no entity ${entityRef(id)}`);
  return rows[0];
}

/** /entity: one entity item with its Extras (Metadata and Images unless fewer are asked for). */
export async function findEntity(input: {
  id: bigint;
  extras: readonly TEntityExtra[];
  callerId: number;
  origin: string;
}) {
  const row = await entityRow(input.id);
  const extras = await entityExtras([String(row.id)], input.extras, input);
  const found = extras.get(String(row.id));
  return { ...toEntityItem(row), ...(found ? { Extras: { ...found, LastUpdated: row.updated_at } } : {}) };
}
