import "server-only";
import { z } from "zod";
import { zEnum, zInt, zText } from "@/lib/server/gateway/param-types";
import { fileResult } from "@/lib/server/gateway/results";
import { defineEndpoint, type TEndpoint } from "@/lib/server/gateway/types";
import { EXPORT_FORMATS } from "@/lib/server/export-files/types";
import { exportTab } from "@/lib/server/mypage/export-widget";
import { findTab } from "@/lib/server/mypage/find-tab";
import { tabContent } from "@/lib/server/mypage/get-tab";
import { wireTabResult } from "@/lib/server/gateway/wire/mypage";
import { moveWidget, updateTabLayout } from "@/lib/server/mypage/move-widget";
import { parseLayoutTree } from "@/lib/server/mypage/widget-input";
import { parseGuid, WIDGET_GROUPS } from "@/lib/server/mypage/widget-model";
import { zProjectDate } from "../projects/project-params";
import { TAB_NAMING, tabParams, tabSelectorOf } from "./mypage-params";
import { ZFile, ZTabResult } from "@/lib/contract/responses";
import { commandEntry } from "../entries";

export const updateLayout = commandEntry({
  id: "mypagetab.layout.update",
  response: ZTabResult,
  summary: "Move a widget within its tab",
  description:
    "widgetId; widgetGroup (LeftZone, MiddleZone or RightZone; anything else is a 400); orderNo: the place in " +
    "the zone, 0 = top (lower means higher up; past the end means last). The widgets at or after that place " +
    "shift down and the zone the widget left closes up: every zone stays numbered 0, 1, 2, … also under " +
    "concurrent moves (each holds the tab's lock). The tab's and the widget's LastUpdatedUtc change. Owner or " +
    "collaborator of the tab. Answers the tab, in the shape of GET /mypagetab.",
  paths: ["/mypagetab/layout/update"],
  params: z.object({ widgetId: zText(60), orderNo: zInt(0, 100_000), widgetGroup: zEnum(WIDGET_GROUPS) }),
  formats: "json",
  auth: "user",
  examples: [{ request: "GET /api/mypagetab/layout/update?widgetId=6f1c…&orderNo=0&widgetGroup=RightZone&type=json" }],
  handler: async ({ params, ctx }) => {
    const widgetId = parseGuid(params.widgetId, "widgetId");
    const tab = await moveWidget(ctx.actor, { widgetId, orderNo: params.orderNo, widgetGroup: params.widgetGroup });
    return wireTabResult(await tabContent(tab), ctx.origin);
  },
});

export const updateTabLayoutLegacy = commandEntry({
  id: "updateTabLayout",
  response: ZTabResult,
  summary: "Legacy: set the layout of a tab",
  description:
    "tabId (the tab GUID); layoutTree (optional): JSON, either a list of {widgetId, orderNo, widgetGroup} (one " +
    "object alone is a list of one) or an object mapping zones to their widget ids top to bottom, e.g. " +
    '{"LeftZone":["id1","id2"],"RightZone":["id3"]}. The entries are applied as moves by ascending orderNo in ' +
    "one transaction, so a complete layout comes out exactly as given; widgets not named keep their order after " +
    "the named ones. Bad JSON, unknown zones or widgets of another tab: 400. Without layoutTree nothing changes. " +
    "Answers the tab, in the shape of GET /mypagetab.",
  paths: ["/updateTabLayout"],
  params: z.object({ tabId: zText(60), layoutTree: zText(100_000).optional() }),
  formats: "json",
  auth: "user",
  examples: [
    {
      request:
        'GET /api/updateTabLayout?tabId=0f8fad5b-d9cb-469f-a165-70867728950e&layoutTree=[{"widgetId":"6f1c…","orderNo":0,"widgetGroup":"LeftZone"}]&type=json',
    },
  ],
  handler: async ({ params, ctx }) => {
    const actor = ctx.actor;
    const layout = params.layoutTree !== undefined ? parseLayoutTree(params.layoutTree) : [];
    const tab = layout.length
      ? await updateTabLayout(actor, params.tabId, layout)
      : await findTab(actor, { tabId: params.tabId });
    return wireTabResult(await tabContent(tab), ctx.origin);
  },
});

export const exportTabEndpoint = defineEndpoint({
  id: "mypagetab.export",
  response: ZFile,
  summary: "A MyPage tab as a file: xml, html, rtf or docx",
  description:
    `${TAB_NAMING} projectRef (15_<n>) names it too. exportFormat: xml (default), html, rtf, docx. One section ` +
    "per widget in layout order, titled with the widget's title, showing what the widget shows (documents, " +
    "stories, quotes, entities, social items; a Note's text; for kinds this server cannot serve yet, a line " +
    "saying so). fromDate / toDate (UTC yyyy-MM-dd HH:mm) limit publication dates: the window of a TopStories " +
    "widget, a filter on the rows of the others.",
  methods: ["GET"],
  paths: ["/mypagetab/export"],
  params: z.object({
    ...tabParams,
    projectRef: zText(40).optional(),
    exportFormat: zEnum(EXPORT_FORMATS).default("xml"),
    fromDate: zProjectDate().optional(),
    toDate: zProjectDate().optional(),
  }),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/mypagetab/export?projectId=42&exportFormat=docx&fromDate=2024-01-01%2000:00" }],
  handler: async ({ params, ctx }) => {
    const actor = ctx.actor;
    const tab = await findTab(actor, tabSelectorOf(params));
    const window = { fromDate: params.fromDate, toDate: params.toDate };
    const file = await exportTab(actor, tab, params.exportFormat, window, ctx.origin);
    return fileResult(file.contentType, file.body, file.filename);
  },
});

/** A tab's layout and its export. */
export const TAB_LAYOUT_ENDPOINTS: TEndpoint[] = [updateLayout, updateTabLayoutLegacy, exportTabEndpoint];
