import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { countryByCode } from "@/lib/nlp/geo/country-gazetteer";

/**
 * How statistics split the matching documents (lib/stats/README.md). Every document falls in exactly
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

/** The part a document `d` belongs to, as SQL text (NULL: unknown). */
export function splitKey(split: TSplitType): Prisma.Sql {
  switch (split) {
    case "manual":
      return Prisma.sql`''`;
    case "publisher":
      return Prisma.sql`nullif(d.publisher, '')`;
    case "doctype":
      return Prisma.sql`d.type`;
    case "language":
      return Prisma.sql`d.language`;
    case "sourceCountry":
      return Prisma.sql`(SELECT e.country_code FROM mentions m JOIN entities e ON e.id = m.entity_id
        WHERE m.document_id = d.id AND e.country_code IS NOT NULL
        ORDER BY m.salience DESC, m.first_offset, e.id LIMIT 1)`;
  }
}

/** The label of a part; `query` labels the single manual part. */
export function splitLabel(split: TSplitType, key: string | null, query: string | undefined): string {
  if (split === "manual") return query?.trim() || "All documents";
  if (key === null || key === "") return "Unknown";
  if (split === "sourceCountry") return countryByCode(key)?.name ?? key;
  return key;
}
