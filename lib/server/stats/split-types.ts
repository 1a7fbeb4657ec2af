import "server-only";
import { countryByCode } from "@/lib/nlp/geo/country-gazetteer";

/**
 * How statistics split the matching documents (lib/server/stats/README.md). Every document falls in exactly
 * one part, so the parts add up to the whole:
 * - manual (default): one part, all matching documents, labelled with the query.
 * - sourceCountry: the country of the most salient place (country, city, region) the document mentions,
 *   by name (ISO code when unknown); "Unknown" when it mentions none.
 * - publisher: the document's publisher ("Unknown" when empty).
 * - doctype: the document type (Article, Local File, ...).
 * - language: the ISO 639-1 code of the document's language ("und" when undetermined).
 */
export const SPLIT_TYPES = ["manual", "sourceCountry", "publisher", "doctype", "language"] as const;
export type TSplitType = (typeof SPLIT_TYPES)[number];

/** The label of a part; `query` labels the single manual part. */
export function splitLabel(split: TSplitType, key: string | null, query: string | undefined): string {
  if (split === "manual") return query?.trim() || "All documents";
  if (key === null || key === "") return "Unknown";
  if (split === "sourceCountry") return countryByCode(key)?.name ?? key;
  return key;
}
