import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";

/** A report with its section and item counts (bigint counts as text). */
export type TReportRow = TRow<"reports", "id" | "title" | "description" | "created_at" | "updated_at"> & {
  section_count: string;
  item_count: string;
};
export type TSectionRow = TRow<"report_sections", "id" | "title" | "text" | "position"> & { n: string };

const SELECT = `SELECT r.id, r.title, r.description, r.created_at, r.updated_at,
  (SELECT count(*) FROM report_sections s WHERE s.report_id = r.id) AS section_count,
  (SELECT count(*) FROM report_items i JOIN report_sections s ON s.id = i.section_id WHERE s.report_id = r.id) AS item_count
  FROM reports r`;

/** The owner's reports, last changed first. */
export async function findReportsOfOwner(ownerId: number): Promise<TReportRow[]> {
  const { rows } = await pool().query<TReportRow>(
    `${SELECT} WHERE r.owner_id = $1 ORDER BY r.updated_at DESC, r.id DESC`,
    [ownerId],
  );
  return rows;
}

/** The owner's report, or undefined (unknown or another user's). */
export async function findReportOfOwner(ownerId: number, id: number): Promise<TReportRow | undefined> {
  const { rows } = await pool().query<TReportRow>(`${SELECT} WHERE r.id = $1 AND r.owner_id = $2`, [id, ownerId]);
  return rows[0];
}

/** A report's sections in order, with their item counts (n). */
export async function findSectionsOfReport(reportId: number): Promise<TSectionRow[]> {
  const { rows } = await pool().query<TSectionRow>(
    `SELECT s.id, s.title, s.text, s.position, (SELECT count(*) FROM report_items i WHERE i.section_id = s.id) AS n
     FROM report_sections s WHERE s.report_id = $1 ORDER BY s.position, s.id`,
    [reportId],
  );
  return rows;
}

/** Inserts a report; returns its id. */
export async function insertReport(
  q: TQueryable,
  ownerId: number,
  report: { title: string; description: string },
): Promise<number> {
  const { rows } = await q.query<TRow<"reports", "id">>(
    `INSERT INTO reports (owner_id, title, description) VALUES ($1, $2, $3) RETURNING id`,
    [ownerId, report.title, report.description],
  );
  return rows[0]!.id;
}

/** Inserts sections with these titles at positions 0..n-1. */
export async function insertSectionsOfReport(q: TQueryable, reportId: number, titles: string[]): Promise<void> {
  await q.query(
    `INSERT INTO report_sections (report_id, title, position) SELECT $1, t, n - 1 FROM unnest($2::text[]) WITH ORDINALITY AS x(t, n)`,
    [reportId, titles],
  );
}

/** Changes the owner's report (null keeps a field); false when there is no such report of theirs. */
export async function updateReportOfOwner(
  ownerId: number,
  id: number,
  change: { title: string | null; description: string | null },
): Promise<boolean> {
  const { rowCount } = await pool().query(
    `UPDATE reports SET title = coalesce($3, title), description = coalesce($4, description), updated_at = now()
     WHERE id = $1 AND owner_id = $2`,
    [id, ownerId, change.title, change.description],
  );
  return rowCount !== 0;
}

/** Deletes the owner's report; false when there is no such report of theirs. */
export async function deleteReportOfOwner(ownerId: number, id: number): Promise<boolean> {
  const { rowCount } = await pool().query(`DELETE FROM reports WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
  return rowCount !== 0;
}

/** Locks the owner's report (FOR UPDATE, in the caller's transaction); false when there is none of theirs. */
export async function lockReportOfOwner(q: TQueryable, ownerId: number, id: number): Promise<boolean> {
  const { rows } = await q.query(`SELECT id FROM reports WHERE id = $1 AND owner_id = $2 FOR UPDATE`, [id, ownerId]);
  return Boolean(rows[0]);
}

/** Marks the report changed now. */
export async function touchReport(q: TQueryable, id: number): Promise<void> {
  await q.query(`UPDATE reports SET updated_at = now() WHERE id = $1`, [id]);
}

/** The user name of a report's owner. */
export async function findOwnerName(ownerId: number): Promise<string | undefined> {
  const { rows } = await pool().query<TRow<"users", "username">>(`SELECT username FROM users WHERE id = $1`, [ownerId]);
  return rows[0]?.username;
}
