import "server-only";

import { element, textElement, XML_DECLARATION } from "@/lib/server/markup/xml-text";
import { isoDate, NO_ITEMS, saysNoItems, type TExportView } from "./export-model";
import type { TExportItem, TExportSection } from "./types";

// Layout (documented in README.md):
// <Export Kind GeneratedAt><Title/><Description/><Owner/><TotalCount/>
//   <Sections><Section><Title/><Text/><TotalCount/><Items><Item Kind Id>...</Item></Items>
//   or <Message>No items</Message></Section></Sections></Export>

function optional(name: string, value: string | undefined): string {
  return value ? textElement(name, value) : "";
}

function itemXml(item: TExportItem): string {
  return element(
    "Item",
    [
      textElement("Title", item.title),
      optional("Date", item.date && isoDate(item.date)),
      optional("Publisher", item.publisher),
      optional("Link", item.link),
      optional("Type", item.type),
      optional("Teaser", item.teaser),
      optional("AddedAt", item.addedAt && isoDate(item.addedAt)),
    ].join(""),
    { Kind: item.kind, Id: item.id },
  );
}

function sectionXml(section: TExportSection): string {
  const items = saysNoItems(section)
    ? textElement("Message", NO_ITEMS)
    : element("Items", section.items.map(itemXml).join(""));
  return element(
    "Section",
    [
      optional("Title", section.title),
      optional("Text", section.text),
      textElement("TotalCount", String(section.items.length)),
      items,
    ].join(""),
  );
}

export function writeXml(view: TExportView): Buffer {
  const body = element(
    "Export",
    [
      textElement("Title", view.title),
      optional("Description", view.description),
      optional("Owner", view.owner),
      textElement("TotalCount", String(view.totalCount)),
      element("Sections", view.sections.map(sectionXml).join("")),
    ].join(""),
    { Kind: view.kind, GeneratedAt: isoDate(view.generatedAt) },
  );
  return Buffer.from(`${XML_DECLARATION}\n${body}\n`, "utf8");
}
