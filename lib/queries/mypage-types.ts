/** The MyPage API's JSON shapes (lib/mypage/README.md) as the dashboard reads them. */

import type { TZone } from "@/lib/contract/zones";

export { ZONE_LABEL, ZONES, type TZone } from "@/lib/contract/zones";

export type TWidget = {
  Id: string;
  WidgetProjectId: string;
  Title: string;
  Key: string;
  Settings: Record<string, string>;
  IsMinimized: boolean;
  IsInEditMode: boolean;
  SettingsVersion: number;
  LegacyWidgetId: number;
  OrderNo: number;
  WidgetGroup: TZone;
  Query?: string;
  RssLink?: string;
  CreatedDate: string;
  LastUpdatedUtc: string;
  LastUpdated: string;
};

export type TWidgetProject = {
  Id: string;
  ProjectItemId: number;
  ProjectRef: string;
  Description: string;
  WidgetProjectType: "MyPageTab";
  OwnerUserName: string;
  OwnerDisplayName: string;
  Filter: string;
  ReadOnly: boolean;
  Shared: boolean;
  SharingState: string;
  LastUpdatedUtc: string;
  CreatedDateUtc: string;
  OrderNo?: number;
  LastUpdated: string;
};

export type TTabResult = {
  TotalCount: number;
  Description: string;
  Items: { Widget: TWidget; LastUpdated: string }[];
  Extras: { WidgetTab: { WidgetProject: TWidgetProject; LastUpdated: string } };
  LastUpdated: string;
};

export type TTabsResult = { TotalCount: number; WidgetProjects: TWidgetProject[]; LastUpdated: string };

export type TWidgetKindInfo = {
  Key: string;
  Title: string;
  Description: string;
  Settings: Record<string, string>;
  Available: boolean;
};
