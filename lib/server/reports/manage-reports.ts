import "server-only";
import type pg from "pg";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import {
  deleteReportOfOwner,
  findReportOfOwner,
  findReportsOfOwner,
  findSectionsOfReport,
  insertReport,
  insertSectionsOfReport,
  lockReportOfOwner,
  touchReport,
  updateReportOfOwner,
  type TReportRow,
} from "./data/report-rows";

// A report belongs to its owner: other users (admins included) get a 404, as for any id they may not see.

export type TReportSection = { id: number; title: string; text: string; position: number; itemCount: number };
export type TReport = {
  id: number;
  title: string;
  description: string;
  sectionCount: number;
  itemCount: number;
  createdAt: Date;
  updatedAt: Date;
};
/** A report with its sections in order. */
export type TReportDetail = TReport & { sections: TReportSection[] };

const toReport = (row: TReportRow): TReport => ({
  id: row.id,
  title: row.title,
  description: row.description,
  sectionCount: Number(row.section_count),
  itemCount: Number(row.item_count),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function listReports(ownerId: number): Promise<TReport[]> {
  return (await findReportsOfOwner(ownerId)).map(toReport);
}

/** The caller's report with its sections in order; another user's or unknown: 404. */
export async function getReport(ownerId: number, id: number): Promise<TReportDetail> {
  const row = await findReportOfOwner(ownerId, id);
  if (!row) throw notFound(id);
  return { ...toReport(row), sections: await listSections(id) };
}

export async function listSections(reportId: number): Promise<TReportSection[]> {
  const rows = await findSectionsOfReport(reportId);
  return rows.map((s) => ({ id: s.id, title: s.title, text: s.text, position: s.position, itemCount: Number(s.n) }));
}

/** A new report with its sections (default: one section "Saved articles"). */
export async function createReport(
  ownerId: number,
  input: { title: string; description: string; sections: string[] },
): Promise<TReportDetail> {
  const id = await withTransaction(async (client) => {
    const reportId = await insertReport(client, ownerId, { title: input.title, description: input.description });
    const titles = input.sections.length > 0 ? input.sections : ["Saved articles"];
    await insertSectionsOfReport(client, reportId, titles);
    return reportId;
  });
  return getReport(ownerId, id);
}

export async function updateReport(
  ownerId: number,
  id: number,
  change: { title?: string; description?: string },
): Promise<TReportDetail> {
  const updated = await updateReportOfOwner(ownerId, id, {
    title: change.title ?? null,
    description: change.description ?? null,
  });
  if (!updated) throw notFound(id);
  return getReport(ownerId, id);
}

export async function deleteReport(ownerId: number, id: number): Promise<void> {
  if (!(await deleteReportOfOwner(ownerId, id))) throw notFound(id);
}

/** Locks the caller's report for a change of its sections or items (404 when not theirs). */
export async function lockReport(client: pg.PoolClient, ownerId: number, id: number): Promise<void> {
  if (!(await lockReportOfOwner(client, ownerId, id))) throw notFound(id);
  await touchReport(client, id);
}

export const notFound = (id: number) => new DomainError("REPORT_NOT_FOUND", `no report ${id}`);
