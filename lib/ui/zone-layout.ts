/**
 * A tab's widgets grouped by zone, and the same move the server makes (`/mypagetab/layout/update`):
 * take the widget out, insert it at `orderNo` (clamped) in `zone`, renumber both zones densely.
 * Used for the optimistic update of a drop, so the page shows what the server will answer.
 */

export const LAYOUT_ZONES = ["LeftZone", "MiddleZone", "RightZone"] as const;
export type TLayoutZone = (typeof LAYOUT_ZONES)[number];

export type TPlaced = { Id: string; WidgetGroup: TLayoutZone; OrderNo: number };
export type TZoneIds = Record<TLayoutZone, string[]>;

/** Ids per zone in OrderNo order. */
export function zoneIds(widgets: readonly TPlaced[]): TZoneIds {
  const zones: TZoneIds = { LeftZone: [], MiddleZone: [], RightZone: [] };
  const sorted = [...widgets].sort((a, b) => a.OrderNo - b.OrderNo);
  for (const widget of sorted) (zones[widget.WidgetGroup] ?? zones.LeftZone).push(widget.Id);
  return zones;
}

/** Which zone holds the id, if any. */
export function zoneOf(zones: TZoneIds, id: string): TLayoutZone | undefined {
  return LAYOUT_ZONES.find((zone) => zones[zone].includes(id));
}

/** The zones after moving `id` to position `orderNo` of `zone`. */
export function moveInZones(zones: TZoneIds, id: string, zone: TLayoutZone, orderNo: number): TZoneIds {
  const next: TZoneIds = {
    LeftZone: zones.LeftZone.filter((x) => x !== id),
    MiddleZone: zones.MiddleZone.filter((x) => x !== id),
    RightZone: zones.RightZone.filter((x) => x !== id),
  };
  const at = Math.max(0, Math.min(orderNo, next[zone].length));
  next[zone] = [...next[zone].slice(0, at), id, ...next[zone].slice(at)];
  return next;
}

/** The widgets with WidgetGroup and OrderNo taken from the zones (others unchanged), in layout order. */
export function applyZones<T extends TPlaced>(widgets: readonly T[], zones: TZoneIds): T[] {
  const byId = new Map(widgets.map((w) => [w.Id, w]));
  const out: T[] = [];
  for (const zone of LAYOUT_ZONES) {
    zones[zone].forEach((id, index) => {
      const widget = byId.get(id);
      if (widget) out.push({ ...widget, WidgetGroup: zone, OrderNo: index });
    });
  }
  return out;
}
