import "server-only";
import { z } from "zod";
import { zBool, zEnum, zInt, zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint, type TRequestContext, type TEndpoint } from "@/lib/server/gateway/types";
import { deleteWidget } from "@/lib/server/mypage/delete-widget";
import { DomainError } from "@/lib/server/errors";
import { getWidget as findVisibleWidget } from "@/lib/server/mypage/find-widget";
import { optDate, optGuid, parseJsonParam } from "@/lib/server/mypage/parse-json-param";
import {
  saveWidget,
  WidgetFieldError,
  type TSaveResult,
  type TSaveWidget,
  type TWidgetField,
} from "@/lib/server/mypage/save-widget";
import type { TActor } from "@/lib/server/projects/project-model";
import { parseWidgetJson } from "@/lib/server/mypage/widget-input";
import { WIDGET_KINDS } from "@/lib/server/mypage/widget-kinds";
import { parseGuid, WIDGET_GROUPS } from "@/lib/server/mypage/widget-model";
import { wireWidgetResult } from "@/lib/server/gateway/wire/mypage";
import { ZSuccess, ZWidgetResult } from "@/lib/contract/responses";
import { commandEntry } from "../entries";

const KEYS = WIDGET_KINDS.map((k) => k.key).join(", ");

export const getWidget = defineEndpoint({
  id: "widget.get",
  response: ZWidgetResult,
  summary: "One widget",
  description:
    "widgetId (GUID). Answers {Widget, LastUpdated: its LastUpdatedUtc}. A widget on a tab you cannot see is a " +
    "404. RssLink is the widget's feed (sign it: feeds accept digested API keys only).",
  methods: ["GET"],
  paths: ["/widget"],
  params: z.object({ widgetId: zText(60) }),
  formats: "standard",
  auth: "user",
  xmlRoot: "WidgetResult",
  examples: [{ request: "GET /api/widget/?widgetId=6f1c…&type=json" }],
  handler: async ({ params, ctx }) => wireWidgetResult(await findVisibleWidget(ctx.actor, params.widgetId), ctx.origin),
});

export const deleteWidgetEndpoint = commandEntry({
  id: "widget.delete",
  response: ZSuccess,
  summary: "Delete a widget",
  description:
    "widgetId (GUID). {Success: true} when the widget was deleted; {Success: false} when there was no such " +
    "widget that you can see. The zone it left closes up and the tab's LastUpdatedUtc changes. Owner or " +
    "collaborator of the tab (read-only share: 403).",
  paths: ["/widget/delete"],
  params: z.object({ widgetId: zText(60) }),
  formats: "standard",
  auth: "user",
  xmlRoot: "Result",
  examples: [{ request: "GET /api/widget/delete?widgetId=6f1c…&type=json", response: { Success: true } }],
  handler: async ({ params, ctx }) => {
    const { deleted } = await deleteWidget(ctx.actor, params.widgetId);
    return { Success: deleted, LastUpdated: new Date() };
  },
});

/** {Widget, LastUpdated}; a conflict is a 409 with {Error, Code, LastUpdated: the stored LastUpdatedUtc}. */
function saveAnswer(result: TSaveResult, ctx: TRequestContext) {
  if ("conflict" in result) {
    ctx.setStatus(409);
    return {
      Error:
        `widget ${result.widgetId} was changed by someone else since you read it (LastUpdatedUtc does not match); ` +
        "reload it, or save again with forceSave=true to overwrite",
      Code: "WIDGET_CHANGED",
      LastUpdated: result.conflict,
    };
  }
  return wireWidgetResult(result.saved, ctx.origin);
}

/** widgetJSON names the fields as members of the Widget record. */
const WIDGET_JSON_NAMES: Record<TWidgetField, string> = {
  id: "widgetJSON.Id",
  tabId: "widgetJSON.WidgetProjectId",
  key: "widgetJSON.Key",
  settings: "widgetJSON.Settings",
};

/** The flat parameters of /widgetData/save. */
const FLAT_NAMES: Record<TWidgetField, string> = { id: "widgetId", tabId: "tabId", key: "key", settings: "settings" };

/** Saves, a fault of a field naming it as the request did. */
async function saveNaming(actor: TActor, save: TSaveWidget, names: Record<TWidgetField, string>) {
  try {
    return await saveWidget(actor, save);
  } catch (error) {
    if (error instanceof WidgetFieldError) throw new DomainError(error.code, `${names[error.field]}${error.detail}`);
    throw error;
  }
}

