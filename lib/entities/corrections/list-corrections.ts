import "server-only";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { entityRef } from "../entity-keys";
import { summarise } from "./record-correction";

/**
 * GET /v1/entities/{ref}/history: every correction that touched the entity, newest first, with who,
 * when, before and after, and whether it was undone (and whether it can be undone now); Entity is the
 * entity as it is now (names, type, status, aliases).
 */
export async function listCorrections(entity: bigint) {
  const { rows } = await pool().query<{
    id: string;
    kind: string;
    entity_id: string;
    username: string;
    at: Date;
    before: unknown;
    after: unknown;
    undone_at: Date | null;
    undo_of: string | null;
    latest: boolean;
  }>(
    `SELECT c.id::text, c.kind, c.entity_id::text, c.username, c.at, c.before, c.after, c.undone_at, c.undo_of::text,
       NOT EXISTS (SELECT 1 FROM entity_corrections l WHERE l.id > c.id AND l.kind <> 'undo' AND l.undone_at IS NULL
                   AND l.entity_ids && c.entity_ids) AS latest
     FROM entity_corrections c WHERE c.entity_ids @> ARRAY[$1::int8] ORDER BY c.id DESC LIMIT 500`,
    [String(entity)],
  );
  const client = await pool().connect();
  const current = await summarise(client, [String(entity)]).finally(() => client.release());
  if (!current[0]) throw new DomainError("ENTITY_NOT_FOUND", `no entity ${entityRef(String(entity))}`);
  return {
    Entity: current[0],
    TotalCount: rows.length,
    Items: rows.map((r) => ({
      Id: r.id,
      Kind: r.kind,
      Entity: entityRef(r.entity_id),
      User: r.username,
      At: r.at,
      Before: r.before,
      After: r.after,
      UndoneAt: r.undone_at,
      UndoOf: r.undo_of,
      CanUndo: r.kind !== "undo" && !r.undone_at && r.latest,
    })),
  };
}
