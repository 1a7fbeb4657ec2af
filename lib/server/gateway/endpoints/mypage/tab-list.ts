import "server-only";
import { z } from "zod";
import { MIN_DATE } from "@/lib/server/gateway/format/types";
import { defineEndpoint, type THandlerInput, type THttpMethod, type TEndpoint } from "@/lib/server/gateway/types";
import type { TCurrentActor } from "@/lib/server/auth/current-actor";
import { findTab } from "@/lib/server/mypage/find-tab";
import { tabContent } from "@/lib/server/mypage/get-tab";
import { wireTabResult, wireTabsResult } from "@/lib/server/gateway/wire/mypage";
import { listTabs } from "@/lib/server/mypage/list-tabs";
import { tabProjects } from "@/lib/server/mypage/tab-projects";
import { wireProjectData } from "@/lib/server/gateway/wire/projects";
import { projectsResult } from "../projects/project-params";
import { ZProjectsResult, ZTabResult, ZTabsResult } from "@/lib/contract/responses";
import { getEntry } from "../entries";

const LIST =
  "Your tabs and the tabs shared with you, in your tab order (see /mypagetab/move): {TotalCount, " +
  "WidgetProjects: [WidgetProject with OrderNo, 0 = first], LastUpdated: the newest LastUpdatedUtc}.";

// /mypagetabs and /v1/mypagetabs are one list under two names.
const tabList = {
  response: ZTabsResult,
  methods: ["GET"] as THttpMethod[],
  params: z.object({}),
  formats: "json",
  auth: "user",
  handler: async ({ ctx }: THandlerInput<object, "user">) => {
    const result = wireTabsResult(await listTabs(ctx.actor));
    return { ...result, LastUpdated: result.LastUpdated ?? MIN_DATE };
  },
} as const;

/** A v1 path names a tab by its GUID or by its ProjectItemId. */
const findTabById = (actor: TCurrentActor, id: string) =>
  findTab(actor, id.includes("-") ? { tabId: id } : { projectId: id });

export const listTabsEndpoint = defineEndpoint({
  ...tabList,
  id: "mypagetabs",
  summary: "The MyPage tabs you can see, in your order",
  description: `${LIST} No parameters. json and jsonp only.`,
  paths: ["/mypagetabs"],
  examples: [{ request: "GET /api/mypagetabs?type=json" }],
});

export const listTabsV1 = defineEndpoint({
  ...tabList,
  id: "v1.mypagetabs",
  summary: "The MyPage tabs you can see, in your order (v1)",
  description: `The same list as /mypagetabs: ${LIST}`,
  paths: ["/v1/mypagetabs"],
  examples: [{ request: "GET /api/v1/mypagetabs" }],
});

export const getTabV1 = getEntry({
  id: "v1.mypagetabs.get",
  response: ZTabResult,
  summary: "One MyPage tab with its widgets (v1)",
  description:
    "{projectItemId}: the tab's ProjectItemId (also 15_<n>) or its GUID. Answers as GET /mypagetab: " +
    "{TotalCount, Items: tab rows {Widget, LastUpdated}, Extras: {WidgetTab: {WidgetProject, LastUpdated}}, " +
    "LastUpdated}. A tab you cannot see is a 404.",
  paths: ["/v1/mypagetabs/{projectItemId}"],
  params: z.object({ projectItemId: z.string().max(60) }),
  formats: "json",
  auth: "user",
  examples: [{ request: "GET /api/v1/mypagetabs/42" }],
  get: async ({ params, ctx }) => {
    const tab = await findTabById(ctx.actor, params.projectItemId);
    return wireTabResult(await tabContent(tab), ctx.origin);
  },
});

export const tabProjectsV1 = getEntry({
  id: "v1.mypagetabs.projects",
  response: ZProjectsResult,
  summary: "The projects a MyPage tab's widgets show (v1)",
  description:
    "{id}: the tab's ProjectItemId (also 15_<n>) or its GUID. The Scrapbooks and EntityLists named by the " +
    "tab's widgets (Settings.ProjectRef of ProjectItems, EntityList and EntityHeatInProject widgets) that you " +
    "can see, once each, in layout order: {Projects: [ProjectData], LastUpdated}.",
  paths: ["/v1/mypagetabs/{id}/projects"],
  params: z.object({ id: z.string().max(60) }),
  formats: "json",
  auth: "user",
  examples: [{ request: "GET /api/v1/mypagetabs/42/projects" }],
  get: async ({ params, ctx }) => {
    const actor = ctx.actor;
    const tab = await findTabById(actor, params.id);
    return projectsResult((await tabProjects(actor, tab)).map((v) => wireProjectData(v)));
  },
});

/** The list of tabs and the versioned reads of one. */
export const TAB_LIST_ENDPOINTS: TEndpoint[] = [listTabsEndpoint, listTabsV1, getTabV1, tabProjectsV1];
