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

/** An alert as the API shows it: the webhook secret is never shown again, only whether one is set. */
export type TAlert = {
  Id: number;
  Name: string;
  Query: string;
  Channels: { Feed: boolean; Webhook?: { Url: string; HasSecret: boolean }; Email?: { To: string } };
  Frequency: TAlertFrequency;
  Enabled: boolean;
  CreatedDate: Date;
  LastUpdated: Date;
};

export const toAlert = (row: TAlertRow): TAlert => ({
  Id: row.id,
  Name: row.name,
  Query: row.query,
  Channels: {
    Feed: row.feed,
    ...(row.webhook_url ? { Webhook: { Url: row.webhook_url, HasSecret: Boolean(row.webhook_secret) } } : {}),
    ...(row.email_to ? { Email: { To: row.email_to } } : {}),
  },
  Frequency: row.frequency,
  Enabled: row.enabled,
  CreatedDate: row.created_at,
  LastUpdated: row.updated_at,
});

/** Why a document matched: the alert's words and phrases and the entities it names that the document has. */
export type TWhy = { Terms: string[]; Entities: string[] };
