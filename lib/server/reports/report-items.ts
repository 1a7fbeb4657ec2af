import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { toDocumentSummary, type TDocumentSummary } from "@/lib/server/documents/document-summary";
import { DomainError } from "@/lib/server/errors";
import type { TItemKey } from "@/lib/server/projects/item-refs";
import {
  appendSectionItems,
  countSectionItems,
  deleteReportItemRows,
  findReportItemRows,
  findTargetSection,
  findVisibleDocumentIds,
} from "./data/item-rows";
import { getReport, lockReport } from "./manage-reports";
import { sectionNotFound } from "./manage-sections";

/** A saved document with its section, its place in the section and its note. */
export type TReportItem = TDocumentSummary & {
  sectionId: number;
  sectionTitle: string;
  position: number;
  note: string;
};

/** A report holds at most this many documents. */
export const REPORT_ITEMS_MAX = 5_000;

/**
 * The saved documents of a report in section order, then item order. Documents the owner may no longer
 * see (a provider restricted since) are left out.
 */
export async function listReportItems(ownerId: number, reportId: number, sectionId?: number): Promise<TReportItem[]> {
  const report = await getReport(ownerId, reportId);
  if (sectionId !== undefined && !report.sections.some((s) => s.id === sectionId)) throw sectionNotFound(sectionId);
  const rows = await findReportItemRows(reportId, ownerId, sectionId, REPORT_ITEMS_MAX);
  return rows.map((row) => ({
    ...toDocumentSummary(row),
    sectionId: row.section_id,
    sectionTitle: row.section_title,
    position: row.position,
    note: row.note,
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
    const section = await findTargetSection(client, reportId, input.sectionId);
    if (section === undefined) throw sectionNotFound(input.sectionId ?? 0);
    const ids = input.keys.map((k) => k.itemId);
    const found = new Set(await findVisibleDocumentIds(client, ids, ownerId));
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw new DomainError("DOCUMENT_NOT_FOUND", `no document 5_${missing}`);
    if ((await countSectionItems(client, section)) + ids.length > REPORT_ITEMS_MAX) {
      throw new DomainError("REPORT_FULL", `a report section holds at most ${REPORT_ITEMS_MAX} documents`);
    }
    return appendSectionItems(client, section, ids, input.note);
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
    const rowCount = await deleteReportItemRows(client, reportId, key.itemId, sectionId);
    if (rowCount === 0) throw new DomainError("NOT_IN_REPORT", `5_${key.itemId} is not in this report`);
  });
}
