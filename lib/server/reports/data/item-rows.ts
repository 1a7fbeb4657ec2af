import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { pool } from "@/lib/server/db/pool";
import type { TRow, TRowAs } from "@/lib/server/db/table-rows";
import { DOCUMENT_ITEM_COLUMNS, DOCUMENT_ITEM_FROM, type TDocumentItemRow } from "@/lib/server/documents/document-item";
import { commentVisibleText } from "@/lib/server/users/user-groups";

/** A saved document of a report: its item columns with its section and place. */
export type TReportItemRow = TDocumentItemRow &
  TRowAs<"report_sections", { section_id: "id"; section_title: "title" }> &
  TRow<"report_items", "position" | "note">;

/**
 * The saved documents of a report (of one section, when given) that the owner may see, in section order,
 * then item order, at most `limit`.
 */
export async function findReportItemRows(
  reportId: number,
  ownerId: number,
  sectionId: number | undefined,
  limit: number,
): Promise<TReportItemRow[]> {
  const { rows } = await pool().query<TReportItemRow>(
    `SELECT ${DOCUMENT_ITEM_COLUMNS}, s.id AS section_id, s.title AS section_title, i.position, i.note
     FROM report_items i JOIN report_sections s ON s.id = i.section_id
     JOIN ${DOCUMENT_ITEM_FROM} ON d.id = i.document_id
     WHERE s.report_id = $1 AND ($3::int IS NULL OR s.id = $3) AND ${commentVisibleText("$2")}
     ORDER BY s.position, s.id, i.position, i.id LIMIT ${limit}`,
    [reportId, ownerId, sectionId ?? null],
  );
  return rows;
}

/** The given section of the report, or (none given) its first; undefined when there is no such section. */
export async function findTargetSection(
  q: TQueryable,
  reportId: number,
  sectionId: number | undefined,
): Promise<number | undefined> {
  const { rows } = await q.query<TRow<"report_sections", "id">>(
    `SELECT id FROM report_sections WHERE report_id = $1 AND ($2::int IS NULL OR id = $2) ORDER BY position, id LIMIT 1`,
    [reportId, sectionId ?? null],
  );
  return rows[0]?.id;
}

/** The ids (as text) of the given documents that the user may see. */
export async function findVisibleDocumentIds(q: TQueryable, ids: string[], userId: number): Promise<string[]> {
  const { rows } = await q.query<TRow<"documents", "id">>(
    `SELECT d.id FROM documents d WHERE d.id = ANY($1::int8[]) AND ${commentVisibleText("$2")}`,
    [ids, userId],
  );
  return rows.map((r) => String(r.id));
}

/** The number of documents in a section. */
export async function countSectionItems(q: TQueryable, sectionId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM report_items WHERE section_id = $1`, [
    sectionId,
  ]);
  return rows[0]!.n;
}

/** Appends documents to a section in the given order (one already there keeps its place); returns how many. */
export async function appendSectionItems(
  q: TQueryable,
  sectionId: number,
  documentIds: string[],
  note: string,
): Promise<number> {
  const { rowCount } = await q.query(
    `INSERT INTO report_items (section_id, document_id, position, note)
       SELECT $1, x.id, (SELECT coalesce(max(position) + 1, 0) FROM report_items WHERE section_id = $1) + x.n - 1, $3
       FROM unnest($2::int8[]) WITH ORDINALITY AS x(id, n)
       ON CONFLICT (section_id, document_id) DO NOTHING`,
    [sectionId, documentIds, note],
  );
  return rowCount ?? 0;
}

/** Removes a document from one section of the report, or from all when none is given; returns how many. */
export async function deleteReportItemRows(
  q: TQueryable,
  reportId: number,
  documentId: string,
  sectionId: number | undefined,
): Promise<number | null> {
  const { rowCount } = await q.query(
    `DELETE FROM report_items i USING report_sections s
       WHERE s.id = i.section_id AND s.report_id = $1 AND i.document_id = $2::int8 AND ($3::int IS NULL OR s.id = $3)`,
    [reportId, documentId, sectionId ?? null],
  );
  return rowCount;
}
