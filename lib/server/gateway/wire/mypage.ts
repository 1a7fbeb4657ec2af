import "server-only";
import type { TTabContent } from "@/lib/server/mypage/get-tab";
import type { TTab } from "@/lib/server/mypage/tab-model";
import { rssLinkOf, type TWidget } from "@/lib/server/mypage/widget-model";
import { projectRef } from "@/lib/server/projects/project-model";

/** The spec's Widget record. RssLink is the widget's feed (to be signed: feeds accept digested keys only). */
export function wireWidget(widget: TWidget, origin: string) {
  return {
    Id: widget.id,
    WidgetProjectId: widget.tabId,
    Title: widget.title,
    Key: widget.key,
    Settings: widget.settings,
    IsMinimized: widget.isMinimized,
    IsInEditMode: widget.isInEditMode,
    SettingsVersion: widget.settingsVersion,
    LegacyWidgetId: widget.legacyWidgetId,
    OrderNo: widget.orderNo,
    WidgetGroup: widget.group,
    Query: widget.query ?? undefined,
    RssLink: rssLinkOf(origin, widget.id),
    CreatedDate: widget.createdAt,
    LastUpdatedUtc: widget.updatedAt,
    LastUpdated: widget.updatedAt,
  };
}

/** `{Widget, LastUpdated}`: the answer of the widget calls and a row of a tab. */
export const wireWidgetResult = (widget: TWidget, origin: string) => ({
  Widget: wireWidget(widget, origin),
  LastUpdated: widget.updatedAt,
});

/**
 * The spec's WidgetProject record. SharingState: OwnedByUser for the owner, Undefined for a tab
 * shared with the caller. Additions: ProjectRef, OrderNo (the caller's tab order, where known), LastUpdated.
 */
export function wireWidgetProject(tab: TTab) {
  return {
    Id: tab.guid,
    ProjectItemId: Number(tab.projectId),
    ProjectRef: projectRef(tab.projectId),
    Description: tab.description,
    WidgetProjectType: "MyPageTab",
    OwnerUserName: tab.ownerUsername,
    OwnerDisplayName: tab.ownerDisplayName,
    Filter: tab.filter,
    ReadOnly: tab.readOnly,
    Shared: tab.shared,
    SharingState: tab.ownedByCaller ? "OwnedByUser" : "Undefined",
    ...(tab.orderNo !== undefined ? { OrderNo: tab.orderNo } : {}),
    LastUpdatedUtc: tab.updatedAt,
    CreatedDateUtc: tab.createdAt,
    LastUpdated: tab.updatedAt,
  };
}

/** `{WidgetProject, LastUpdated}`. */
export const wireWidgetProjectResult = (tab: TTab) => ({
  WidgetProject: wireWidgetProject(tab),
  LastUpdated: tab.updatedAt,
});

/** `{WidgetProjects: [WidgetProject], LastUpdated}`. */
export const wireWidgetProjectsResult = (tab: TTab) => ({
  WidgetProjects: [wireWidgetProject(tab)],
  LastUpdated: tab.updatedAt,
});

/**
 * GET /mypagetab: the tab's widgets as tab rows `{Widget, LastUpdated}` in layout order and the tab
 * record in Extras.WidgetTab.WidgetProject. LastUpdated is the tab's LastUpdatedUtc.
 */
export function wireTabResult({ tab, widgets }: TTabContent, origin: string) {
  return {
    TotalCount: widgets.length,
    Description: tab.description,
    Items: widgets.map((w) => wireWidgetResult(w, origin)),
    Extras: { WidgetTab: { WidgetProject: wireWidgetProject(tab), LastUpdated: tab.updatedAt } },
    LastUpdated: tab.updatedAt,
  };
}

/** `{TotalCount, WidgetProjects: [WidgetProject with OrderNo], LastUpdated}` (the newest LastUpdatedUtc). */
export function wireTabsResult(tabs: TTab[]) {
  const newest = tabs.reduce<Date | undefined>((max, t) => (!max || t.updatedAt > max ? t.updatedAt : max), undefined);
  return { TotalCount: tabs.length, WidgetProjects: tabs.map(wireWidgetProject), LastUpdated: newest };
}

/** `{Result: current | stale, LastUpdated: the tab's stored LastUpdatedUtc}`. */
export const wireTabVersion = (version: { current: boolean; updatedAt: Date }) => ({
  Result: version.current ? ("current" as const) : ("stale" as const),
  LastUpdated: version.updatedAt,
});
