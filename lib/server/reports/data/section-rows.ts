import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";

// Sections are kept in a dense order 0..n-1 per report.

/** The number of sections of a report. */
export async function countSections(q: TQueryable, reportId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM report_sections WHERE report_id = $1`, [
    reportId,
  ]);
  return rows[0]!.n;
}

/** Moves the sections at `position` and after one place down, making room at `position`. */
export async function shiftSectionsFrom(q: TQueryable, reportId: number, position: number): Promise<void> {
  await q.query(`UPDATE report_sections SET position = position + 1 WHERE report_id = $1 AND position >= $2`, [
    reportId,
    position,
  ]);
}

/** Inserts a section at a position; returns its id. */
export async function insertSection(
  q: TQueryable,
  reportId: number,
  section: { title: string; text: string; position: number },
): Promise<number> {
  const { rows } = await q.query<TRow<"report_sections", "id">>(
    `INSERT INTO report_sections (report_id, title, text, position) VALUES ($1, $2, $3, $4) RETURNING id`,
    [reportId, section.title, section.text, section.position],
  );
  return rows[0]!.id;
}

/** A section's position and the number of sections of its report, or undefined when not of this report. */
export async function findSectionPlace(
  q: TQueryable,
  reportId: number,
  sectionId: number,
): Promise<(TRow<"report_sections", "position"> & { n: number }) | undefined> {
  const { rows } = await q.query<TRow<"report_sections", "position"> & { n: number }>(
    `SELECT position, (SELECT count(*)::int FROM report_sections WHERE report_id = $1) AS n
     FROM report_sections WHERE id = $2 AND report_id = $1`,
    [reportId, sectionId],
  );
  return rows[0];
}

/** Moves a section from one position to another, shifting the sections between. */
export async function moveSection(
  q: TQueryable,
  reportId: number,
  sectionId: number,
  from: number,
  to: number,
): Promise<void> {
  await q.query(
    `UPDATE report_sections SET position = CASE WHEN id = $2 THEN $4::int
           WHEN $3::int < $4::int AND position > $3::int AND position <= $4::int THEN position - 1
           WHEN $3::int > $4::int AND position >= $4::int AND position < $3::int THEN position + 1 ELSE position END
         WHERE report_id = $1`,
    [reportId, sectionId, from, to],
  );
}

/** Changes a section's title and text (null keeps one). */
export async function updateSectionText(
  q: TQueryable,
  sectionId: number,
  change: { title: string | null; text: string | null },
): Promise<void> {
  await q.query(`UPDATE report_sections SET title = coalesce($2, title), text = coalesce($3, text) WHERE id = $1`, [
    sectionId,
    change.title,
    change.text,
  ]);
}

/** Deletes a section of a report (its items go with it); its position, or undefined when not of this report. */
export async function deleteSectionOfReport(
  q: TQueryable,
  reportId: number,
  sectionId: number,
): Promise<number | undefined> {
  const { rows } = await q.query<TRow<"report_sections", "position">>(
    `DELETE FROM report_sections WHERE id = $1 AND report_id = $2 RETURNING position`,
    [sectionId, reportId],
  );
  return rows[0]?.position;
}

/** Whether a report has any section. */
export async function reportHasSections(q: TQueryable, reportId: number): Promise<boolean> {
  const left = await q.query(`SELECT 1 FROM report_sections WHERE report_id = $1 LIMIT 1`, [reportId]);
  return Boolean(left.rows[0]);
}

/** Moves the sections after `position` one place up, closing the gap a deleted section left. */
export async function closeSectionGap(q: TQueryable, reportId: number, position: number): Promise<void> {
  await q.query(`UPDATE report_sections SET position = position - 1 WHERE report_id = $1 AND position > $2`, [
    reportId,
    position,
  ]);
}
