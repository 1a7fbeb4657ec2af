/**
 * The MyPage API's JSON shapes (lib/server/mypage/README.md) as the dashboard reads them: inferred from the response
 * schemas that the server's real answers are checked against (lib/contract/responses).
 */

export { ZONE_LABEL, ZONES, type TZone } from "@/lib/contract/zones";
export type { TTabResult, TTabsResult, TWidget, TWidgetKindInfo, TWidgetProject } from "@/lib/contract/responses";
