import "server-only";
import { pool, withTransaction } from "@/lib/db/pool";
import {
  DOCUMENT_ITEM_COLUMNS,
  DOCUMENT_ITEM_FROM,
  toDocumentItem,
  type TDocumentItem,
} from "@/lib/documents/document-item";
import { DomainError } from "@/lib/errors";
import type { TItemKey } from "@/lib/projects/item-refs";
import { commentVisibleText } from "@/lib/users/user-groups";
import { getReport, lockReport } from "./manage-reports";
import { sectionNotFound } from "./manage-sections";

export type TReportItem = TDocumentItem & { SectionId: number; SectionTitle: string; Position: number; Note: string };

/** A report holds at most this many documents. */
export const REPORT_ITEMS_MAX = 5_000;

/**
 * The saved documents of a report in section order, then item order. Documents the owner may no longer
 * see (a provider restricted since) are left out.
 */
export async function listReportItems(
  ownerId: number,
  reportId: number,
  origin: string,
  sectionId?: number,
): Promise<TReportItem[]> {
  const report = await getReport(ownerId, reportId);
  if (sectionId !== undefined && !report.Sections!.some((s) => s.Id === sectionId)) throw sectionNotFound(sectionId);
  const { rows } = await pool().query(
    `SELECT ${DOCUMENT_ITEM_COLUMNS}, s.id AS section_id, s.title AS section_title, i.position, i.note
     FROM report_items i JOIN report_sections s ON s.id = i.section_id
     JOIN ${DOCUMENT_ITEM_FROM} ON d.id = i.document_id
     WHERE s.report_id = $1 AND ($3::int IS NULL OR s.id = $3) AND ${commentVisibleText("$2")}
     ORDER BY s.position, s.id, i.position, i.id LIMIT ${REPORT_ITEMS_MAX}`,
    [reportId, ownerId, sectionId ?? null],
  );
  return rows.map((row) => ({
    ...toDocumentItem(row, origin),
    SectionId: row.section_id,
    SectionTitle: row.section_title,
    Position: row.position,
    Note: row.note,
  }));
}

/**
 * Saves documents into a section (default: the first), after its last item, in the given order. A document
 * that does not exist or that the owner may not see is a 404 and nothing is saved; one already in the
 * section keeps its place. Answers the number added.
 */
export async function addReportItems(
  ownerId: number,
  reportId: number,
  input: { keys: TItemKey[]; sectionId?: number; note: string },
): Promise<number> {
  const entity = input.keys.find((k) => k.itemClass !== 5);
  if (entity) throw new DomainError("INVALID_ITEM_REF", "ItemRefs: a report holds documents (5_<n>) only");
  return withTransaction(async (client) => {
    await lockReport(client, ownerId, reportId);
    const { rows: sections } = await client.query<{ id: number }>(
      `SELECT id FROM report_sections WHERE report_id = $1 AND ($2::int IS NULL OR id = $2) ORDER BY position, id LIMIT 1`,
      [reportId, input.sectionId ?? null],
    );
    if (!sections[0]) throw sectionNotFound(input.sectionId ?? 0);
    const ids = input.keys.map((k) => k.itemId);
    const { rows: visible } = await client.query<{ id: string }>(
      `SELECT d.id FROM documents d WHERE d.id = ANY($1::int8[]) AND ${commentVisibleText("$2")}`,
      [ids, ownerId],
    );
    const found = new Set(visible.map((r) => String(r.id)));
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw new DomainError("DOCUMENT_NOT_FOUND", `no document 5_${missing}`);
    const { rows: count } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM report_items WHERE section_id = $1`,
      [sections[0].id],
    );
    if (count[0]!.n + ids.length > REPORT_ITEMS_MAX) {
      throw new DomainError("REPORT_FULL", `a report section holds at most ${REPORT_ITEMS_MAX} documents`);
    }
    const { rowCount } = await client.query(
      `INSERT INTO report_items (section_id, document_id, position, note)
       SELECT $1, x.id, (SELECT coalesce(max(position) + 1, 0) FROM report_items WHERE section_id = $1) + x.n - 1, $3
       FROM unnest($2::int8[]) WITH ORDINALITY AS x(id, n)
       ON CONFLICT (section_id, document_id) DO NOTHING`,
      [sections[0].id, ids, input.note],
    );
    return rowCount ?? 0;
  });
}

/** Removes a document from a section, or from every section of the report when none is given. */
export async function removeReportItem(
  ownerId: number,
  reportId: number,
  key: TItemKey,
  sectionId?: number,
): Promise<void> {
  await withTransaction(async (client) => {
    await lockReport(client, ownerId, reportId);
    const { rowCount } = await client.query(
      `DELETE FROM report_items i USING report_sections s
       WHERE s.id = i.section_id AND s.report_id = $1 AND i.document_id = $2::int8 AND ($3::int IS NULL OR s.id = $3)`,
      [reportId, key.itemId, sectionId ?? null],
    );
    if (rowCount === 0) throw new DomainError("NOT_IN_REPORT", `5_${key.itemId} is not in this report`);
  });
}
