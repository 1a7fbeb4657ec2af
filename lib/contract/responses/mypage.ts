import { z } from "zod";
import { ZZone } from "../schemas";
import { ZDate, ZInt, ZLastUpdated, object } from "./common";

// MyPage tabs and widgets (api-spec "Widget", "WidgetProject"; lib/server/mypage/README.md).

export const ZWidget = object({
  Id: z.string(),
  WidgetProjectId: z.string(),
  Title: z.string(),
  Key: z.string(),
  Settings: z.record(z.string(), z.string()),
  IsMinimized: z.boolean(),
  IsInEditMode: z.boolean(),
  SettingsVersion: ZInt,
  LegacyWidgetId: ZInt,
  OrderNo: ZInt,
  WidgetGroup: ZZone,
  Query: z.string().optional(),
  RssLink: z.string().optional(),
  CreatedDate: ZDate,
  LastUpdatedUtc: ZDate,
  LastUpdated: ZLastUpdated,
});
export type TWidget = z.infer<typeof ZWidget>;

export const ZWidgetProject = object({
  Id: z.string(),
  ProjectItemId: ZInt,
  ProjectRef: z.string(),
  Description: z.string(),
  WidgetProjectType: z.literal("MyPageTab"),
  OwnerUserName: z.string(),
  OwnerDisplayName: z.string(),
  Filter: z.string(),
  ReadOnly: z.boolean(),
  Shared: z.boolean(),
  SharingState: z.string(),
  LastUpdatedUtc: ZDate,
  CreatedDateUtc: ZDate,
  OrderNo: ZInt.optional(),
  LastUpdated: ZLastUpdated,
});
export type TWidgetProject = z.infer<typeof ZWidgetProject>;

/** A tab: its widgets as rows, its record in Extras.WidgetTab.WidgetProject. */
export const ZTabResult = object({
  TotalCount: ZInt,
  Description: z.string(),
  Items: z.array(object({ Widget: ZWidget, LastUpdated: ZLastUpdated })),
  Extras: object({ WidgetTab: object({ WidgetProject: ZWidgetProject, LastUpdated: ZLastUpdated }) }),
  LastUpdated: ZLastUpdated,
});
export type TTabResult = z.infer<typeof ZTabResult>;

export const ZTabsResult = object({
  TotalCount: ZInt,
  WidgetProjects: z.array(ZWidgetProject),
  LastUpdated: ZLastUpdated,
});
export type TTabsResult = z.infer<typeof ZTabsResult>;

/** One tab record: create, clone, update. */
export const ZWidgetProjectResult = object({ WidgetProject: ZWidgetProject, LastUpdated: ZLastUpdated.optional() });

/** One widget: /widget, /widget/save. */
export const ZWidgetResult = object({ Widget: ZWidget, LastUpdated: ZLastUpdated.optional() });

export const ZWidgetKindInfo = object({
  Key: z.string(),
  Title: z.string(),
  Description: z.string(),
  Settings: z.record(z.string(), z.string()),
  Available: z.boolean(),
});
export type TWidgetKindInfo = z.infer<typeof ZWidgetKindInfo>;
export const ZWidgetKindResult = object({ WidgetKind: ZWidgetKindInfo, LastUpdated: ZLastUpdated });

/** /mypagetab/update: the changed tab record in a list. */
export const ZWidgetProjectsResult = object({
  WidgetProjects: z.array(ZWidgetProject),
  LastUpdated: ZLastUpdated,
});

/** /mypagetab/islatestversion: current, or what changed since the client's copy. */
export const ZTabVersion = object({ Result: z.string(), LastUpdated: ZLastUpdated });