export const saveWidgetEndpoint = commandEntry({
  id: "widget.save",
  response: ZWidgetResult,
  summary: "Create or update a widget",
  description:
    "widgetJSON: the widget as a JSON object (members of the Widget record, any case; settings as Settings or " +
    `SettingsData, an object of strings checked against the Key's schema; keys: ${KEYS}). widgetId updates ` +
    "that widget (so does an Id inside widgetJSON when tabId is absent); tabId alone creates one on that tab, " +
    "at (WidgetGroup, OrderNo), by default the top of LeftZone. An update must carry the LastUpdatedUtc you " +
    "read: when another session saved in between, nothing is written and the answer is a 409 " +
    "{Error, Code: WIDGET_CHANGED, LastUpdated: the stored LastUpdatedUtc}; forceSave=true skips the check. An " +
    "update keeps the widget's position (move it with /mypagetab/layout/update). Owner or collaborator of the " +
    "tab. Answers {Widget, LastUpdated}. json and jsonp only.",
  paths: ["/widget/save"],
  params: z.object({
    widgetJSON: zText(100_000),
    tabId: zText(60).optional(),
    widgetId: zText(60).optional(),
    forceSave: zBool().default(false),
  }),
  formats: "json",
  auth: "user",
  examples: [
    {
      request:
        'GET /api/widget/save?tabId=0f8fad5b-…&widgetJSON={"Key":"DocumentList","Title":"Iran","Settings":{"Query":"Iran","PageSize":"5"},"WidgetGroup":"MiddleZone"}&type=json',
    },
    {
      request:
        'GET /api/widget/save?widgetId=6f1c…&widgetJSON={"Title":"Iran news","LastUpdatedUtc":"2024-05-01T10:00:00.123Z"}&type=json',
    },
  ],
  handler: async ({ params, ctx }) => {
    const input = parseWidgetJson(params.widgetJSON);
    // With both, tabId must be the widget's own tab (checked by the save).
    if (params.widgetId && params.tabId) input.tabId ??= parseGuid(params.tabId, "tabId");
    const result = await saveNaming(
      ctx.actor,
      { widgetId: params.widgetId, tabId: params.tabId, input, forceSave: params.forceSave },
      WIDGET_JSON_NAMES,
    );
    return saveAnswer(result, ctx);
  },
});

export const saveWidgetLegacy = commandEntry({
  id: "widgetData.save",
  response: ZWidgetResult,
  summary: "Legacy: create or update a widget from flat parameters",
  description:
    "tabId, widgetId, key, title, settings (a JSON object of strings), widgetGroup, orderNo, isMinimized, " +
    "isInEditMode: the Widget members as parameters. widgetId updates (widgetGroup/orderNo, when given, move it); " +
    "without it a widget is created on tabId. lastUpdatedUtc (an addition) is checked like LastUpdatedUtc of " +
    "/widget/save; legacy clients never sent it, so without it the save is forced. Answers as /widget/save.",
  paths: ["/widgetData/save"],
  params: z.object({
    tabId: zText(60).optional(),
    widgetId: zText(60).optional(),
    key: zText(100).optional(),
    title: zText(200).optional(),
    settings: zText(100_000).optional(),
    widgetGroup: zEnum(WIDGET_GROUPS).optional(),
    orderNo: zInt(0, 100_000).optional(),
    isMinimized: zBool().optional(),
    isInEditMode: zBool().optional(),
    lastUpdatedUtc: zText(40).optional(),
  }),
  formats: "json",
  auth: "user",
  examples: [
    {
      request:
        'GET /api/widgetData/save?tabId=0f8fad5b-…&key=Note&title=Todo&settings={"Text":"call Bob"}&widgetGroup=RightZone&orderNo=0&type=json',
    },
  ],
  handler: async ({ params, ctx }) => {
    const lastUpdatedUtc = params.lastUpdatedUtc ? optDate(params.lastUpdatedUtc.trim(), "lastUpdatedUtc") : undefined;
    const input = {
      key: params.key,
      // With widgetId, tabId must be the widget's own tab.
      tabId: params.widgetId && params.tabId ? optGuid(params.tabId, "tabId") : undefined,
      title: params.title,
      settings: params.settings !== undefined ? parseJsonParam(params.settings, "settings") : undefined,
      group: params.widgetGroup,
      orderNo: params.orderNo,
      isMinimized: params.isMinimized,
      isInEditMode: params.isInEditMode,
      lastUpdatedUtc,
    };
    const result = await saveNaming(
      ctx.actor,
      {
        widgetId: params.widgetId,
        tabId: params.widgetId ? undefined : params.tabId,
        input,
        forceSave: lastUpdatedUtc === undefined,
        movesOnUpdate: true,
      },
      FLAT_NAMES,
    );
    return saveAnswer(result, ctx);
  },
});

/** Widgets: read, delete, save. */
export const WIDGET_ENDPOINTS: TEndpoint[] = [getWidget, deleteWidgetEndpoint, saveWidgetEndpoint, saveWidgetLegacy];
