import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { TAB_ENDPOINTS } from "./tabs";
import { TAB_LAYOUT_ENDPOINTS } from "./tab-layout";
import { TAB_LIST_ENDPOINTS } from "./tab-list";
import { WIDGET_ENDPOINTS } from "./widgets";
import { WIDGET_FEED_ENDPOINTS } from "./widget-feeds";
import { widgetKindEndpoint } from "./widget-kind";

/** MyPage tabs, widgets and their feeds. */
export const MYPAGE_ENDPOINTS: TEndpoint[] = [
  ...TAB_ENDPOINTS,
  ...TAB_LAYOUT_ENDPOINTS,
  ...TAB_LIST_ENDPOINTS,
  ...WIDGET_ENDPOINTS,
  ...WIDGET_FEED_ENDPOINTS,
  widgetKindEndpoint,
];
