import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { findTabWidgetPlaces, updateWidgetPlaces } from "./data/widgets";
import { layoutAfterMove, type TPosition } from "./order";
import type { TWidgetGroup } from "./widget-model";

/**
 * Rewrites the positions of a tab's widgets (the caller holds the tab's row lock): one widget moved to
 * (group, orderNo), or — without a move — the zones only renumbered densely (after a delete). A widget
 * whose own position changed gets a new LastUpdatedUtc; the others only shift. Returns whether the
 * moved widget's position changed.
 */
export async function placeWidget(
  client: TQueryable,
  tabId: string,
  move?: { id: string; group: TWidgetGroup; orderNo: number },
): Promise<boolean> {
  const rows = await findTabWidgetPlaces(client, tabId);
  const layout = layoutAfterMove(rows, move);
  const before = new Map(rows.map((r) => [r.id, `${r.group}/${r.order_no}`]));
  const changed: TPosition[] = layout.filter((p) => before.get(p.id) !== `${p.group}/${p.orderNo}`);
  if (changed.length > 0) {
    await updateWidgetPlaces(client, changed, move?.id);
  }
  return move !== undefined && changed.some((p) => p.id === move.id);
}
