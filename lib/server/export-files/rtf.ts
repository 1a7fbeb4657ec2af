import "server-only";

import { headerLine, itemDetails, NO_ITEMS, saysNoItems, type TExportView } from "./export-model";
import type { TExportItem, TExportSection } from "./types";

// RTF 1.9 written by hand. The file is pure ASCII: "\", "{" and "}" are escaped, every character
// above U+007F is written as \uN? (N a signed 16-bit UTF-16 code unit; astral characters as their
// two surrogates, which readers join), "?" being the fallback for readers without Unicode (\uc1).
// Every paragraph is its own group, so character formatting never leaks into the next one.

/** Escapes text for an RTF body; newlines become \line, tabs \tab, other controls are dropped. */
export function rtfText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const char = text[i];
    if (char === "\\" || char === "{" || char === "}") out += `\\${char}`;
    else if (char === "\n") out += "\\line ";
    else if (char === "\t") out += "\\tab ";
    else if (code < 0x20) continue;
    else if (code < 0x80) out += char;
    else out += `\\u${code > 0x7fff ? code - 0x10000 : code}?`;
  }
  return out;
}

/** Colour table indexes: 1 text, 2 muted, 3 link. */
const COLORS = "{\\colortbl;\\red27\\green31\\blue36;\\red87\\green96\\blue106;\\red11\\green87\\blue208;}";

function paragraph(format: string, content: string): string {
  return `{\\pard\\plain\\f0\\cf1${format} ${content}\\par}`;
}

/** A HYPERLINK field; the result text is what readers without field support show. */
function hyperlink(url: string, text: string): string {
  const target = rtfText(url.replace(/"/g, "%22"));
  return `{\\field{\\*\\fldinst{HYPERLINK "${target}"}}{\\fldrslt{\\ul\\cf3 ${rtfText(text)}}}}`;
}

function infoTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  return (
    `{\\creatim\\yr${date.getUTCFullYear()}\\mo${date.getUTCMonth() + 1}\\dy${date.getUTCDate()}` +
    `\\hr${date.getUTCHours()}\\min${date.getUTCMinutes()}}`
  );
}

function itemRtf(item: TExportItem): string[] {
  const details = itemDetails(item)
    .map(([label, value]) => `{\\b ${rtfText(label)}:} ${rtfText(value)}`)
    .join(rtfText("  ·  "));
  return [
    paragraph("\\sb160\\sa40\\keepn\\b\\fs24", rtfText(item.title)),
    details ? paragraph("\\sa20\\keepn\\fs18\\cf2", details) : "",
    item.link ? paragraph("\\sa20\\fs18", hyperlink(item.link, item.link)) : "",
    item.teaser ? paragraph("\\sa60\\fs20", rtfText(item.teaser)) : "",
  ];
}

/** A chart's PNG as an RTF picture, 16 cm wide (9600 twips), its height in proportion. */
function pictureRtf(section: TExportSection, png: Buffer | undefined): string {
  if (!section.chart || !png) return "";
  const { width, height } = section.chart;
  const goalWidth = 9600;
  const goalHeight = Math.round((goalWidth * height) / width);
  const hex = png.toString("hex").replace(/.{1,128}/g, "$&\n");
  return paragraph(
    "\\sa120",
    // Inside {\*\shppict …} as Word writes it: readers that cannot show pictures skip it instead of printing the hex.
    `{\\*\\shppict{\\pict\\pngblip\\picw${width * 2}\\pich${height * 2}\\picwgoal${goalWidth}\\pichgoal${goalHeight}\n${hex}}}`,
  );
}

function sectionRtf(section: TExportSection, png?: Buffer): string[] {
  return [
    section.title ? paragraph("\\sb360\\sa120\\keepn\\b\\fs30", rtfText(section.title)) : "",
    pictureRtf(section, png),
    section.text ? paragraph("\\sa120\\fs22", rtfText(section.text)) : "",
    ...section.items.flatMap(itemRtf),
    saysNoItems(section) ? paragraph("\\sa120\\i\\fs22\\cf2", NO_ITEMS) : "",
  ];
}

export function writeRtf(view: TExportView): Buffer {
  const info =
    `{\\info{\\title ${rtfText(view.title)}}` +
    (view.owner ? `{\\author ${rtfText(view.owner)}}` : "") +
    `${infoTime(view.generatedAt)}}`;
  const lines = [
    "{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1",
    "{\\fonttbl{\\f0\\fswiss\\fcharset0 Arial;}}",
    COLORS,
    "{\\*\\generator News and Entity Intelligence Service;}",
    info,
    "\\paperw11906\\paperh16838\\margl1134\\margr1134\\margt1134\\margb1134\\widowctrl",
    paragraph("\\sa80\\keepn\\b\\fs40", rtfText(view.title)),
    paragraph("\\sa200\\fs18\\cf2", rtfText(headerLine(view))),
    view.description ? paragraph("\\sa200\\fs22", rtfText(view.description)) : "",
    ...view.sections.flatMap((section, index) => sectionRtf(section, view.chartPngs?.get(index))),
    "}",
  ];
  return Buffer.from(lines.filter((line) => line !== "").join("\n") + "\n", "ascii");
}
