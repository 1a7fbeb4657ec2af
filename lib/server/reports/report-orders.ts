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

const MIN_DATE = "0001-01-01T00:00:00";

const toOrder = (row: TOrderRow): TReportOrder => ({
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
  return (await findOrdersOfOwner(ownerId)).map(toOrder);
}

/** The caller's order with its files, newest first; another user's or unknown: 404. */
export async function getReportOrder(ownerId: number, id: number): Promise<TReportOrder> {
  const row = await findOrderOfOwner(ownerId, id);
  if (!row) throw orderNotFound(id);
  const files = await findOrderFiles(id);
  return {
    ...toOrder(row),
    Files: files.map((f) => ({ Id: String(f.id), FileName: f.filename, Size: f.size, CreatedDate: f.created_at })),
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
): Promise<TReportOrder> {
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
