import "server-only";
import type pg from "pg";
import { layoutAfterMove, type TPosition } from "./order";
import { nextStamp, WIDGET_ORDER, type TWidgetGroup } from "./widget-model";

/**
 * Rewrites the positions of a tab's widgets (the caller holds the tab's row lock): one widget moved to
 * (group, orderNo), or — without a move — the zones only renumbered densely (after a delete). A widget
 * whose own position changed gets a new LastUpdatedUtc; the others only shift. Returns whether the
 * moved widget's position changed.
 */
export async function placeWidget(
  client: pg.PoolClient,
  tabId: string,
  move?: { id: string; group: TWidgetGroup; orderNo: number },
): Promise<boolean> {
  const { rows } = await client.query<{ id: string; group: TWidgetGroup; order_no: number }>(
    `SELECT w.id::text AS id, w.widget_group AS group, w.order_no FROM widgets w WHERE w.tab_id = $1
     ORDER BY ${WIDGET_ORDER}, w.last_updated_utc DESC`,
    [tabId],
  );
  const layout = layoutAfterMove(rows, move);
  const before = new Map(rows.map((r) => [r.id, `${r.group}/${r.order_no}`]));
  const changed: TPosition[] = layout.filter((p) => before.get(p.id) !== `${p.group}/${p.orderNo}`);
  if (changed.length > 0) {
    await client.query(
      `UPDATE widgets w SET widget_group = x.grp, order_no = x.ord,
         last_updated_utc = CASE WHEN w.id = $4::uuid THEN ${nextStamp("w.last_updated_utc")} ELSE w.last_updated_utc END
       FROM unnest($1::uuid[], $2::text[], $3::int4[]) AS x(id, grp, ord) WHERE w.id = x.id`,
      [changed.map((p) => p.id), changed.map((p) => p.group), changed.map((p) => p.orderNo), move?.id ?? null],
    );
  }
  return move !== undefined && changed.some((p) => p.id === move.id);
}
