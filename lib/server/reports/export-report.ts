import "server-only";
import { now } from "@/lib/server/db/clock";
import { documentExportItem } from "@/lib/server/export-files/summary-items";
import type { TExportFile, TExportFormat, TExportItem, TExportSection } from "@/lib/server/export-files/types";
import { writeExport } from "@/lib/server/export-files/write-export";
import { findOwnerName } from "./data/report-rows";
import { getReport } from "./manage-reports";
import { listReportItems, type TReportItem } from "./report-items";

/** A saved document as an export row; its note shows as its teaser. */
const toExportItem = (item: TReportItem, origin: string): TExportItem => ({
  ...documentExportItem(item, origin),
  ...(item.note ? { teaser: item.note } : {}),
});

/**
 * A report as a file through the project export writers (xml, html, rtf, docx). nested: one titled
 * section per report section (with its text), in order; flat: every document once, in report order.
 */
export async function exportReport(
  ownerId: number,
  reportId: number,
  format: TExportFormat,
  nested: boolean,
  origin: string,
): Promise<TExportFile> {
  const report = await getReport(ownerId, reportId);
  const items = await listReportItems(ownerId, reportId);
  const owner = await findOwnerName(ownerId);
  const base = {
    title: report.title,
    description: report.description || undefined,
    kind: "Report" as const,
    owner,
    generatedAt: now(),
  };
  if (nested) {
    const sections: TExportSection[] = report.sections.map((section) => ({
      title: section.title,
      text: section.text || undefined,
      items: items.filter((i) => i.sectionId === section.id).map((i) => toExportItem(i, origin)),
    }));
    return writeExport(format, { ...base, sections });
  }
  const seen = new Set<string>();
  const flat = items.filter((i) => !seen.has(i.id) && seen.add(i.id)).map((i) => toExportItem(i, origin));
  return writeExport(format, { ...base, items: flat });
}
