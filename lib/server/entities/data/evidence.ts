import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";
import { DOCUMENT_ITEM_COLUMNS, DOCUMENT_ITEM_FROM, type TDocumentItemRow } from "@/lib/server/documents/document-item";
import { commentVisibleText } from "@/lib/server/users/user-groups";
import type { TSpan } from "../evidence-sentences";

/** A document the entity was recognised in, with its text and the mention spans. */
export type TEvidenceRow = TDocumentItemRow & TRow<"documents", "body"> & { spans: TSpan[] };

/** One page of the documents the caller may see in which the entity was recognised, newest first. */
export async function findEvidencePage(
  entityId: string,
  callerId: number,
  pageSize: number,
  pageNumber: number,
): Promise<TEvidenceRow[]> {
  const { rows } = await pool().query<TEvidenceRow>(
    `SELECT ${DOCUMENT_ITEM_COLUMNS}, d.body, m.spans
       FROM mentions m JOIN ${DOCUMENT_ITEM_FROM} ON d.id = m.document_id
       WHERE m.entity_id = $1 AND ${commentVisibleText("$2")}
       ORDER BY m.published_at DESC, m.document_id DESC LIMIT $3 OFFSET $4`,
    [entityId, callerId, pageSize, pageSize * pageNumber],
  );
  return rows;
}

/** How many documents the caller may see mention the entity. */
export async function countEvidenceDocuments(entityId: string, callerId: number): Promise<number> {
  const { rows } = await pool().query<{ n: number }>(
    `SELECT count(*)::int AS n FROM mentions m JOIN documents d ON d.id = m.document_id
     WHERE m.entity_id = $1 AND ${commentVisibleText("$2")}`,
    [entityId, callerId],
  );
  return rows[0]?.n ?? 0;
}

/** The entity's aliases. */
export async function findAliasesOf(entityId: string): Promise<string[]> {
  const { rows } = await pool().query<TRow<"entity_aliases", "alias">>(
    `SELECT alias FROM entity_aliases WHERE entity_id = $1`,
    [entityId],
  );
  return rows.map((a) => a.alias);
}
