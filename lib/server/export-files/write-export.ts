import "server-only";
import { renderSvgToPng } from "@/lib/server/images/render-svg";

import { writeDocx } from "./docx";
import { exportFilename } from "./export-filename";
import { exportView, type TExportView } from "./export-model";
import { writeHtml } from "./html";
import { writeRtf } from "./rtf";
import type { TExportFile, TExportFormat, TExportInput } from "./types";
import { writeXml } from "./xml";

type TWriter = { contentType: string; write: (view: TExportView) => Buffer | Promise<Buffer> };

const WRITERS: Record<TExportFormat, TWriter> = {
  xml: { contentType: "application/xml; charset=utf-8", write: writeXml },
  html: { contentType: "text/html; charset=utf-8", write: writeHtml },
  rtf: { contentType: "application/rtf", write: writeRtf },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    write: writeDocx,
  },
};

/**
 * The export file of a project, tab or widget in one of the four formats. Pure: the caller loads
 * the items (with the access checks of its endpoint) and wraps the result in `fileResult`.
 */
export async function writeExport(format: TExportFormat, input: TExportInput): Promise<TExportFile> {
  const writer = WRITERS[format];
  const view = exportView(input);
  // RTF and DOCX embed charts as PNG (rendered at twice their size, for print).
  if (format === "rtf" || format === "docx") {
    view.chartPngs = new Map();
    for (const [index, section] of view.sections.entries()) {
      if (!section.chart) continue;
      const { png } = await renderSvgToPng(Buffer.from(section.chart.svg), { width: section.chart.width * 2 });
      view.chartPngs.set(index, png);
    }
  }
  return {
    filename: exportFilename(input.title, input.generatedAt, format),
    contentType: writer.contentType,
    body: await writer.write(view),
  };
}
