import "server-only";
import { zText } from "@/lib/server/gateway/param-types";
import type { TTabSelector } from "@/lib/server/mypage/tab-model";

/** How a request names a tab: tabId (its GUID) or projectId (`<n>` or `15_<n>`); tabId wins. */
export const tabParams = {
  tabId: zText(60).optional(),
  projectId: zText(40).optional(),
};

export const tabSelectorOf = (p: { tabId?: string; projectId?: string; projectRef?: string }): TTabSelector => ({
  tabId: p.tabId,
  projectId: p.projectId,
  projectRef: p.projectRef,
});

export const TAB_NAMING =
  "The tab is named by tabId (its GUID, the WidgetProject Id) or projectId (its ProjectItemId, also as 15_<n>). " +
  "Tabs you cannot see are a 404; a change on a tab shared with you read-only is a 403.";
