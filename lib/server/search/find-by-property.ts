import "server-only";
import { now } from "@/lib/server/db/clock";
import { toDocumentItem, type TDocumentItemRow } from "@/lib/server/documents/document-item";
import { findDocumentsByProperty, findDocumentsByProvider } from "./data/property-documents";

export type TDocumentLookup = { pageSize: number; pageNumber: number; callerId: number; origin: string };

/**
 * Documents whose property `name` (a key of documents.properties) equals `value`: a text property
 * matches case-insensitively, a number or boolean by its text, and an array when one of its text or
 * number elements matches (Reuters `places` = `usa`). Newest first.
 */
export async function findByProperty(input: TDocumentLookup & { name: string; value: string }) {
  return documentList(await findDocumentsByProperty(input, input.name, input.value), input.origin);
}

/** The documents a provider delivered under one reference (provider matched case-insensitively). */
export async function findByProvider(input: TDocumentLookup & { provider: string; reference: string }) {
  return documentList(await findDocumentsByProvider(input, input.provider, input.reference), input.origin);
}

function documentList(found: { rows: TDocumentItemRow[]; total: number }, origin: string) {
  // A document list like /search/documents: ResultList with TotalCount in XML, atom10 and html too.
  return {
    TotalCount: found.total,
    Items: found.rows.map((row) => toDocumentItem(row, origin)),
    LastUpdated: now(),
  };
}
