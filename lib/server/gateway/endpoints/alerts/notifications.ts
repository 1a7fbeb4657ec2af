import "server-only";
import { z } from "zod";
import { badRequest } from "@/lib/server/gateway/errors";
import { fileResult } from "@/lib/server/gateway/results";
import { defineEndpoint, type TEndpoint, type TAuthedContext } from "@/lib/server/gateway/types";
import { userEventStream } from "@/lib/server/alerts/event-stream";
import { listNotifications, markNotificationsRead } from "@/lib/server/alerts/notifications";
import { wireNotifications, wireUnreadCount } from "@/lib/server/gateway/wire/alerts";
import { zJsonObject } from "../platform/json-body";
import { ZFile, ZNotifications, ZUnreadCount } from "@/lib/contract/responses";

const owner = (ctx: TAuthedContext) => ctx.caller.user.id;
const ZRead = zJsonObject({
  Ids: z
    .array(z.string({ error: "must be notification ids" }).regex(/^\d{1,18}$/, "must be notification ids"), {
      error: "must be a list of notification ids",
    })
    .max(1000, "at most 1000 ids")
    .optional(),
});

export const notificationEndpoints: TEndpoint[] = [
  defineEndpoint({
    id: "notifications.list",
    response: ZNotifications,
    summary: "The caller's in-app notifications with the unread count",
    description:
      "{UnreadCount, Items: [{Id, AlertId, Title, Documents (document refs), Read, CreatedDate}]}, newest 50 first.",
    methods: ["GET"],
    paths: ["/v1/notifications"],
    params: z.object({}),
    formats: "json",
    auth: "user",
    examples: [{ request: "GET /api/v1/notifications" }],
    handler: async ({ ctx }) => wireNotifications(await listNotifications(owner(ctx))),
  }),
  defineEndpoint({
    id: "notifications.read",
    response: ZUnreadCount,
    summary: "Mark notifications read",
    description:
      "JSON body {Ids?: [notification ids]}; without Ids (or without a body) all are marked read. Answers {UnreadCount}.",
    methods: ["POST"],
    paths: ["/v1/notifications/read"],
    params: z.object({}),
    body: { kind: "json", schema: ZRead.optional() },
    formats: "json",
    auth: "user",
    mutates: true,
    examples: [{ request: 'POST /api/v1/notifications/read {"Ids":["12","13"]}' }],
    handler: async ({ body, ctx }) =>
      wireUnreadCount(await markNotificationsRead(owner(ctx), (body as z.infer<typeof ZRead> | undefined)?.Ids)),
  }),
  defineEndpoint({
    id: "events.stream",
    response: ZFile,
    summary: "The caller's live events (text/event-stream)",
    description:
      "Server-sent events: `alert` {AlertId, Title, DocumentIds} when an alert of the caller matches new documents, " +
      "`widget` {WidgetId} when a widget on one of the caller's MyPage tabs gains documents. Each event has an `id:`; " +
      "a client reconnecting with the Last-Event-ID header (or lastEventId parameter) gets every event after it. " +
      "A comment line every 15 s keeps the connection open.",
    methods: ["GET"],
    paths: ["/v1/events"],
    params: z.object({ lastEventId: z.string().max(20).optional() }),
    formats: "json",
    auth: "user",
    examples: [{ request: "GET /api/v1/events", note: "text/event-stream" }],
    handler: async ({ params, ctx }) => {
      const last = ctx.headers.get("last-event-id")?.trim() || params.lastEventId?.trim() || undefined;
      if (last !== undefined && !/^\d{1,18}$/.test(last))
        throw badRequest("INVALID_PARAMETER", "Last-Event-ID: must be an event id (digits)");
      return fileResult("text/event-stream; charset=utf-8", userEventStream(owner(ctx), last), undefined, {
        "Cache-Control": "no-cache",
      });
    },
  }),
];
