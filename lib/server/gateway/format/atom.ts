import "server-only";

import { documentRows, toDocumentView, type TDocumentView } from "./document-view";
import { ATOM_CONTENT_TYPE, SERVICE_NAME, buildAtomFeed, type TAtomEntry } from "@/lib/server/markup/atom-feed";
import type { TSerializeOptions, TSerialized, TWire } from "./types";

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
