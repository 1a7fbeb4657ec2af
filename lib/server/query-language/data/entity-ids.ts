import "server-only";
import { pool } from "@/lib/server/db/pool";

/**
 * The entities each (type, name key) pair names: by name or any alias (alias_key holds every surface
 * form, the name included). One statement for all pairs; a pair that names nothing maps to [].
 */
export async function findEntityIdsByKey(pairs: readonly { type: string; key: string }[]): Promise<bigint[][]> {
  if (pairs.length === 0) return [];
  const { rows } = await pool().query<{ i: number; id: string }>(
    `SELECT q.i, a.entity_id AS id
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(type, key, i)
     JOIN entity_aliases a ON a.alias_key = q.key
     JOIN entities e ON e.id = a.entity_id AND e.type = q.type
     ORDER BY q.i, a.entity_id`,
    [pairs.map((p) => p.type), pairs.map((p) => p.key)],
  );
  const ids: bigint[][] = pairs.map(() => []);
  for (const row of rows) {
    const list = ids[Number(row.i) - 1]!;
    const id = BigInt(row.id);
    if (list.at(-1) !== id) list.push(id);
  }
  return ids;
}
