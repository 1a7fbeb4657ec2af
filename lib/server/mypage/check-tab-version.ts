import "server-only";
import type { TActor } from "@/lib/server/projects/project-model";
import { findTab, tabWidgets } from "./find-tab";
import type { TTabSelector } from "./tab-model";

export type TTabVersion = { lastUpdatedUtc: Date; widgets: Map<string, Date> };

/**
 * /mypagetab/islatestversion: "current" when the client's copy of the tab is the stored one — the tab's
 * LastUpdatedUtc and every widget's match (millisecond precision) and the client knows exactly the
 * widgets the tab has; otherwise "stale". Without widget stamps only the tab's timestamp is compared.
 * Answers whether it is current and the tab's stored LastUpdatedUtc.
 */
export async function checkTabVersion(
  actor: TActor,
  selector: TTabSelector,
  client: { lastUpdatedUtc: Date; widgets?: Map<string, Date> },
): Promise<{ current: boolean; updatedAt: Date }> {
  const tab = await findTab(actor, selector);
  const stored = tab.project.updated_at;
  let current = stored.getTime() === client.lastUpdatedUtc.getTime();
  if (current && client.widgets) {
    const widgets = await tabWidgets(tab.project.id);
    current =
      widgets.length === client.widgets.size &&
      widgets.every((w) => client.widgets!.get(w.id)?.getTime() === w.last_updated_utc.getTime());
  }
  return { current, updatedAt: stored };
}
