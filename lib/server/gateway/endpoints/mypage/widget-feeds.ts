import "server-only";
import { z } from "zod";
import { badRequest } from "@/lib/server/gateway/errors";
import { ATOM_CONTENT_TYPE } from "@/lib/server/markup/atom-feed";
import { zEnum, zList, zText } from "@/lib/server/gateway/param-types";
import { fileResult } from "@/lib/server/gateway/results";
import {
  defineEndpoint,
  type TAuthedContext,
  type THandlerInput,
  type THttpMethod,
  type TEndpoint,
} from "@/lib/server/gateway/types";
import { EXPORT_FORMATS } from "@/lib/server/export-files/types";
import { exportWidget } from "@/lib/server/mypage/export-widget";
import { widgetFeed } from "@/lib/server/mypage/widget-feed";
import { parseQuery } from "@/lib/server/query-language";
import { ZFile } from "@/lib/contract/responses";

const FEED =
  "An Atom 1.0 feed (RFC 4287) of what the widget shows: feed title = the widget's title, id = urn:uuid:<widget " +
  "id>, updated = the newest of the widget's LastUpdatedUtc and its entries, author = the tab's owner; one " +
  "entry per document, story, quote, entity or social item (a Note is one entry with its text; a kind this " +
  "server cannot serve yet is one entry saying so). The tab's Filter applies. Only API keys with a valid digest " +
  "are accepted (a session cookie or a key without digest: 401), and the key's user must be able to see the tab.";

/** Feeds are Atom: type atom10 (or xml, or none); anything else is a 400 naming type. */
async function feedAnswer(ctx: TAuthedContext, wid: string) {
  if (ctx.format !== "atom10" && ctx.format !== "xml")
    throw badRequest("UNSUPPORTED_FORMAT", "type: a widget feed is Atom; use type=atom10");
  const selfUrl = `${ctx.origin}/api/widget/rss?wid=${encodeURIComponent(wid)}&type=atom10`;
  return fileResult(ATOM_CONTENT_TYPE, await widgetFeed(ctx.actor, wid, ctx.origin, selfUrl));
}

// /widget/rss and its legacy name /mypagewidget answer the same feed.
const widgetFeedEntry = {
  response: ZFile,
  methods: ["GET"] as THttpMethod[],
  formats: "documents",
  auth: "digest",
  handler: async ({ params, ctx }: THandlerInput<{ wid: string }, "digest">) => feedAnswer(ctx, params.wid),
} as const;

export const widgetRss = defineEndpoint({
  ...widgetFeedEntry,
  id: "widget.rss",
  summary: "A widget's Atom feed (digested API keys only)",
  description: `wid: the widget id (GUID); type atom10 (the default here). ${FEED}`,
  paths: ["/widget/rss"],
  params: z.object({ wid: zText(60) }),
  examples: [{ request: "GET /api/widget/rss?wid=6f1c…&type=atom10&apiKey=…&digest=…" }],
});

export const myPageWidgetLegacy = defineEndpoint({
  ...widgetFeedEntry,
  id: "mypagewidget",
  summary: "Legacy: a widget's feed (digested API keys only)",
  description:
    `wid: the widget id (GUID); extras: accepted for old clients (DocumentTeasers, DocumentFullText) and ` +
    `without effect: entries carry the teaser the widget has. ${FEED}`,
  paths: ["/mypagewidget"],
  params: z.object({ wid: zText(60), extras: zList().optional() }),
  examples: [{ request: "GET /api/mypagewidget?wid=6f1c…&apiKey=…&digest=…" }],
});

export const exportWidgetEndpoint = defineEndpoint({
  id: "widget.export",
  response: ZFile,
  summary: "A widget as a file: xml, html, rtf or docx",
  description:
    "widgetId (GUID); exportFormat: xml (default), html, rtf, docx; filter: extra query text (query language) " +
    "that narrows the widget's documents (ANDed with its query and the tab's Filter; for a Scrapbook widget its " +
    "documents through doclist:). The file shows what the widget shows, as its feed does.",
  methods: ["GET"],
  paths: ["/widget/export"],
  params: z.object({
    widgetId: zText(60),
    filter: zText(2000).optional(),
    exportFormat: zEnum(EXPORT_FORMATS).default("xml"),
  }),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/widget/export?widgetId=6f1c…&filter=oil&exportFormat=docx" }],
  handler: async ({ params, ctx }) => {
    const filter = params.filter?.trim() || undefined;
    if (filter) {
      try {
        parseQuery(filter);
      } catch (error) {
        throw badRequest("INVALID_PARAMETER", `filter: ${error instanceof Error ? error.message : "invalid query"}`);
      }
    }
    const file = await exportWidget(ctx.actor, params.widgetId, params.exportFormat, filter, ctx.origin);
    return fileResult(file.contentType, file.body, file.filename);
  },
});

/** A widget's feeds and its export. */
export const WIDGET_FEED_ENDPOINTS: TEndpoint[] = [widgetRss, myPageWidgetLegacy, exportWidgetEndpoint];
