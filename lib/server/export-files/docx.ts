import "server-only";

import { Document, ExternalHyperlink, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } from "docx";
import { headerLine, itemDetails, NO_ITEMS, saysNoItems, type TExportView } from "./export-model";
import type { TExportItem, TExportSection } from "./types";

// Office Open XML through the `docx` package: Title / Heading 1 / Heading 2 styles (so Word's
// navigation pane lists sections and items), one block of paragraphs per item, real hyperlinks,
// and core properties (title, creator, description). Text is already free of XML-invalid characters.

const MUTED = "57606A";

/** Runs for multi-line text: one run per line, joined by line breaks. */
function lines(text: string, options: { size?: number; color?: string; italics?: boolean } = {}): TextRun[] {
  return text.split("\n").map((line, index) => new TextRun({ text: line, break: index > 0 ? 1 : 0, ...options }));
}

function hyperlink(url: string, text: string): ExternalHyperlink {
  return new ExternalHyperlink({ link: url, children: [new TextRun({ text, style: "Hyperlink" })] });
}

function itemBlock(item: TExportItem): Paragraph[] {
  const blocks = [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      keepNext: true,
      children: [item.link ? hyperlink(item.link, item.title) : new TextRun(item.title)],
    }),
  ];
  const details = itemDetails(item);
  if (details.length > 0) {
    blocks.push(
      new Paragraph({
        keepNext: true,
        spacing: { after: 40 },
        children: details.flatMap(([label, value], index) => [
          new TextRun({ text: `${index > 0 ? "   ·   " : ""}${label}: `, bold: true, size: 18, color: MUTED }),
          new TextRun({ text: value, size: 18, color: MUTED }),
        ]),
      }),
    );
  }
  if (item.link) {
    blocks.push(new Paragraph({ spacing: { after: 40 }, children: [hyperlink(item.link, item.link)] }));
  }
  if (item.teaser) blocks.push(new Paragraph({ spacing: { after: 120 }, children: lines(item.teaser) }));
  return blocks;
}

function sectionBlock(section: TExportSection, png?: Buffer): Paragraph[] {
  const blocks: Paragraph[] = [];
  if (section.title) blocks.push(new Paragraph({ heading: HeadingLevel.HEADING_1, text: section.title }));
  if (section.chart && png) {
    // 16 cm wide (600 px at 96 dpi), the height in proportion.
    const width = 600;
    const height = Math.round((width * section.chart.height) / section.chart.width);
    blocks.push(
      new Paragraph({
        spacing: { after: 120 },
        children: [
          new ImageRun({
            type: "png",
            data: png,
            transformation: { width, height },
            altText: { name: section.chart.title, description: section.chart.title, title: section.chart.title },
          }),
        ],
      }),
    );
  }
  if (section.text) blocks.push(new Paragraph({ children: lines(section.text) }));
  if (saysNoItems(section)) {
    blocks.push(new Paragraph({ children: [new TextRun({ text: NO_ITEMS, italics: true, color: MUTED })] }));
  }
  return [...blocks, ...section.items.flatMap(itemBlock)];
}

export async function writeDocx(view: TExportView): Promise<Buffer> {
  const document = new Document({
    title: view.title,
    creator: view.owner ?? "News and Entity Intelligence Service",
    description: view.description ?? headerLine(view),
    styles: { default: { document: { run: { font: "Arial", size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, text: view.title }),
          new Paragraph({ spacing: { after: 240 }, children: lines(headerLine(view), { size: 18, color: MUTED }) }),
          ...(view.description ? [new Paragraph({ spacing: { after: 240 }, children: lines(view.description) })] : []),
          ...view.sections.flatMap((section, index) => sectionBlock(section, view.chartPngs?.get(index))),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
