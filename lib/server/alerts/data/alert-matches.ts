import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";
import { DOCUMENT_ITEM_COLUMNS, DOCUMENT_ITEM_FROM, type TDocumentItemRow } from "@/lib/server/documents/document-item";
import { Prisma } from "@/lib/generated/prisma/client";
import { commentVisibleSql, commentVisibleText } from "@/lib/server/users/user-groups";
import type { TWhy } from "../alert-model";

/** alert_matches.why as stored (JSON). */
type TStoredWhy = { Terms: string[]; Entities: string[] };
const whyOf = (stored: TStoredWhy): TWhy => ({ terms: stored.Terms, entities: stored.Entities });
const storedWhy = (why: TWhy): TStoredWhy => ({ Terms: why.terms, Entities: why.entities });

/** A matched document with when it matched (the match's reasons: its json narrowed to their stored shape). */
type TMatchedDocumentRow = TDocumentItemRow & TRow<"alert_matches", "matched_at"> & { why: TStoredWhy };

/** The alert's recent matches its owner may see, newest first, with why each matched. */
export async function findRecentMatches(
  alertId: number,
  ownerId: number,
  limit: number,
): Promise<(TDocumentItemRow & TRow<"alert_matches", "matched_at"> & { why: TWhy })[]> {
  const { rows } = await pool().query<TMatchedDocumentRow>(
    `SELECT ${DOCUMENT_ITEM_COLUMNS}, m.why, m.matched_at
       FROM alert_matches m JOIN ${DOCUMENT_ITEM_FROM} ON d.id = m.document_id
      WHERE m.alert_id = $1 AND ${commentVisibleText("$2")}
      ORDER BY m.matched_at DESC, d.id DESC LIMIT $3`,
    [alertId, ownerId, limit],
  );
  return rows.map((row) => ({ ...row, why: whyOf(row.why) }));
}

/**
 * These documents as the alert's owner may see them now, newest first, each with why it matched the
 * alert (no reasons when it has no match row).
 */
export async function findDeliveryDocuments(
  alertId: number,
  ownerId: number,
  documentIds: string[],
): Promise<(TDocumentItemRow & { why: TWhy })[]> {
  const { rows } = await pool().query<TDocumentItemRow & { why: TStoredWhy }>(
    `SELECT ${DOCUMENT_ITEM_COLUMNS}, coalesce(m.why, '{"Terms": [], "Entities": []}'::jsonb) AS why
       FROM ${DOCUMENT_ITEM_FROM} LEFT JOIN alert_matches m ON m.alert_id = $2 AND m.document_id = d.id
      WHERE d.id = ANY($1::bigint[]) AND ${commentVisibleText("$3")}
      ORDER BY d.published_at DESC, d.id DESC`,
    [documentIds, alertId, ownerId],
  );
  return rows.map((row) => ({ ...row, why: whyOf(row.why) }));
}

/** The ids of the alert's newest match (none or one). */
export async function findNewestMatchDocumentIds(alertId: number): Promise<string[]> {
  const { rows } = await pool().query<TRow<"alert_matches", "document_id">>(
    `SELECT document_id::text FROM alert_matches WHERE alert_id = $1 ORDER BY matched_at DESC LIMIT 1`,
    [alertId],
  );
  return rows.map((r) => r.document_id);
}

/** Takes up to `limit` documents waiting for the matcher (FOR UPDATE SKIP LOCKED); their ids. */
export async function takePendingDocuments(q: TQueryable, limit: number): Promise<string[]> {
  const { rows } = await q.query<TRow<"alert_pending", "document_id">>(
    `DELETE FROM alert_pending WHERE document_id IN (
       SELECT document_id FROM alert_pending ORDER BY document_id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING document_id::text`,
    [limit],
  );
  return rows.map((r) => r.document_id);
}

/** Puts documents in the matcher's queue (documents already waiting stay as they are). */
export async function insertPendingDocuments(q: TQueryable, documentIds: string[]): Promise<void> {
  await q.query(`INSERT INTO alert_pending (document_id) SELECT unnest($1::bigint[]) ON CONFLICT DO NOTHING`, [
    documentIds,
  ]);
}

/** An alert compiled for the matcher: its condition over `d`, and the labelled conditions of its reasons. */
export type TAlertCondition = {
  alertId: number;
  ownerId: number;
  where: Prisma.Sql;
  reasons: { kind: string; label: string; where: Prisma.Sql }[];
};

/** A match: the alert, the document, and the labels (`Terms:x`, `Entities:y`) of the reasons that hold. */
export type TFoundMatch = TRow<"alert_matches", "alert_id" | "document_id"> & { why: string[] };

/**
 * Evaluates the alerts over these documents only, as each alert's owner may see them, in one statement:
 * the documents are read once (MATERIALIZED), so a common word never makes the planner walk the
 * corpus-wide full-text index.
 */
export async function findMatchesInDocuments(
  q: TQueryable,
  alerts: TAlertCondition[],
  documentIds: string[],
): Promise<TFoundMatch[]> {
  const parts = alerts.map((alert) => {
    const why = alert.reasons.length
      ? Prisma.sql`array_remove(ARRAY[${Prisma.join(
          alert.reasons.map((r) => Prisma.sql`CASE WHEN ${r.where} THEN ${`${r.kind}:${r.label}`} END`),
        )}]::text[], NULL)`
      : Prisma.sql`'{}'::text[]`;
    return Prisma.sql`SELECT ${alert.alertId}::int AS alert_id, d.id::text AS document_id, ${why} AS why
        FROM d WHERE ${alert.where} AND ${commentVisibleSql(alert.ownerId)}`;
  });
  const statement = Prisma.sql`WITH d AS MATERIALIZED (SELECT * FROM documents WHERE id = ANY(${documentIds}::bigint[]))
      ${Prisma.join(parts, " UNION ALL ")}`;
  const { rows } = await q.query<TFoundMatch>(statement.text, statement.values);
  return rows;
}

/** Records matches (one already recorded is left alone); the ones that are new. */
export async function insertMatches(
  q: TQueryable,
  matches: { alertId: number; documentId: string; why: TWhy }[],
): Promise<{ alertId: number; documentId: string }[]> {
  const { rows } = await q.query<TRow<"alert_matches", "alert_id" | "document_id">>(
    `INSERT INTO alert_matches (alert_id, document_id, why)
     SELECT * FROM unnest($1::int[], $2::bigint[], $3::jsonb[]) ON CONFLICT DO NOTHING
     RETURNING alert_id, document_id::text`,
    [
      matches.map((f) => f.alertId),
      matches.map((f) => f.documentId),
      matches.map((f) => JSON.stringify(storedWhy(f.why))),
    ],
  );
  return rows.map((r) => ({ alertId: r.alert_id, documentId: r.document_id }));
}

/** Marks up to `limit` of the alert's undigested matches digested, oldest first; their document ids. */
export async function digestMatches(q: TQueryable, alertId: number, limit: number): Promise<string[]> {
  const { rows } = await q.query<TRow<"alert_matches", "document_id">>(
    `UPDATE alert_matches SET digested_at = now() WHERE (alert_id, document_id) IN (
           SELECT alert_id, document_id FROM alert_matches WHERE alert_id = $1 AND digested_at IS NULL
            ORDER BY matched_at, document_id LIMIT $2)
         RETURNING document_id::text`,
    [alertId, limit],
  );
  return rows.map((r) => r.document_id);
}
