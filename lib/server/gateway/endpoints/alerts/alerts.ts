import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/server/gateway/errors";
import { ATOM_CONTENT_TYPE } from "@/lib/server/markup/atom-feed";
import { fileResult } from "@/lib/server/gateway/results";
import { defineEndpoint, type TEndpoint } from "@/lib/server/gateway/types";
import { listDeliveries, recentMatches } from "@/lib/server/alerts/alert-activity";
import { alertFeed } from "@/lib/server/alerts/alert-feed";
import { ALERT_FREQUENCIES } from "@/lib/server/alerts/alert-model";
import { createAlert, deleteAlert, getAlert, listAlerts, updateAlert } from "@/lib/server/alerts/manage-alerts";
import { testAlert } from "@/lib/server/alerts/test-alert";
import { wireAlert, wireAlertDelivery, wireAlertMatch, wireAlertTest } from "@/lib/server/gateway/wire/alerts";
import { zJsonObject, zName } from "../platform/json-body";
import { createEntry, deleteEntry, getEntry, listEntry, ownerOf, updateEntry, ZId } from "../entries";
import { ZAlert, ZAlertDeliveryList, ZAlertList, ZAlertTest, ZDocumentRows, ZFile } from "@/lib/contract/responses";

const zQuery = z.string({ error: "must be a query (the query language)" }).trim().min(1, "must not be empty").max(2000);
const zUrl = z.string({ error: "must be a URL" }).trim().min(1, "must not be empty").max(2000);
const ZWebhook = zJsonObject({
  Url: zUrl,
  Secret: z.string({ error: "must be a string" }).max(500, "must be at most 500 characters").optional(),
});
const ZEmail = zJsonObject({ To: z.email({ error: "must be an e-mail address" }).max(320) });
const ZChannels = zJsonObject({
  Feed: z.boolean({ error: "must be true or false" }).optional(),
  Webhook: ZWebhook.nullable().optional(),
  Email: ZEmail.nullable().optional(),
});
const zFrequency = z.enum(ALERT_FREQUENCIES, { error: `must be one of ${ALERT_FREQUENCIES.join(", ")}` });
const zEnabled = z.boolean({ error: "must be true or false" });
export const ZNewAlert = zJsonObject({
  Name: zName(200),
  Query: zQuery,
  Channels: ZChannels.optional(),
  Frequency: zFrequency.optional(),
  Enabled: zEnabled.optional(),
});
export const ZAlertChange = zJsonObject({
  Name: zName(200).optional(),
  Query: zQuery.optional(),
  Channels: ZChannels.optional(),
  Frequency: zFrequency.optional(),
  Enabled: zEnabled.optional(),
});
type TChannelsBody = z.infer<typeof ZChannels>;

const base = { formats: "json" as const, auth: "user" as const };
const RECORD =
  "{Id, Name, Query, Channels: {Feed, Webhook?: {Url, HasSecret}, Email?: {To}}, Frequency, Enabled, CreatedDate, LastUpdated}";

const channelsOf = (channels: TChannelsBody | undefined) => ({
  feed: channels?.Feed,
  webhook: channels?.Webhook && { url: channels.Webhook.Url, secret: channels.Webhook.Secret },
  email: channels?.Email && { to: channels.Email.To },
});

