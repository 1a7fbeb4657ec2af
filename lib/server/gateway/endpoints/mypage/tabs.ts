import "server-only";
import { z } from "zod";
import { zInt, zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint, type TEndpoint } from "@/lib/server/gateway/types";
import { checkTabVersion } from "@/lib/server/mypage/check-tab-version";
import { cloneTab } from "@/lib/server/mypage/clone-tab";
import { createTab } from "@/lib/server/mypage/create-tab";
import { deleteTab } from "@/lib/server/mypage/delete-tab";
import { findTab } from "@/lib/server/mypage/find-tab";
import { tabContent } from "@/lib/server/mypage/get-tab";
import { moveTab } from "@/lib/server/mypage/move-tab";
import { optDate } from "@/lib/server/mypage/parse-json-param";
import { toTab } from "@/lib/server/mypage/tab-model";
import { updateTab } from "@/lib/server/mypage/update-tab";
import { parseWidgetStamps } from "@/lib/server/mypage/widget-input";
import {
  wireTabResult,
  wireTabsResult,
  wireTabVersion,
  wireWidgetProjectResult,
  wireWidgetProjectsResult,
} from "@/lib/server/gateway/wire/mypage";
import { TAB_NAMING, tabParams, tabSelectorOf } from "./mypage-params";
import {
  ZSuccess,
  ZTabResult,
  ZTabVersion,
  ZTabsResult,
  ZWidgetProjectResult,
  ZWidgetProjectsResult,
} from "@/lib/contract/responses";
import { commandEntry } from "../entries";

export const getTab = defineEndpoint({
  id: "mypagetab.get",
  response: ZTabResult,
  summary: "A MyPage tab with its widgets",
  description:
    `${TAB_NAMING} Answers {Items: tab rows {Widget, LastUpdated} in layout order (LeftZone, MiddleZone, ` +
    "RightZone, each by OrderNo from 0), Extras: {WidgetTab: {WidgetProject, LastUpdated}}, LastUpdated: the " +
    "tab's LastUpdatedUtc}; TotalCount and Description are additions. The legacy form /mypagetab?type=json is " +
    "the same call (type is the response format). json and jsonp only.",
  methods: ["GET"],
  paths: ["/mypagetab"],
  params: z.object(tabParams),
  formats: "json",
  auth: "user",
  examples: [{ request: "GET /api/mypagetab?tabId=0f8fad5b-d9cb-469f-a165-70867728950e&type=json" }],
  handler: async ({ params, ctx }) =>
    wireTabResult(await tabContent(await findTab(ctx.actor, tabSelectorOf(params))), ctx.origin),
});

export const createTabEndpoint = commandEntry({
  id: "mypagetab.create",
  response: ZWidgetProjectResult,
  summary: "Create a MyPage tab",
  description:
    "description: the tab title (1-200 characters; titles may repeat). The new tab is owned by the caller, has " +
    "no widgets and comes last in the caller's tab order. Answers {WidgetProject, LastUpdated}.",
  paths: ["/mypagetab/create"],
  params: z.object({ description: zText(400) }),
  formats: "json",
  auth: "user",
  examples: [{ request: "GET /api/mypagetab/create?description=Markets&type=json" }],
  handler: async ({ params, ctx }) => wireWidgetProjectResult(toTab(await createTab(ctx.actor, params.description))),
});

export const cloneTabEndpoint = commandEntry({
  id: "mypagetab.clone",
  response: ZWidgetProjectResult,
  summary: "Copy a MyPage tab, with its widgets, into a tab you own",
  description:
    `${TAB_NAMING} The copy has the same title and Filter and a copy of every widget (new ids, same kind, ` +
    "settings and positions); the caller owns it (full access). Answers {WidgetProject, LastUpdated}.",
  paths: ["/mypagetab/clone"],
  params: z.object(tabParams),
  formats: "json",
  auth: "user",
  examples: [{ request: "GET /api/mypagetab/clone?projectId=42&type=json" }],
  handler: async ({ params, ctx }) => wireWidgetProjectResult(toTab(await cloneTab(ctx.actor, tabSelectorOf(params)))),
});

export const deleteTabEndpoint = commandEntry({
  id: "mypagetab.delete",
  response: ZSuccess,
  summary: "Delete a MyPage tab (owner) or give up your access to it (anyone else)",
  description: `${TAB_NAMING} {Success: true} when the tab (with its widgets) was deleted or your access removed.`,
  paths: ["/mypagetab/delete"],
  params: z.object(tabParams),
  formats: "json",
  auth: "user",
  examples: [{ request: "GET /api/mypagetab/delete?projectId=42&type=json", response: { Success: true } }],
  handler: async ({ params, ctx }) => {
    const { deleted } = await deleteTab(ctx.actor, tabSelectorOf(params));
    return { Success: deleted, LastUpdated: new Date() };
  },
});

