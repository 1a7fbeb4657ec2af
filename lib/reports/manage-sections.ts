import "server-only";
import { withTransaction } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { getReport, listSections, lockReport, type TReportSection } from "./manage-reports";

// Sections are kept in a dense order 0..n-1: inserting or moving one shifts the others.

export async function addSection(
  ownerId: number,
  reportId: number,
  input: { title: string; text: string; position?: number },
): Promise<TReportSection> {
  const id = await withTransaction(async (client) => {
    await lockReport(client, ownerId, reportId);
    const { rows: count } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM report_sections WHERE report_id = $1`,
      [reportId],
    );
    const position = Math.min(input.position ?? count[0]!.n, count[0]!.n);
    await client.query(`UPDATE report_sections SET position = position + 1 WHERE report_id = $1 AND position >= $2`, [
      reportId,
      position,
    ]);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO report_sections (report_id, title, text, position) VALUES ($1, $2, $3, $4) RETURNING id`,
      [reportId, input.title, input.text, position],
    );
    return rows[0]!.id;
  });
  return (await listSections(reportId)).find((s) => s.Id === id)!;
}

export async function updateSection(
  ownerId: number,
  reportId: number,
  sectionId: number,
  change: { title?: string; text?: string; position?: number },
): Promise<TReportSection> {
  await withTransaction(async (client) => {
    await lockReport(client, ownerId, reportId);
    const { rows } = await client.query<{ position: number; n: number }>(
      `SELECT position, (SELECT count(*)::int FROM report_sections WHERE report_id = $1) AS n
       FROM report_sections WHERE id = $2 AND report_id = $1`,
      [reportId, sectionId],
    );
    if (!rows[0]) throw sectionNotFound(sectionId);
    if (change.position !== undefined) {
      const from = rows[0].position;
      const to = Math.min(change.position, rows[0].n - 1);
      await client.query(
        `UPDATE report_sections SET position = CASE WHEN id = $2 THEN $4::int
           WHEN $3::int < $4::int AND position > $3::int AND position <= $4::int THEN position - 1
           WHEN $3::int > $4::int AND position >= $4::int AND position < $3::int THEN position + 1 ELSE position END
         WHERE report_id = $1`,
        [reportId, sectionId, from, to],
      );
    }
    await client.query(
      `UPDATE report_sections SET title = coalesce($2, title), text = coalesce($3, text) WHERE id = $1`,
      [sectionId, change.title ?? null, change.text ?? null],
    );
  });
  return (await listSections(reportId)).find((s) => s.Id === sectionId)!;
}

/** Removes a section and its items; the last section of a report stays (409 LAST_SECTION). */
export async function deleteSection(ownerId: number, reportId: number, sectionId: number): Promise<void> {
  await withTransaction(async (client) => {
    await lockReport(client, ownerId, reportId);
    const { rows } = await client.query<{ position: number }>(
      `DELETE FROM report_sections WHERE id = $1 AND report_id = $2 RETURNING position`,
      [sectionId, reportId],
    );
    if (!rows[0]) throw sectionNotFound(sectionId);
    const left = await client.query(`SELECT 1 FROM report_sections WHERE report_id = $1 LIMIT 1`, [reportId]);
    if (!left.rows[0]) throw new DomainError("LAST_SECTION", "a report keeps at least one section");
    await client.query(`UPDATE report_sections SET position = position - 1 WHERE report_id = $1 AND position > $2`, [
      reportId,
      rows[0].position,
    ]);
  });
}

export async function sectionsOf(ownerId: number, reportId: number): Promise<TReportSection[]> {
  return (await getReport(ownerId, reportId)).Sections ?? [];
}

export const sectionNotFound = (id: number) => new DomainError("SECTION_NOT_FOUND", `no section ${id} in this report`);
