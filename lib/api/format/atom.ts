import "server-only";

import { documentRows, toDocumentView, type TDocumentView } from "./document-view";
import { XML_DECLARATION, element, textElement } from "./xml-text";
import { formatDate } from "./wire";
import type { TSerializeOptions, TSerialized, TWire } from "./types";

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

/** `tag:` URIs (RFC 4151) give stable ids when there is no URL to use. */
function tagUri(options: TSerializeOptions, specific: string): string {
  let host = "localhost";
  try {
    if (options.origin) host = new URL(options.origin).hostname || host;
  } catch {
    // A malformed origin only costs the nicer authority name.
  }
  return `tag:${host},2024:${specific}`;
}

function toEntry(doc: TDocumentView, fallbackDate: Date, options: TSerializeOptions): TAtomEntry {
  const updated = doc.published ?? fallbackDate;
  return {
    id: doc.serviceUrl ?? tagUri(options, doc.id || "document"),
    title: doc.title,
    updated,
    published: doc.published ?? undefined,
    link: doc.link ?? undefined,
    summary: doc.snippetHtml ?? undefined,
    authorName: doc.publisher ?? undefined,
  };
}

/** A document list as an Atom feed; `title`, `selfUrl` and `origin` come from the gateway. */
export function serializeAtom(value: TWire, options: TSerializeOptions = {}): TSerialized {
  const docs = documentRows(value).map((row) => toDocumentView(row, options));
  const newest = docs.reduce<Date | null>(
    (max, doc) => (doc.published && (!max || doc.published > max) ? doc.published : max),
    null,
  );
  const updated = newest ?? new Date();
  const description = value !== null && typeof value === "object" && !Array.isArray(value) ? value.Description : null;
  const title = options.title ?? (typeof description === "string" && description ? description : "Documents");
  const body = buildAtomFeed({
    title,
    id: options.selfUrl ?? tagUri(options, "documents"),
    selfUrl: options.selfUrl,
    updated,
    authorName: SERVICE_NAME,
    entries: docs.map((doc) => toEntry(doc, updated, options)),
  });
  return { body, contentType: ATOM_CONTENT_TYPE };
}