export const moveTabEndpoint = commandEntry({
  id: "mypagetab.move",
  response: ZTabsResult,
  summary: "Move a tab to another position in your tab order",
  description:
    `${TAB_NAMING} orderNo: the new position, 0 = first; the tabs at or after it shift back one; a position ` +
    "past the end puts the tab last. The order is your own (a shared tab can sit elsewhere for its owner) and " +
    "stays dense from 0 under concurrent moves. Answers all your tabs in the new order: " +
    "{TotalCount, WidgetProjects: [WidgetProject with OrderNo], LastUpdated}, like /mypagetabs.",
  paths: ["/mypagetab/move"],
  params: z.object({ ...tabParams, orderNo: zInt(0, 100_000) }),
  formats: "json",
  auth: "user",
  examples: [{ request: "GET /api/mypagetab/move?projectId=42&orderNo=0&type=json" }],
  handler: async ({ params, ctx }) => wireTabsResult(await moveTab(ctx.actor, tabSelectorOf(params), params.orderNo)),
});

export const updateTabEndpoint = commandEntry({
  id: "mypagetab.update",
  response: ZWidgetProjectsResult,
  summary: "Rename a tab or change its filter",
  description:
    "widgetProjectJSON: the WidgetProject as a JSON object. Id (the tab GUID) or ProjectItemId names the tab; " +
    "Description (the title) and Filter (a query in the query language that narrows every document widget of " +
    "the tab) change it; the other members of the record may be sent back and are not changed. Owner or " +
    "collaborator. Answers {WidgetProjects: [WidgetProject], LastUpdated}.",
  paths: ["/mypagetab/update"],
  params: z.object({ widgetProjectJSON: zText(20_000) }),
  formats: "json",
  auth: "user",
  examples: [
    {
      request:
        'GET /api/mypagetab/update?widgetProjectJSON={"Id":"0f8fad5b-d9cb-469f-a165-70867728950e","Description":"Energy","Filter":"oil OR gas"}&type=json',
    },
  ],
  handler: async ({ params, ctx }) =>
    wireWidgetProjectsResult(toTab(await updateTab(ctx.actor, params.widgetProjectJSON))),
});

export const tabIsLatestVersion = defineEndpoint({
  id: "mypagetab.islatestversion",
  response: ZTabVersion,
  summary: "Whether your copy of a tab is the latest one",
  description:
    `${TAB_NAMING} lastUpdatedUtc: the tab's LastUpdatedUtc as you have it; widgetsJSON (optional): an object ` +
    "mapping each widget id you have to its LastUpdatedUtc. Result current when the tab's and every widget's " +
    "timestamps match (to the millisecond) and you know exactly the tab's widgets; stale otherwise. " +
    "Answers {Result, LastUpdated: the stored LastUpdatedUtc of the tab}.",
  methods: ["GET"],
  paths: ["/mypagetab/islatestversion"],
  params: z.object({ ...tabParams, lastUpdatedUtc: zText(40), widgetsJSON: zText(100_000).optional() }),
  formats: "json",
  auth: "user",
  examples: [
    {
      request:
        'GET /api/mypagetab/islatestversion?projectId=42&lastUpdatedUtc=2024-05-01T10:00:00.123Z&widgetsJSON={"6f1c…":"2024-05-01T09:59:00Z"}&type=json',
      response: { Result: "current", LastUpdated: "2024-05-01T10:00:00.123Z" },
    },
  ],
  handler: async ({ params, ctx }) =>
    wireTabVersion(
      await checkTabVersion(ctx.actor, tabSelectorOf(params), {
        lastUpdatedUtc: optDate(params.lastUpdatedUtc.trim(), "lastUpdatedUtc")!,
        widgets: params.widgetsJSON !== undefined ? parseWidgetStamps(params.widgetsJSON) : undefined,
      }),
    ),
});

/** Tabs: read, create, copy, delete, move, rename and the version check. */
export const TAB_ENDPOINTS: TEndpoint[] = [
  getTab,
  createTabEndpoint,
  cloneTabEndpoint,
  deleteTabEndpoint,
  moveTabEndpoint,
  updateTabEndpoint,
  tabIsLatestVersion,
];
