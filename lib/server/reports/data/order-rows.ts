import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";
import type { TExportFormat } from "@/lib/server/export-files/types";

/** An order; its format is one of the export formats (the column's CHECK constraint). */
export type TOrderRow = TRow<
  "report_orders",
  | "id"
  | "report_id"
  | "nested"
  | "interval_hours"
  | "enabled"
  | "next_run_at"
  | "last_run_at"
  | "last_error"
  | "created_at"
  | "updated_at"
> & { format: TExportFormat };
export type TOrderFileRow = TRow<"report_files", "id" | "filename" | "size" | "created_at">;

/** The owner's orders, newest first. */
export async function findOrdersOfOwner(ownerId: number): Promise<TOrderRow[]> {
  const { rows } = await pool().query<TOrderRow>(`SELECT * FROM report_orders WHERE owner_id = $1 ORDER BY id DESC`, [
    ownerId,
  ]);
  return rows;
}

/** The owner's order, or undefined (unknown or another user's). */
export async function findOrderOfOwner(ownerId: number, id: number): Promise<TOrderRow | undefined> {
  const { rows } = await pool().query<TOrderRow>(`SELECT * FROM report_orders WHERE id = $1 AND owner_id = $2`, [
    id,
    ownerId,
  ]);
  return rows[0];
}

/** An order's files, newest first (without their contents). */
export async function findOrderFiles(orderId: number): Promise<TOrderFileRow[]> {
  const { rows } = await pool().query<TOrderFileRow>(
    `SELECT id, filename, size, created_at FROM report_files WHERE order_id = $1 ORDER BY created_at DESC, id DESC`,
    [orderId],
  );
  return rows;
}

/** Inserts an order, first due at `start` (default: now); returns its id. */
export async function insertOrder(
  ownerId: number,
  order: {
    reportId: number;
    format: TExportFormat;
    nested: boolean;
    intervalHours: number;
    start: Date | null;
    origin: string;
  },
): Promise<number> {
  const { rows } = await pool().query<TRow<"report_orders", "id">>(
    `INSERT INTO report_orders (report_id, owner_id, format, nested, interval_hours, next_run_at, origin)
     VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()), $7) RETURNING id`,
    [order.reportId, ownerId, order.format, order.nested, order.intervalHours, order.start, order.origin],
  );
  return rows[0]!.id;
}

/**
 * Changes the owner's order (null keeps a field); a start date sets the next run, and enabling an order
 * without one makes it due now. False when there is no such order of theirs.
 */
export async function updateOrderOfOwner(
  ownerId: number,
  id: number,
  change: {
    format: TExportFormat | null;
    nested: boolean | null;
    intervalHours: number | null;
    enabled: boolean | null;
    start: Date | null;
  },
): Promise<boolean> {
  const { rowCount } = await pool().query(
    `UPDATE report_orders SET format = coalesce($3, format), nested = coalesce($4, nested),
       interval_hours = coalesce($5, interval_hours), enabled = coalesce($6, enabled),
       next_run_at = CASE WHEN $7::timestamptz IS NOT NULL THEN $7::timestamptz
                          WHEN $6 IS TRUE AND next_run_at IS NULL THEN now() ELSE next_run_at END,
       updated_at = now()
     WHERE id = $1 AND owner_id = $2`,
    [id, ownerId, change.format, change.nested, change.intervalHours, change.enabled, change.start],
  );
  return rowCount !== 0;
}

/** Deletes the owner's order (and its files); false when there is no such order of theirs. */
export async function deleteOrderOfOwner(ownerId: number, id: number): Promise<boolean> {
  const { rowCount } = await pool().query(`DELETE FROM report_orders WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
  return rowCount !== 0;
}

/** A produced file of the owner's order, or undefined. */
export async function findOrderFileOfOwner(
  ownerId: number,
  orderId: number,
  fileId: string,
): Promise<TRow<"report_files", "filename" | "content_type" | "data"> | undefined> {
  const { rows } = await pool().query<TRow<"report_files", "filename" | "content_type" | "data">>(
    `SELECT f.filename, f.content_type, f.data FROM report_files f JOIN report_orders o ON o.id = f.order_id
     WHERE f.id = $1::int8 AND o.id = $2 AND o.owner_id = $3`,
    [fileId, orderId, ownerId],
  );
  return rows[0];
}