export const alertEndpoints: TEndpoint[] = [
  listEntry({
    ...base,
    id: "alerts.list",
    response: ZAlertList,
    summary: "The caller's alerts",
    description: `Items: ${RECORD}.`,
    paths: ["/v1/alerts"],
    examples: [{ request: "GET /api/v1/alerts" }],
    list: async ({ ctx }) => (await listAlerts(ownerOf(ctx))).map(wireAlert),
  }),
  createEntry({
    ...base,
    id: "alerts.create",
    response: ZAlert,
    summary: "Create an alert: a saved query that reports new matching documents",
    description:
      'JSON body {Name, Query (the query language), Channels: {Feed (default true), Webhook?: {Url, Secret?}, Email?: {To}}, Frequency: "instant" (default) | "hourly" | "daily", Enabled (default true)}. ' +
      "Every stored document is matched against the enabled alerts within seconds, as the owner sees documents. A match is an in-app notification, an `alert` event on /v1/events and an entry of the alert's feed at once; " +
      "webhook and e-mail deliveries go out per batch (instant) or as hourly/daily digests. " +
      "Webhook: POST JSON {AlertId, Name, Query, Documents: [document items with Why: {Terms, Entities}], DeliveredAt} with X-Delivery-Id (the same on every retry) and " +
      "X-Signature: sha256=<hex HMAC-SHA256 of the raw body with Secret>; non-2xx or no answer within 10 s is retried with exponential backoff for about 17 minutes. " +
      "Webhook URLs follow the feed fetcher's address policy (no private or loopback addresses unless the operator allows them). " +
      `Answers 201 ${RECORD} (the secret is never shown).`,
    paths: ["/v1/alerts"],
    body: ZNewAlert,
    xmlRoot: "Alert",
    examples: [
      {
        request:
          'POST /api/v1/alerts {"Name":"Port strikes","Query":"strike AND port","Channels":{"Feed":true,"Webhook":{"Url":"https://example.org/hook","Secret":"s3cret"}},"Frequency":"instant"}',
      },
    ],
    create: async ({ body, ctx }) =>
      wireAlert(
        await createAlert(ownerOf(ctx), {
          name: body.Name,
          query: body.Query,
          channels: channelsOf(body.Channels),
          frequency: body.Frequency ?? "instant",
          enabled: body.Enabled ?? true,
          origin: ctx.origin,
        }),
      ),
  }),
  getEntry({
    ...base,
    id: "alerts.get",
    response: ZAlert,
    summary: "One of the caller's alerts",
    description: `${RECORD}; another user's alert is 404.`,
    paths: ["/v1/alerts/{id}"],
    xmlRoot: "Alert",
    examples: [{ request: "GET /api/v1/alerts/5" }],
    get: async ({ params, ctx }) => wireAlert(await getAlert(ownerOf(ctx), params.id)),
  }),
  updateEntry({
    ...base,
    id: "alerts.update",
    response: ZAlert,
    summary: "Change an alert: name, query, channels, frequency, or pause it",
    description:
      "JSON body with any of {Name, Query, Channels, Frequency, Enabled}. In Channels, a channel left out is kept, null removes it; " +
      "a Webhook without Secret keeps the secret, an empty Secret removes it.",
    paths: ["/v1/alerts/{id}"],
    body: ZAlertChange,
    xmlRoot: "Alert",
    examples: [{ request: 'PATCH /api/v1/alerts/5 {"Enabled":false}' }],
    update: async ({ params, body, ctx }) =>
      wireAlert(
        await updateAlert(ownerOf(ctx), params.id, {
          name: body.Name,
          query: body.Query,
          channels: body.Channels ? channelsOf(body.Channels) : undefined,
          frequency: body.Frequency,
          enabled: body.Enabled,
        }),
      ),
  }),
  deleteEntry({
    ...base,
    id: "alerts.delete",
    summary: "Delete an alert with its matches and delivery log",
    paths: ["/v1/alerts/{id}"],
    example: "DELETE /api/v1/alerts/5",
    remove: ({ params, ctx }) => deleteAlert(ownerOf(ctx), params.id),
  }),
  defineEndpoint({
    ...base,
    id: "alerts.test",
    response: ZAlertTest,
    summary: "Send a sample delivery now on the alert's webhook and e-mail",
    description:
      "One attempt per configured channel with the alert's newest match (or no documents), logged as a sample; answers " +
      "{Items: [{Channel, DeliveryId, Status: delivered | failed, Error}]}. 400 NO_CHANNEL when the alert has neither.",
    methods: ["POST"],
    paths: ["/v1/alerts/{id}/test"],
    params: ZId,
    mutates: true,
    xmlRoot: "Result",
    examples: [{ request: "POST /api/v1/alerts/5/test" }],
    handler: async ({ params, ctx }) => wireAlertTest(await testAlert(ownerOf(ctx), params.id)),
  }),
  listEntry({
    ...base,
    id: "alerts.deliveries",
    response: ZAlertDeliveryList,
    summary: "An alert's delivery log",
    description:
      "Items, newest first: {Id (the X-Delivery-Id), Channel, Status: pending | retrying | delivered | failed, Attempts, Documents (document refs), Sample, LastError, CreatedDate, DeliveredDate, LastUpdated}.",
    paths: ["/v1/alerts/{id}/deliveries"],
    params: ZId,
    examples: [{ request: "GET /api/v1/alerts/5/deliveries" }],
    list: async ({ params, ctx }) => (await listDeliveries(ownerOf(ctx), params.id)).map(wireAlertDelivery),
  }),
  listEntry({
    ...base,
    id: "alerts.matches",
    response: ZDocumentRows,
    summary: "An alert's recent matches, each with why it matched",
    description:
      "Items, newest match first (at most 50): document items with Why: {Terms, Entities} (the alert's words, phrases and entities the document has) and MatchedDate. Only documents the caller may see.",
    paths: ["/v1/alerts/{id}/matches"],
    params: ZId,
    examples: [{ request: "GET /api/v1/alerts/5/matches" }],
    list: async ({ params, ctx }) =>
      (await recentMatches(ownerOf(ctx), params.id)).map((m) => wireAlertMatch(m, ctx.origin)),
  }),
  defineEndpoint({
    id: "alerts.rss",
    response: ZFile,
    summary: "An alert's matches as an Atom feed",
    description:
      "Atom 1.0: one entry per matching document (newest 100), its summary saying why it matched. API keys with a valid digest, or the session.",
    methods: ["GET"],
    paths: ["/v1/alerts/{id}/rss"],
    params: ZId,
    formats: "documents",
    auth: "user",
    examples: [{ request: "GET /api/v1/alerts/5/rss?apiKey=…&digest=…" }],
    handler: async ({ params, ctx }) => {
      const caller = ctx.caller;
      if (caller.via === "apikey" && !caller.digested)
        throw new ApiError("DIGEST_REQUIRED", "an alert feed accepts API keys with a digest, or the session");
      const selfUrl = `${ctx.origin}/api/v1/alerts/${params.id}/rss`;
      return fileResult(ATOM_CONTENT_TYPE, await alertFeed(ownerOf(ctx), params.id, ctx.origin, selfUrl));
    },
  }),
];
