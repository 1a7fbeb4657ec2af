import "server-only";
import net from "node:net";
import { encryptSecret } from "@/lib/server/auth/secret-box";
import { DomainError } from "@/lib/server/errors";
import { isAllowedAddress } from "@/lib/server/ingest/fetch/address-policy";
import { parseQuery } from "@/lib/server/query-language";
import { toAlert, type TAlert, type TAlertFrequency, type TAlertRow } from "./alert-model";
import {
  deleteAlertOfOwner,
  findAlertOfOwner,
  findAlertsOfOwner,
  insertAlert,
  updateAlertOfOwner,
} from "./data/alerts";

// Alerts belong to their owner alone: every read and change is scoped by owner_id, so another user's
// alert is indistinguishable from a missing one (404).

/** The channels to set: one left out (undefined) is kept on a change, null removes it. */
export type TAlertChannels = {
  feed?: boolean;
  webhook?: { url: string; secret?: string } | null;
  email?: { to: string } | null;
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
  return (await findAlertsOfOwner(ownerId)).map(toAlert);
}

/** The owner's alert row; another user's or unknown: 404. */
export async function findAlertRow(ownerId: number, id: number): Promise<TAlertRow> {
  const row = await findAlertOfOwner(ownerId, id);
  if (!row) throw alertNotFound(id);
  return row;
}

export const getAlert = async (ownerId: number, id: number): Promise<TAlert> =>
  toAlert(await findAlertRow(ownerId, id));

export async function createAlert(ownerId: number, input: TAlertInput): Promise<TAlert> {
  checkAlertQuery(input.query);
  const webhook = input.channels.webhook ?? null;
  if (webhook) checkWebhookUrl(webhook.url);
  const row = await insertAlert(
    ownerId,
    {
      name: input.name,
      query: input.query,
      feed: input.channels.feed ?? true,
      webhookUrl: webhook?.url ?? null,
      webhookSecret: webhook?.secret ? encryptSecret(webhook.secret) : null,
      emailTo: input.channels.email?.to ?? null,
      frequency: input.frequency,
      enabled: input.enabled,
    },
    input.origin,
  );
  return toAlert(row);
}

/** Changes the given fields; a channel given as null is removed, one left out is kept. */
export async function updateAlert(ownerId: number, id: number, change: TAlertChange): Promise<TAlert> {
  const current = await findAlertRow(ownerId, id);
  if (change.query !== undefined) checkAlertQuery(change.query);
  const channels = change.channels ?? {};
  let webhookUrl = current.webhook_url;
  let webhookSecret = current.webhook_secret;
  if (channels.webhook === null) {
    webhookUrl = null;
    webhookSecret = null;
  } else if (channels.webhook) {
    checkWebhookUrl(channels.webhook.url);
    webhookUrl = channels.webhook.url;
    if (channels.webhook.secret !== undefined)
      webhookSecret = channels.webhook.secret ? encryptSecret(channels.webhook.secret) : null;
  }
  const emailTo = channels.email === null ? null : (channels.email?.to ?? current.email_to);
  const row = await updateAlertOfOwner(ownerId, id, {
    name: change.name ?? current.name,
    query: change.query ?? current.query,
    feed: channels.feed ?? current.feed,
    webhookUrl,
    webhookSecret,
    emailTo,
    frequency: change.frequency ?? current.frequency,
    enabled: change.enabled ?? current.enabled,
  });
  if (!row) throw alertNotFound(id);
  return toAlert(row);
}

export async function deleteAlert(ownerId: number, id: number): Promise<void> {
  if (!(await deleteAlertOfOwner(ownerId, id))) throw alertNotFound(id);
}
