import "server-only";

export const ALERT_FREQUENCIES = ["instant", "hourly", "daily"] as const;
export type TAlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export type TAlertRow = {
  id: number;
  owner_id: number;
  name: string;
  query: string;
  feed: boolean;
  webhook_url: string | null;
  webhook_secret: string | null;
  email_to: string | null;
  frequency: TAlertFrequency;
  enabled: boolean;
  last_digest_at: Date | null;
  origin: string;
  created_at: Date;
  updated_at: Date;
};

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
