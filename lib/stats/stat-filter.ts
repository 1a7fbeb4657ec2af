import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { compileQuery, parseQuery } from "@/lib/query";

/**
 * The documents statistics count: those matching q (all documents without q) that the caller may see
 * (comments only by their author, as in search), optionally within [from, to).
 */
export async function statFilter(q: string | undefined, callerId: number, from?: Date, to?: Date): Promise<Prisma.Sql> {
  const compiled = await compileQuery(parseQuery(q));
  const range = from && to ? Prisma.sql`AND d.published_at >= ${from} AND d.published_at < ${to}` : Prisma.empty;
  return Prisma.sql`${compiled.where} AND (d.type <> 'Article Comment' OR d.contributing_user_id = ${callerId}) ${range}`;
}
