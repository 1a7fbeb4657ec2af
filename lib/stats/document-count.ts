import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { splitKey, splitLabel, type TSplitType } from "./split-types";
import { statFilter } from "./stat-filter";

export type TDocumentCount = { q?: string; splitType: TSplitType; showDuplicates: boolean; callerId: number };

type TFacetRow = { key: string | null; n: number };

/**
 * Document counts per part of splitType (all time), largest first. Ingestion never stores a document
 * twice (same URL, provider reference or content; near-identical text from the same publisher), but
 * the same text can arrive from several publishers (syndication). showDuplicates=false (default)
 * counts documents with an identical SimHash fingerprint once per facet (a distinct count);
 * showDuplicates=true counts every stored document.
 */
export async function documentCount(input: TDocumentCount) {
  const where = await statFilter(input.q, input.callerId);
  const amount = input.showDuplicates ? Prisma.sql`count(*)` : Prisma.sql`count(DISTINCT d.simhash)`;
  const rows = await db().$queryRaw<TFacetRow[]>`
    SELECT ${splitKey(input.splitType)} AS key, ${amount}::int AS n
    FROM documents d WHERE ${where}
    GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST`;
  const facets = rows.map((r) => ({ Description: splitLabel(input.splitType, r.key, input.q), Amount: r.n }));
  if (input.splitType === "manual" && facets.length === 0) {
    facets.push({ Description: splitLabel("manual", null, input.q), Amount: 0 });
  }
  return { Facets: facets };
}
