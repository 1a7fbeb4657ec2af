import "server-only";
import type pg from "pg";
import { pool, withTransaction } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";

// A report belongs to its owner: other users (admins included) get a 404, as for any id they may not see.

export type TReportSection = { Id: number; Title: string; Text: string; Position: number; ItemCount: number };
export type TReport = {
  Id: number;
  Title: string;
  Description: string;
  SectionCount: number;
  ItemCount: number;
  Sections?: TReportSection[];
  CreatedDate: Date;
  LastUpdated: Date;
};

type TRow = {
  id: number;
  title: string;
  description: string;
  section_count: string;
  item_count: string;
  created_at: Date;
  updated_at: Date;
};

const SELECT = `SELECT r.id, r.title, r.description, r.created_at, r.updated_at,
  (SELECT count(*) FROM report_sections s WHERE s.report_id = r.id) AS section_count,
  (SELECT count(*) FROM report_items i JOIN report_sections s ON s.id = i.section_id WHERE s.report_id = r.id) AS item_count
  FROM reports r`;

const toReport = (row: TRow): TReport => ({
  Id: row.id,
  Title: row.title,
  Description: row.description,
  SectionCount: Number(row.section_count),
  ItemCount: Number(row.item_count),
  CreatedDate: row.created_at,
  LastUpdated: row.updated_at,
});

export async function listReports(ownerId: number): Promise<TReport[]> {
  const { rows } = await pool().query<TRow>(`${SELECT} WHERE r.owner_id = $1 ORDER BY r.updated_at DESC, r.id DESC`, [
    ownerId,
  ]);
  return rows.map(toReport);
}

/** The caller's report with its sections in order; another user's or unknown: 404. */
export async function getReport(ownerId: number, id: number): Promise<TReport> {
  const { rows } = await pool().query<TRow>(`${SELECT} WHERE r.id = $1 AND r.owner_id = $2`, [id, ownerId]);
  if (!rows[0]) throw notFound(id);
  return { ...toReport(rows[0]), Sections: await listSections(id) };
}

export async function listSections(reportId: number): Promise<TReportSection[]> {
  const { rows } = await pool().query<{ id: number; title: string; text: string; position: number; n: string }>(
    `SELECT s.id, s.title, s.text, s.position, (SELECT count(*) FROM report_items i WHERE i.section_id = s.id) AS n
     FROM report_sections s WHERE s.report_id = $1 ORDER BY s.position, s.id`,
    [reportId],
  );
  return rows.map((s) => ({ Id: s.id, Title: s.title, Text: s.text, Position: s.position, ItemCount: Number(s.n) }));
}

/** A new report with its sections (default: one section "Saved articles"). */
export async function createReport(
  ownerId: number,
  input: { title: string; description: string; sections: string[] },
): Promise<TReport> {
  const id = await withTransaction(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO reports (owner_id, title, description) VALUES ($1, $2, $3) RETURNING id`,
      [ownerId, input.title, input.description],
    );
    const titles = input.sections.length > 0 ? input.sections : ["Saved articles"];
    await client.query(
      `INSERT INTO report_sections (report_id, title, position) SELECT $1, t, n - 1 FROM unnest($2::text[]) WITH ORDINALITY AS x(t, n)`,
      [rows[0]!.id, titles],
    );
    return rows[0]!.id;
  });
  return getReport(ownerId, id);
}

export async function updateReport(ownerId: number, id: number, change: { title?: string; description?: string }) {
  const { rowCount } = await pool().query(
    `UPDATE reports SET title = coalesce($3, title), description = coalesce($4, description), updated_at = now()
     WHERE id = $1 AND owner_id = $2`,
    [id, ownerId, change.title ?? null, change.description ?? null],
  );
  if (rowCount === 0) throw notFound(id);
  return getReport(ownerId, id);
}

export async function deleteReport(ownerId: number, id: number): Promise<void> {
  const { rowCount } = await pool().query(`DELETE FROM reports WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
  if (rowCount === 0) throw notFound(id);
}

/** Locks the caller's report for a change of its sections or items (404 when not theirs). */
export async function lockReport(client: pg.PoolClient, ownerId: number, id: number): Promise<void> {
  const { rows } = await client.query(`SELECT id FROM reports WHERE id = $1 AND owner_id = $2 FOR UPDATE`, [
    id,
    ownerId,
  ]);
  if (!rows[0]) throw notFound(id);
  await client.query(`UPDATE reports SET updated_at = now() WHERE id = $1`, [id]);
}

export const notFound = (id: number) => new DomainError("REPORT_NOT_FOUND", `no report ${id}`);
