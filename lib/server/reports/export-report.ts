import "server-only";
import { now } from "@/lib/server/db/clock";
import type { TExportFile, TExportFormat, TExportItem, TExportSection } from "@/lib/server/export-files/types";
import { writeExport } from "@/lib/server/export-files/write-export";
import { findOwnerName } from "./data/report-rows";
import { getReport } from "./manage-reports";
import { listReportItems, type TReportItem } from "./report-items";

const toExportItem = (item: TReportItem): TExportItem => ({
  kind: "document",
  id: item.Id,
  title: item.Description,
  date: item.PublicationDate,
  publisher: item.Publisher,
  link: item.SourceUrl ?? item.ServiceUrl,
  type: item.Type,
  ...(item.Note ? { teaser: item.Note } : {}),
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
  const items = await listReportItems(ownerId, reportId, origin);
  const owner = await findOwnerName(ownerId);
  const base = {
    title: report.Title,
    description: report.Description || undefined,
    kind: "Report" as const,
    owner,
    generatedAt: now(),
  };
  if (nested) {
    const sections: TExportSection[] = report.Sections!.map((section) => ({
      title: section.Title,
      text: section.Text || undefined,
      items: items.filter((i) => i.SectionId === section.Id).map(toExportItem),
    }));
    return writeExport(format, { ...base, sections });
  }
  const seen = new Set<string>();
  const flat = items.filter((i) => !seen.has(i.Id) && seen.add(i.Id)).map(toExportItem);
  return writeExport(format, { ...base, items: flat });
}
