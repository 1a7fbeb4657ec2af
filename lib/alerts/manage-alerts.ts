import "server-only";
import net from "node:net";
import { encryptSecret } from "@/lib/auth/secret-box";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { isAllowedAddress } from "@/lib/ingest/fetch/address-policy";
import { parseQuery } from "@/lib/query";
import { toAlert, type TAlert, type TAlertFrequency, type TAlertRow } from "./alert-model";

// Alerts belong to their owner alone: every read and change is scoped by owner_id, so another user's
// alert is indistinguishable from a missing one (404).

export type TAlertChannels = {
  Feed?: boolean;
  Webhook?: { Url: string; Secret?: string } | null;
  Email?: { To: string } | null;
};
export type TAlertInput = {
  name: string;
  query: string;
  channels: TAlertChannels;
  frequency: TAlertFrequency;
  enabled: boolean;
  origin: string;
};
export type TAlertChange = Partial<Omit<TAlertInput, "channels" | "origin">> & { channels?: TAlertChannels };

export const alertNotFound = (id: number) => new DomainError("ALERT_NOT_FOUND", `no alert ${id}`);

/** A query the matcher can evaluate: parsed here so a bad one is a 400 naming the problem. */
export function checkAlertQuery(query: string): void {
  if (!query.trim()) throw new DomainError("INVALID_PARAMETER", "Query: must not be empty");
  try {
    parseQuery(query);
  } catch (error) {
    throw new DomainError("INVALID_PARAMETER", `Query: ${error instanceof Error ? error.message : "invalid"}`);
  }
}

/** http(s) only, and an address literal must pass the feed SSRF policy (names are checked on every delivery). */
export function checkWebhookUrl(value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DomainError("INVALID_PARAMETER", "Channels.Webhook.Url: must be an absolute http or https URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new DomainError("INVALID_PARAMETER", "Channels.Webhook.Url: must be an http or https URL");
  if (url.username || url.password)
    throw new DomainError("INVALID_PARAMETER", "Channels.Webhook.Url: must not carry credentials");
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(literal) && !isAllowedAddress(literal, literal))
    throw new DomainError("BLOCKED_ADDRESS", `Channels.Webhook.Url: ${literal} may not receive webhooks`);
}

export async function listAlerts(ownerId: number): Promise<TAlert[]> {
  const { rows } = await pool().query<TAlertRow>(`SELECT * FROM alerts WHERE owner_id = $1 ORDER BY id DESC`, [
    ownerId,
  ]);
  return rows.map(toAlert);
}

/** The owner's alert row; another user's or unknown: 404. */
export async function findAlertRow(ownerId: number, id: number): Promise<TAlertRow> {
  const { rows } = await pool().query<TAlertRow>(`SELECT * FROM alerts WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
  if (!rows[0]) throw alertNotFound(id);
  return rows[0];
}

export const getAlert = async (ownerId: number, id: number): Promise<TAlert> =>
  toAlert(await findAlertRow(ownerId, id));

export async function createAlert(ownerId: number, input: TAlertInput): Promise<TAlert> {
  checkAlertQuery(input.query);
  const webhook = input.channels.Webhook ?? null;
  if (webhook) checkWebhookUrl(webhook.Url);
  const { rows } = await pool().query<TAlertRow>(
    `INSERT INTO alerts (owner_id, name, query, feed, webhook_url, webhook_secret, email_to, frequency, enabled, origin, last_digest_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now()) RETURNING *`,
    [
      ownerId,
      input.name,
      input.query,
      input.channels.Feed ?? true,
      webhook?.Url ?? null,
      webhook?.Secret ? encryptSecret(webhook.Secret) : null,
      input.channels.Email?.To ?? null,
      input.frequency,
      input.enabled,
      input.origin,
    ],
  );
  return toAlert(rows[0]!);
}

/** Changes the given fields; a channel given as null is removed, one left out is kept. */
export async function updateAlert(ownerId: number, id: number, change: TAlertChange): Promise<TAlert> {
  const current = await findAlertRow(ownerId, id);
  if (change.query !== undefined) checkAlertQuery(change.query);
  const channels = change.channels ?? {};
  let webhookUrl = current.webhook_url;
  let webhookSecret = current.webhook_secret;
  if (channels.Webhook === null) {
    webhookUrl = null;
    webhookSecret = null;
  } else if (channels.Webhook) {
    checkWebhookUrl(channels.Webhook.Url);
    webhookUrl = channels.Webhook.Url;
    if (channels.Webhook.Secret !== undefined)
      webhookSecret = channels.Webhook.Secret ? encryptSecret(channels.Webhook.Secret) : null;
  }
  const emailTo = channels.Email === null ? null : (channels.Email?.To ?? current.email_to);
  const { rows } = await pool().query<TAlertRow>(
    `UPDATE alerts SET name = $3, query = $4, feed = $5, webhook_url = $6, webhook_secret = $7, email_to = $8,
       frequency = $9, enabled = $10, updated_at = now()
     WHERE id = $1 AND owner_id = $2 RETURNING *`,
    [
      id,
      ownerId,
      change.name ?? current.name,
      change.query ?? current.query,
      channels.Feed ?? current.feed,
      webhookUrl,
      webhookSecret,
      emailTo,
      change.frequency ?? current.frequency,
      change.enabled ?? current.enabled,
    ],
  );
  if (!rows[0]) throw alertNotFound(id);
  return toAlert(rows[0]);
}

export async function deleteAlert(ownerId: number, id: number): Promise<void> {
  const { rowCount } = await pool().query(`DELETE FROM alerts WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
  if (rowCount === 0) throw alertNotFound(id);
}
