import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import {
  closeSectionGap,
  countSections,
  deleteSectionOfReport,
  findSectionPlace,
  insertSection,
  moveSection,
  reportHasSections,
  shiftSectionsFrom,
  updateSectionText,
} from "./data/section-rows";
import { getReport, listSections, lockReport, type TReportSection } from "./manage-reports";

// Sections are kept in a dense order 0..n-1: inserting or moving one shifts the others.

export async function addSection(
  ownerId: number,
  reportId: number,
  input: { title: string; text: string; position?: number },
): Promise<TReportSection> {
  const id = await withTransaction(async (client) => {
    await lockReport(client, ownerId, reportId);
    const count = await countSections(client, reportId);
    const position = Math.min(input.position ?? count, count);
    await shiftSectionsFrom(client, reportId, position);
    return insertSection(client, reportId, { title: input.title, text: input.text, position });
  });
  return (await listSections(reportId)).find((s) => s.id === id)!;
}

export async function updateSection(
  ownerId: number,
  reportId: number,
  sectionId: number,
  change: { title?: string; text?: string; position?: number },
): Promise<TReportSection> {
  await withTransaction(async (client) => {
    await lockReport(client, ownerId, reportId);
    const place = await findSectionPlace(client, reportId, sectionId);
    if (!place) throw sectionNotFound(sectionId);
    if (change.position !== undefined) {
      const to = Math.min(change.position, place.n - 1);
      await moveSection(client, reportId, sectionId, place.position, to);
    }
    await updateSectionText(client, sectionId, { title: change.title ?? null, text: change.text ?? null });
  });
  return (await listSections(reportId)).find((s) => s.id === sectionId)!;
}

/** Removes a section and its items; the last section of a report stays (409 LAST_SECTION). */
export async function deleteSection(ownerId: number, reportId: number, sectionId: number): Promise<void> {
  await withTransaction(async (client) => {
    await lockReport(client, ownerId, reportId);
    const position = await deleteSectionOfReport(client, reportId, sectionId);
    if (position === undefined) throw sectionNotFound(sectionId);
    if (!(await reportHasSections(client, reportId))) {
      throw new DomainError("LAST_SECTION", "a report keeps at least one section");
    }
    await closeSectionGap(client, reportId, position);
  });
}

export async function sectionsOf(ownerId: number, reportId: number): Promise<TReportSection[]> {
  return (await getReport(ownerId, reportId)).sections;
}

export const sectionNotFound = (id: number) => new DomainError("SECTION_NOT_FOUND", `no section ${id} in this report`);
