import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { pool } from "./pool";

/**
 * Runs a query built with Prisma.sql on the plain pg pool and returns its rows. For the hot read paths
 * (document search): the same SQL and parameters as `db().$queryRaw`, without the ORM's per-row
 * decoding (about a millisecond per search page). Row types as pg gives them: bigint and numeric
 * columns as strings, timestamps as Dates.
 */
export async function sqlRows<T>(sql: Prisma.Sql): Promise<T[]> {
  return (await pool().query(sql.text, sql.values)).rows as T[];
}
