import "server-only";
import { findDocumentItemRows } from "./data/visible-documents";
import { toDocumentSummary, type TDocumentSummary } from "./document-summary";

/** Documents for these ids, in the order given (ids that do not exist are left out). */
export async function findDocumentSummaries(ids: string[]): Promise<TDocumentSummary[]> {
  if (ids.length === 0) return [];
  const rows = await findDocumentItemRows(ids);
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toDocumentSummary(row)] : [];
  });
}
