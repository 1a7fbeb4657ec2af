import "server-only";
import { pool } from "@/lib/db/pool";
import {
  DOCUMENT_ITEM_COLUMNS,
  DOCUMENT_ITEM_FROM,
  toDocumentItem,
  type TDocumentItem,
  type TDocumentItemRow,
} from "./document-item";

/** Document items for these ids, in the order given (ids that do not exist are left out). */
export async function findDocumentItems(ids: string[], origin: string): Promise<TDocumentItem[]> {
  if (ids.length === 0) return [];
  const { rows } = await pool().query<TDocumentItemRow>(
    `SELECT ${DOCUMENT_ITEM_COLUMNS} FROM ${DOCUMENT_ITEM_FROM} WHERE d.id = ANY($1::int8[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toDocumentItem(row, origin)] : [];
  });
}
