import "server-only";
import type { TActor } from "@/lib/server/projects/project-model";
import { createTab } from "./create-tab";
import { claimUserProperty, countOwnedTabs } from "./data/tabs";
import { saveWidget } from "./save-widget";
import type { TWidgetGroup } from "./widget-model";

/** The user property that records that the starter tab was given (once per user, even if deleted later). */
export const STARTER_PROPERTY = "mypage.starterTab";

type TStarterWidget = { key: string; title: string; group: TWidgetGroup; settings: Record<string, string> };

/**
 * The starter tab: widgets that show data on any corpus without settings (no lists, no query), so a
 * new user's first MyPage is not empty. Listed top to bottom per zone.
 */
export const STARTER_WIDGETS: TStarterWidget[] = [
  // One document is a story too, so a quiet day still shows what happened.
  { key: "TopStories", title: "Top stories", group: "LeftZone", settings: { MinNoDocuments: "1" } },
  { key: "DocumentList", title: "Latest documents", group: "LeftZone", settings: { PageSize: "8" } },
  { key: "DocumentVolume", title: "Document volume", group: "MiddleZone", settings: {} },
  { key: "GeoMap", title: "Map", group: "MiddleZone", settings: {} },
  { key: "EntityHeatInProject", title: "Trending entities", group: "RightZone", settings: {} },
];

/**
 * Gives a user their starter tab the first time they open MyPage: only once (a user property claims
 * it atomically, so two first page loads at once make one tab) and only when they own no tab yet.
 * Answers the new tab's id, or undefined when nothing was created.
 */
export async function createStarterTab(actor: TActor): Promise<string | undefined> {
  if ((await countOwnedTabs(actor.userId)) > 0) return undefined;
  if (!(await claimUserProperty(actor.userId, STARTER_PROPERTY))) return undefined;
  const tab = await createTab(actor, "Start");
  const placed = new Map<string, number>();
  for (const widget of STARTER_WIDGETS) {
    const orderNo = placed.get(widget.group) ?? 0;
    placed.set(widget.group, orderNo + 1);
    await saveWidget(actor, { tabId: tab.project.guid, input: { ...widget, orderNo }, forceSave: true });
  }
  return tab.project.guid;
}
