import "server-only";
import { now } from "@/lib/db/clock";
import { pool } from "@/lib/db/pool";
import { entityRef, nameKey } from "./entity-keys";

/**
 * /term/availability: whether an entity of this description could be created now. Reason: "available",
 * "exists" (an active entity of any type has the same name key; ExistingId names it) or "requested" (a
 * request for it is pending). Descriptions are system-unique, so the type does not change the answer;
 * it is echoed.
 */
export async function checkEntityAvailability(input: { name: string; type?: string }) {
  const name = input.name.trim().replace(/\s+/g, " ");
  const key = nameKey(name);
  const { rows } = await pool().query<{ id: string | null; type: string | null; pending: boolean }>(
    `SELECT
       (SELECT id FROM entities WHERE name_key = $1 AND status = 'active' ORDER BY doc_count DESC, id LIMIT 1) AS id,
       (SELECT type FROM entities WHERE name_key = $1 AND status = 'active' ORDER BY doc_count DESC, id LIMIT 1) AS type,
       EXISTS (SELECT 1 FROM entity_requests WHERE name_key = $1 AND status = 'pending') AS pending`,
    [key],
  );
  const row = rows[0]!;
  const reason = row.id ? "exists" : row.pending ? "requested" : "available";
  return {
    Available: reason === "available",
    Description: name,
    Type: input.type ?? "",
    Reason: reason,
    ...(row.id ? { ExistingId: entityRef(row.id), ExistingType: row.type ?? undefined } : {}),
    LastUpdated: now(),
  };
}
