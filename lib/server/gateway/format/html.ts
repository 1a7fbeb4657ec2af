import "server-only";

import { documentRows, toDocumentView, type TDocumentView } from "./document-view";
import { htmlPage } from "./html-page";
import { escapeHtml } from "@/lib/server/markup/html-text";
import { formatDate } from "@/lib/contract/wire";
import type { TSerializeOptions, TSerialized, TWire } from "./types";

export const HTML_CONTENT_TYPE = "text/html; charset=utf-8";

/** `2019-01-04 09:30 UTC`: readable, and unambiguous about the zone. */
function displayDate(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

function documentHtml(doc: TDocumentView): string {
  const title = escapeHtml(doc.title);
  // Links come from safeHttpUrl, so only http(s) reaches an href.
  const heading = doc.link
    ? `<a class="title" href="${escapeHtml(doc.link)}" rel="noopener noreferrer">${title}</a>`
    : `<span class="title">${title}</span>`;
  const meta = [
    doc.publisher ? escapeHtml(doc.publisher) : "",
    doc.published ? `<time datetime="${formatDate(doc.published)}">${displayDate(doc.published)}</time>` : "",
  ].filter(Boolean);
  return [
    "<li>",
    heading,
    meta.length ? `<div class="meta">${meta.join(" · ")}</div>` : "",
    doc.snippetHtml ? `<p class="snippet">${doc.snippetHtml}</p>` : "",
    "</li>",
  ].join("");
}

function numberOrNull(value: TWire | undefined): number | null {
  return typeof value === "number" ? value : null;
}

/** A document list as a standalone page (DECISIONS 5: html is for document lists only). */
export function serializeHtml(value: TWire, options: TSerializeOptions = {}): TSerialized {
  const docs = documentRows(value).map((row) => toDocumentView(row, options));
  const envelope = value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
  const description = typeof envelope.Description === "string" ? envelope.Description : "";
  const title = options.title ?? (description || "Documents");
  const total = numberOrNull(envelope.TotalCount) ?? docs.length;
  const body = [
    `<h1>${escapeHtml(title)}</h1>`,
    `<p class="meta">${total} ${total === 1 ? "document" : "documents"}` +
      (docs.length < total ? `, showing ${docs.length}` : "") +
      "</p>",
    docs.length ? `<ol>${docs.map(documentHtml).join("")}</ol>` : "<p>No documents.</p>",
  ].join("\n");
  return { body: htmlPage(title, body), contentType: HTML_CONTENT_TYPE };
}

/** DECISIONS 9 error objects `{Error, Code, LastUpdated}` as a page; the gateway sets the status. */
export function serializeHtmlError(value: TWire): TSerialized {
  const error = value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
  const message = typeof error.Error === "string" ? error.Error : "Error";
  const code = typeof error.Code === "string" ? error.Code : "";
  const body = [
    "<h1>Error</h1>",
    `<p>${escapeHtml(message)}</p>`,
    code ? `<p class="meta">Code: <code>${escapeHtml(code)}</code></p>` : "",
  ].join("\n");
  return { body: htmlPage("Error", body), contentType: HTML_CONTENT_TYPE };
}
