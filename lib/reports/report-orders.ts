import "server-only";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import type { TExportFormat } from "@/lib/export/types";
import { getReport } from "./manage-reports";

// An order asks for a report to be produced as a file, once (IntervalHours 0) or every IntervalHours,
// from StartDate (default: now). The worker (produce-reports.ts) makes the files; the owner downloads them.

export type TReportOrder = {
  Id: number;
  ReportId: number;
  Format: TExportFormat;
  Nested: boolean;
  IntervalHours: number;
  Enabled: boolean;
  NextRunDate: Date | string;
  LastRunDate: Date | string;
  LastError: string;
  Files?: { Id: string; FileName: string; Size: number; CreatedDate: Date }[];
  CreatedDate: Date;
  LastUpdated: Date;
};

type TRow = {
  id: number;
  report_id: number;
  format: TExportFormat;
  nested: boolean;
  interval_hours: number;
  enabled: boolean;
  next_run_at: Date | null;
  last_run_at: Date | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
};

const MIN_DATE = "0001-01-01T00:00:00";

const toOrder = (row: TRow): TReportOrder => ({
  Id: row.id,
  ReportId: row.report_id,
  Format: row.format,
  Nested: row.nested,
  IntervalHours: row.interval_hours,
  Enabled: row.enabled,
  NextRunDate: row.next_run_at ?? MIN_DATE,
  LastRunDate: row.last_run_at ?? MIN_DATE,
  LastError: row.last_error ?? "",
  CreatedDate: row.created_at,
  LastUpdated: row.updated_at,
});

export async function listReportOrders(ownerId: number): Promise<TReportOrder[]> {
  const { rows } = await pool().query<TRow>(`SELECT * FROM report_orders WHERE owner_id = $1 ORDER BY id DESC`, [
    ownerId,
  ]);
  return rows.map(toOrder);
}

/** The caller's order with its files, newest first; another user's or unknown: 404. */
export async function getReportOrder(ownerId: number, id: number): Promise<TReportOrder> {
  const { rows } = await pool().query<TRow>(`SELECT * FROM report_orders WHERE id = $1 AND owner_id = $2`, [
    id,
    ownerId,
  ]);
  if (!rows[0]) throw orderNotFound(id);
  const files = await pool().query<{ id: string; filename: string; size: number; created_at: Date }>(
    `SELECT id, filename, size, created_at FROM report_files WHERE order_id = $1 ORDER BY created_at DESC, id DESC`,
    [id],
  );
  return {
    ...toOrder(rows[0]),
    Files: files.rows.map((f) => ({ Id: String(f.id), FileName: f.filename, Size: f.size, CreatedDate: f.created_at })),
  };
}

export async function createReportOrder(
  ownerId: number,
  input: {
    reportId: number;
    format: TExportFormat;
    nested: boolean;
    intervalHours: number;
    start?: Date;
    origin: string;
  },
): Promise<TReportOrder> {
  await getReport(ownerId, input.reportId);
  const { rows } = await pool().query<{ id: number }>(
    `INSERT INTO report_orders (report_id, owner_id, format, nested, interval_hours, next_run_at, origin)
     VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()), $7) RETURNING id`,
    [input.reportId, ownerId, input.format, input.nested, input.intervalHours, input.start ?? null, input.origin],
  );
  return getReportOrder(ownerId, rows[0]!.id);
}

export async function updateReportOrder(
  ownerId: number,
  id: number,
  change: { format?: TExportFormat; nested?: boolean; intervalHours?: number; enabled?: boolean; start?: Date },
): Promise<TReportOrder> {
  const { rowCount } = await pool().query(
    `UPDATE report_orders SET format = coalesce($3, format), nested = coalesce($4, nested),
       interval_hours = coalesce($5, interval_hours), enabled = coalesce($6, enabled),
       next_run_at = CASE WHEN $7::timestamptz IS NOT NULL THEN $7::timestamptz
                          WHEN $6 IS TRUE AND next_run_at IS NULL THEN now() ELSE next_run_at END,
       updated_at = now()
     WHERE id = $1 AND owner_id = $2`,
    [
      id,
      ownerId,
      change.format ?? null,
      change.nested ?? null,
      change.intervalHours ?? null,
      change.enabled ?? null,
      change.start ?? null,
    ],
  );
  if (rowCount === 0) throw orderNotFound(id);
  return getReportOrder(ownerId, id);
}

export async function deleteReportOrder(ownerId: number, id: number): Promise<void> {
  const { rowCount } = await pool().query(`DELETE FROM report_orders WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
  if (rowCount === 0) throw orderNotFound(id);
}

export async function reportFile(ownerId: number, orderId: number, fileId: string) {
  const { rows } = await pool().query<{ filename: string; content_type: string; data: Buffer }>(
    `SELECT f.filename, f.content_type, f.data FROM report_files f JOIN report_orders o ON o.id = f.order_id
     WHERE f.id = $1::int8 AND o.id = $2 AND o.owner_id = $3`,
    [fileId, orderId, ownerId],
  );
  if (!rows[0]) throw new DomainError("FILE_NOT_FOUND", `no file ${fileId} of order ${orderId}`);
  return rows[0];
}

export const orderNotFound = (id: number) => new DomainError("ORDER_NOT_FOUND", `no report order ${id}`);
