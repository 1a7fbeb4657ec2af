import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { pool } from "./pool";
import type { TQueryable } from "./queryable";

/**
 * Runs a statement composed from `Prisma.sql` fragments (the query language's and search's building
 * blocks: `.text` with $1… placeholders, `.values` its parameters) on the pool, or on a transaction's
 * client, and returns its rows. Row types as pg gives them: bigint and numeric columns as strings,
 * timestamps as Dates.
 */
export async function sqlRows<T>(sql: Prisma.Sql, on: TQueryable = pool()): Promise<T[]> {
  return (await on.query(sql.text, sql.values)).rows as T[];
}
