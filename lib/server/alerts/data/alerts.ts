import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";
import type { TAlertFrequency, TAlertRow } from "../alert-model";

export async function findAlertsOfOwner(ownerId: number): Promise<TAlertRow[]> {
  const { rows } = await pool().query<TAlertRow>(`SELECT * FROM alerts WHERE owner_id = $1 ORDER BY id DESC`, [
    ownerId,
  ]);
  return rows;
}

/** The owner's alert of this id (another user's is undefined too). */
export async function findAlertOfOwner(ownerId: number, id: number): Promise<TAlertRow | undefined> {
  const { rows } = await pool().query<TAlertRow>(`SELECT * FROM alerts WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
  return rows[0];
}

export type TAlertFields = {
  name: string;
  query: string;
  feed: boolean;
  webhookUrl: string | null;
  /** Encrypted (lib/server/auth/secret-box). */
  webhookSecret: string | null;
  emailTo: string | null;
  frequency: TAlertFrequency;
  enabled: boolean;
};

/** An alert's fields in the column order of the statements below (name … enabled). */
function alertValues(f: TAlertFields): unknown[] {
  return [f.name, f.query, f.feed, f.webhookUrl, f.webhookSecret, f.emailTo, f.frequency, f.enabled];
}

/** Inserts an alert; its digest period starts now. */
export async function insertAlert(ownerId: number, fields: TAlertFields, origin: string): Promise<TAlertRow> {
  const { rows } = await pool().query<TAlertRow>(
    `INSERT INTO alerts (owner_id, name, query, feed, webhook_url, webhook_secret, email_to, frequency, enabled, origin, last_digest_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now()) RETURNING *`,
    [ownerId, ...alertValues(fields), origin],
  );
  return rows[0]!;
}

/** Rewrites the owner's alert; undefined when the owner has no such alert. */
export async function updateAlertOfOwner(
  ownerId: number,
  id: number,
  fields: TAlertFields,
): Promise<TAlertRow | undefined> {
  const { rows } = await pool().query<TAlertRow>(
    `UPDATE alerts SET name = $3, query = $4, feed = $5, webhook_url = $6, webhook_secret = $7, email_to = $8,
       frequency = $9, enabled = $10, updated_at = now()
     WHERE id = $1 AND owner_id = $2 RETURNING *`,
    [id, ownerId, ...alertValues(fields)],
  );
  return rows[0];
}

/** Deletes the owner's alert; whether there was one. */
export async function deleteAlertOfOwner(ownerId: number, id: number): Promise<boolean> {
  const { rowCount } = await pool().query(`DELETE FROM alerts WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
  return rowCount !== 0;
}

export type TAlertToMatch = TAlertRow & { owner_admin: boolean };

/** Every enabled alert with whether its owner is an admin, by id. */
export async function findEnabledAlerts(q: TQueryable): Promise<TAlertToMatch[]> {
  const { rows } = await q.query<TAlertToMatch>(
    `SELECT a.*, u.role = 'admin' AS owner_admin FROM alerts a JOIN users u ON u.id = a.owner_id
      WHERE a.enabled ORDER BY a.id`,
  );
  return rows;
}

export type TDigestAlert = TRow<"alerts", "id" | "webhook_url" | "email_to">;

/**
 * Hourly and daily alerts with a channel whose period has passed since their last digest (or creation)
 * and that have undigested matches, locked FOR UPDATE SKIP LOCKED (at most 200, by id).
 */
export async function lockDueDigestAlerts(q: TQueryable): Promise<TDigestAlert[]> {
  const { rows } = await q.query<TDigestAlert>(
    `SELECT a.id, a.webhook_url, a.email_to FROM alerts a
        WHERE a.enabled AND a.frequency IN ('hourly', 'daily') AND (a.webhook_url IS NOT NULL OR a.email_to IS NOT NULL)
          AND coalesce(a.last_digest_at, a.created_at)
              <= now() - CASE a.frequency WHEN 'hourly' THEN interval '1 hour' ELSE interval '1 day' END
          AND EXISTS (SELECT 1 FROM alert_matches m WHERE m.alert_id = a.id AND m.digested_at IS NULL)
        ORDER BY a.id LIMIT 200 FOR UPDATE OF a SKIP LOCKED`,
  );
  return rows;
}

export async function stampAlertDigest(q: TQueryable, alertId: number): Promise<void> {
  await q.query(`UPDATE alerts SET last_digest_at = now() WHERE id = $1`, [alertId]);
}
