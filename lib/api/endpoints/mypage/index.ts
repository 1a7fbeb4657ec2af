import "server-only";
import type { TEndpoint } from "@/lib/api/types";
import {
  getTab,
  createTabEndpoint,
  cloneTabEndpoint,
  deleteTabEndpoint,
  moveTabEndpoint,
  updateTabEndpoint,
  tabIsLatestVersion,
} from "./tabs";
import { updateLayout, updateTabLayoutLegacy, exportTabEndpoint } from "./tab-layout";
import { listTabsEndpoint, listTabsV1, getTabV1, tabProjectsV1 } from "./tab-list";
import { getWidget, deleteWidgetEndpoint, saveWidgetEndpoint, saveWidgetLegacy } from "./widgets";
import { widgetRss, myPageWidgetLegacy, exportWidgetEndpoint } from "./widget-feeds";
import { widgetKindEndpoint } from "./widget-kind";

/** MyPage tabs, widgets and their feeds. */
export const MYPAGE_ENDPOINTS: TEndpoint[] = [
  getTab,
  createTabEndpoint,
  cloneTabEndpoint,
  deleteTabEndpoint,
  moveTabEndpoint,
  updateTabEndpoint,
  tabIsLatestVersion,
  updateLayout,
  updateTabLayoutLegacy,
  exportTabEndpoint,
  listTabsEndpoint,
  listTabsV1,
  getTabV1,
  tabProjectsV1,
  getWidget,
  deleteWidgetEndpoint,
  saveWidgetEndpoint,
  saveWidgetLegacy,
  widgetRss,
  myPageWidgetLegacy,
  exportWidgetEndpoint,
  widgetKindEndpoint,
];
