import "server-only";

import { formatDate } from "@/lib/contract/wire";
import { XML_DECLARATION, element, textElement } from "./xml-text";

// Built by hand rather than with the `feed` package: it percent-mangles ids through `new URL`, does
// not strip characters that are invalid in XML, and wraps titles in CDATA that breaks on "]]>".

export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";
export const SERVICE_NAME = "News and Entity Intelligence Service";

export type TAtomEntry = {
  id: string;
  title: string;
  updated: Date;
  published?: Date;
  link?: string;
  /** Already-safe HTML; it is escaped once more as the text of a `type="html"` summary. */
  summary?: string;
  authorName?: string;
};

export type TAtomFeed = {
  title: string;
  id: string;
  selfUrl?: string;
  updated: Date;
  authorName: string;
  entries: TAtomEntry[];
};

function author(name: string): string {
  return element("author", textElement("name", name));
}

function entryXml(entry: TAtomEntry): string {
  const parts = [
    textElement("id", entry.id),
    textElement("title", entry.title, { type: "text" }),
    textElement("updated", formatDate(entry.updated)),
    entry.published ? textElement("published", formatDate(entry.published)) : "",
    entry.link ? element("link", "", { rel: "alternate", href: entry.link }) : "",
    entry.authorName ? author(entry.authorName) : "",
    entry.summary ? textElement("summary", entry.summary, { type: "html" }) : "",
  ];
  return element("entry", parts.join(""));
}

/** A complete Atom 1.0 document (RFC 4287); widget feeds reuse this with their own entries. */
export function buildAtomFeed(feed: TAtomFeed): string {
  const parts = [
    textElement("id", feed.id),
    textElement("title", feed.title, { type: "text" }),
    textElement("updated", formatDate(feed.updated)),
    feed.selfUrl ? element("link", "", { rel: "self", href: feed.selfUrl, type: "application/atom+xml" }) : "",
    author(feed.authorName),
    textElement("generator", SERVICE_NAME),
    ...feed.entries.map(entryXml),
  ];
  return `${XML_DECLARATION}\n${element("feed", parts.join(""), { xmlns: "http://www.w3.org/2005/Atom" })}`;
}
