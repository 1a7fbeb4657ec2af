import "server-only";
import type { TRow } from "@/lib/server/db/table-rows";

export const ALERT_FREQUENCIES = ["instant", "hourly", "daily"] as const;
export type TAlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export type TAlertRow = TRow<
  "alerts",
  | "id"
  | "owner_id"
  | "name"
  | "query"
  | "feed"
  | "webhook_url"
  | "webhook_secret"
  | "email_to"
  | "enabled"
  | "last_digest_at"
  | "origin"
  | "created_at"
  | "updated_at"
> & { frequency: TAlertFrequency };

/** An alert as its owner sees it: the webhook secret is never handed on, only whether one is set. */
export type TAlert = {
  id: number;
  name: string;
  query: string;
  channels: {
    feed: boolean;
    webhook: { url: string; hasSecret: boolean } | null;
    email: { to: string } | null;
  };
  frequency: TAlertFrequency;
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export const toAlert = (row: TAlertRow): TAlert => ({
  id: row.id,
  name: row.name,
  query: row.query,
  channels: {
    feed: row.feed,
    webhook: row.webhook_url ? { url: row.webhook_url, hasSecret: Boolean(row.webhook_secret) } : null,
    email: row.email_to ? { to: row.email_to } : null,
  },
  frequency: row.frequency,
  enabled: row.enabled,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Why a document matched: the alert's words and phrases and the entities it names that the document has. */
export type TWhy = { terms: string[]; entities: string[] };
