import "server-only";
import { MIN_DATE } from "@/lib/contract/wire";
import type { TReport, TReportDetail, TReportSection } from "@/lib/server/reports/manage-reports";
import type { TReportItem } from "@/lib/server/reports/report-items";
import type { TReportFile, TReportOrder, TReportOrderDetail } from "@/lib/server/reports/report-orders";
import { wireDocumentItem } from "./documents";

/** A report section: {Id, Title, Text, Position, ItemCount}. */
export function wireReportSection(section: TReportSection) {
  return {
    Id: section.id,
    Title: section.title,
    Text: section.text,
    Position: section.position,
    ItemCount: section.itemCount,
  };
}

/** A report; with its Sections (last) when they were read. */
export function wireReport(report: TReport | TReportDetail) {
  return {
    Id: report.id,
    Title: report.title,
    Description: report.description,
    SectionCount: report.sectionCount,
    ItemCount: report.itemCount,
    CreatedDate: report.createdAt,
    LastUpdated: report.updatedAt,
    ...("sections" in report ? { Sections: report.sections.map(wireReportSection) } : {}),
  };
}

/** A saved document: the document item with SectionId, SectionTitle, Position and Note. */
export function wireReportItem(item: TReportItem, origin: string) {
  return {
    ...wireDocumentItem(item, origin),
    SectionId: item.sectionId,
    SectionTitle: item.sectionTitle,
    Position: item.position,
    Note: item.note,
  };
}

const wireReportFile = (file: TReportFile) => ({
  Id: file.id,
  FileName: file.filename,
  Size: file.size,
  CreatedDate: file.createdAt,
});

/** A report order; dates that do not apply are MIN_DATE; with its Files (last) when they were read. */
export function wireReportOrder(order: TReportOrder | TReportOrderDetail) {
  return {
    Id: order.id,
    ReportId: order.reportId,
    Format: order.format,
    Nested: order.nested,
    IntervalHours: order.intervalHours,
    Enabled: order.enabled,
    NextRunDate: order.nextRunAt ?? MIN_DATE,
    LastRunDate: order.lastRunAt ?? MIN_DATE,
    LastError: order.lastError ?? "",
    CreatedDate: order.createdAt,
    LastUpdated: order.updatedAt,
    ...("files" in order ? { Files: order.files.map(wireReportFile) } : {}),
  };
}
