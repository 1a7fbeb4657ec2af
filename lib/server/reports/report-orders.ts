import "server-only";
import { DomainError } from "@/lib/server/errors";
import type { TExportFormat } from "@/lib/server/export-files/types";
import {
  deleteOrderOfOwner,
  findOrderFileOfOwner,
  findOrderFiles,
  findOrderOfOwner,
  findOrdersOfOwner,
  insertOrder,
  updateOrderOfOwner,
  type TOrderRow,
} from "./data/order-rows";
import { getReport } from "./manage-reports";

// An order asks for a report to be produced as a file, once (IntervalHours 0) or every IntervalHours,
// from StartDate (default: now). The worker (produce-reports.ts) makes the files; the owner downloads them.

export type TReportOrder = {
  id: number;
  reportId: number;
  format: TExportFormat;
  nested: boolean;
  /** 0: once. */
  intervalHours: number;
  enabled: boolean;
  /** null: not scheduled (a one-off order that has run). */
  nextRunAt: Date | null;
  lastRunAt: Date | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
};
/** A produced file of an order. */
export type TReportFile = { id: string; filename: string; size: number; createdAt: Date };
/** An order with its files, newest first. */
export type TReportOrderDetail = TReportOrder & { files: TReportFile[] };

const toOrder = (row: TOrderRow): TReportOrder => ({
  id: row.id,
  reportId: row.report_id,
  format: row.format,
  nested: row.nested,
  intervalHours: row.interval_hours,
  enabled: row.enabled,
  nextRunAt: row.next_run_at,
  lastRunAt: row.last_run_at,
  lastError: row.last_error,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function listReportOrders(ownerId: number): Promise<TReportOrder[]> {
  return (await findOrdersOfOwner(ownerId)).map(toOrder);
}

/** The caller's order with its files, newest first; another user's or unknown: 404. */
export async function getReportOrder(ownerId: number, id: number): Promise<TReportOrderDetail> {
  const row = await findOrderOfOwner(ownerId, id);
  if (!row) throw orderNotFound(id);
  const files = await findOrderFiles(id);
  return {
    ...toOrder(row),
    files: files.map((f) => ({ id: String(f.id), filename: f.filename, size: f.size, createdAt: f.created_at })),
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
): Promise<TReportOrderDetail> {
  await getReport(ownerId, input.reportId);
  const id = await insertOrder(ownerId, {
    reportId: input.reportId,
    format: input.format,
    nested: input.nested,
    intervalHours: input.intervalHours,
    start: input.start ?? null,
    origin: input.origin,
  });
  return getReportOrder(ownerId, id);
}

export async function updateReportOrder(
  ownerId: number,
  id: number,
  change: { format?: TExportFormat; nested?: boolean; intervalHours?: number; enabled?: boolean; start?: Date },
): Promise<TReportOrderDetail> {
  const updated = await updateOrderOfOwner(ownerId, id, {
    format: change.format ?? null,
    nested: change.nested ?? null,
    intervalHours: change.intervalHours ?? null,
    enabled: change.enabled ?? null,
    start: change.start ?? null,
  });
  if (!updated) throw orderNotFound(id);
  return getReportOrder(ownerId, id);
}

export async function deleteReportOrder(ownerId: number, id: number): Promise<void> {
  if (!(await deleteOrderOfOwner(ownerId, id))) throw orderNotFound(id);
}

export async function reportFile(ownerId: number, orderId: number, fileId: string) {
  const file = await findOrderFileOfOwner(ownerId, orderId, fileId);
  if (!file) throw new DomainError("FILE_NOT_FOUND", `no file ${fileId} of order ${orderId}`);
  return file;
}

export const orderNotFound = (id: number) => new DomainError("ORDER_NOT_FOUND", `no report order ${id}`);
