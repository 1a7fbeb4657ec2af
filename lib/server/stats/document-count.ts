import "server-only";
import { compileQuery, parseQuery } from "@/lib/server/query-language";
import { countDocumentsPerPart } from "./data/document-counts";
import { splitLabel, type TSplitType } from "./split-types";

export type TDocumentCount = { q?: string; splitType: TSplitType; showDuplicates: boolean; callerId: number };

/** The documents of one part of the split. */
export type TFacetCount = { label: string; count: number };

/**
 * Document counts per part of splitType (all time), largest first. Ingestion never stores a document
 * twice (same URL, provider reference or content; near-identical text from the same publisher), but
 * the same text can arrive from several publishers (syndication). showDuplicates=false (default)
 * counts documents with an identical SimHash fingerprint once per facet (a distinct count);
 * showDuplicates=true counts every stored document.
 */
export async function documentCount(input: TDocumentCount): Promise<TFacetCount[]> {
  const compiled = await compileQuery(parseQuery(input.q));
  const rows = await countDocumentsPerPart(
    { compiled, callerId: input.callerId },
    input.splitType,
    input.showDuplicates,
  );
  const facets = rows.map((r) => ({ label: splitLabel(input.splitType, r.key, input.q), count: r.n }));
  if (input.splitType === "manual" && facets.length === 0) {
    facets.push({ label: splitLabel("manual", null, input.q), count: 0 });
  }
  return facets;
}
