import "server-only";
import { sqlRows } from "@/lib/server/db/sql-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TPairCount } from "../weight-connections";

/**
 * Documents shared by each pair of nodes (and, i = j, of each node) among the given documents (a
 * `SELECT … AS id` built by lib/server/related), counted in SQL: the nodes' mentions are found by entity (few
 * entities, many documents), then kept when among the documents.
 */
export async function countNodePairsInSql(nodes: string[], documentIds: Prisma.Sql): Promise<TPairCount[]> {
  return sqlRows<TPairCount>(Prisma.sql`
    WITH f AS MATERIALIZED (${documentIds}),
    nm AS MATERIALIZED (
      SELECT m.document_id AS d, m.entity_id AS e, count(*) OVER (PARTITION BY m.document_id) AS k
      FROM mentions m
      WHERE m.entity_id = ANY(${nodes.map((n) => BigInt(n))}::int8[]) AND m.document_id IN (SELECT id FROM f)
    )
    SELECT x.e::text AS i, y.e::text AS j, count(*)::int AS n,
      sum(CASE WHEN x.k > 1 THEN 1.0 / (x.k - 1) ELSE 0 END)::float8 AS w
    FROM nm x JOIN nm y ON x.d = y.d AND x.e <= y.e
    GROUP BY x.e, y.e`);
}
