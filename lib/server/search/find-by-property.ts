import "server-only";
import type { TDocumentItemRow } from "@/lib/server/documents/document-item";
import { toDocumentSummary, type TDocumentSummary } from "@/lib/server/documents/document-summary";
import { findDocumentsByProperty, findDocumentsByProvider } from "./data/property-documents";

export type TDocumentLookup = { pageSize: number; pageNumber: number; callerId: number };

/** One page of looked-up documents and the count of all. */
export type TDocumentPage = { total: number; items: TDocumentSummary[] };

/**
 * Documents whose property `name` (a key of documents.properties) equals `value`: a text property
 * matches case-insensitively, a number or boolean by its text, and an array when one of its text or
 * number elements matches (Reuters `places` = `usa`). Newest first.
 */
export async function findByProperty(input: TDocumentLookup & { name: string; value: string }): Promise<TDocumentPage> {
  return documentPage(await findDocumentsByProperty(input, input.name, input.value));
}

/** The documents a provider delivered under one reference (provider matched case-insensitively). */
export async function findByProvider(
  input: TDocumentLookup & { provider: string; reference: string },
): Promise<TDocumentPage> {
  return documentPage(await findDocumentsByProvider(input, input.provider, input.reference));
}

function documentPage(found: { rows: TDocumentItemRow[]; total: number }): TDocumentPage {
  return { total: found.total, items: found.rows.map(toDocumentSummary) };
}
