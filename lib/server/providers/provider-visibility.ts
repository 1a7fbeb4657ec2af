import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

// A document of a restricted provider is visible only to the users on its access list and to admins.
// Documents without a provider, and providers without a restricting row, are visible to everyone.
// Written as NOT IN over the (small) set of providers hidden from the caller, so PostgreSQL evaluates the
// set once per query (a hashed subplan) instead of once per document; when no provider is restricted at all
// (one uncorrelated check, evaluated once), the per-row test is skipped.

export const hiddenFrom = (caller: string) => `SELECT p.name_key FROM providers p
   WHERE p.restricted
     AND NOT EXISTS (SELECT 1 FROM provider_access pa WHERE pa.provider_id = p.id AND pa.user_id = ${caller})
     AND NOT EXISTS (SELECT 1 FROM users pu WHERE pu.id = ${caller} AND pu.role = 'admin')`;

/** "The caller may see this document's provider", for Prisma.sql queries. `alias` names the documents row. */
export function providerVisibleSql(callerId: number, alias = "d"): Prisma.Sql {
  const d = Prisma.raw(alias);
  const caller = Prisma.sql`${callerId}::int`;
  return Prisma.sql`(NOT EXISTS (SELECT 1 FROM providers rp WHERE rp.restricted) OR ${d}.provider IS NULL
   OR lower(${d}.provider) NOT IN (SELECT p.name_key FROM providers p
   WHERE p.restricted
     AND NOT EXISTS (SELECT 1 FROM provider_access pa WHERE pa.provider_id = p.id AND pa.user_id = ${caller})
     AND NOT EXISTS (SELECT 1 FROM users pu WHERE pu.id = ${caller} AND pu.role = 'admin')))`;
}

/** The same condition for plain pg queries, with the caller's id at the given placeholder (e.g. "$3"). */
export function providerVisibleText(callerPlaceholder: string, alias = "d"): string {
  return `(NOT EXISTS (SELECT 1 FROM providers rp WHERE rp.restricted) OR ${alias}.provider IS NULL
   OR lower(${alias}.provider) NOT IN (${hiddenFrom(`${callerPlaceholder}::int`)}))`;
}

/**
 * The provider rule for a caller whose hidden providers were looked up first (`findHiddenProviderKeys`), the list
 * written into the condition instead of a subquery; undefined when nothing is hidden from the caller.
 */
export function providerNotHiddenSql(hidden: string[], alias = "d"): Prisma.Sql | undefined {
  if (hidden.length === 0) return undefined;
  const d = Prisma.raw(alias);
  return Prisma.sql`(${d}.provider IS NULL OR lower(${d}.provider) <> ALL(${hidden}::text[]))`;
}
