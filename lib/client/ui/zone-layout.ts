/**
 * A tab's widgets grouped by zone, with the server's own move (`lib/contract/zones.ts`): used for the
 * optimistic update of a drop, so the page shows what the server will answer.
 */
import { moveInZones, ZONES, type TZone, type TZoneIds } from "@/lib/contract/zones";

export { moveInZones, type TZoneIds };

export type TPlaced = { Id: string; WidgetGroup: TZone; OrderNo: number };

/** Ids per zone in OrderNo order. */
export function zoneIds(widgets: readonly TPlaced[]): TZoneIds {
  const zones = Object.fromEntries(ZONES.map((zone) => [zone, [] as string[]])) as TZoneIds;
  const sorted = [...widgets].sort((a, b) => a.OrderNo - b.OrderNo);
  for (const widget of sorted) (zones[widget.WidgetGroup] ?? zones[ZONES[0]]).push(widget.Id);
  return zones;
}

/** Which zone holds the id, if any. */
export function zoneOf(zones: TZoneIds, id: string): TZone | undefined {
  return ZONES.find((zone) => zones[zone].includes(id));
}

/** The widgets with WidgetGroup and OrderNo taken from the zones (others unchanged), in layout order. */
export function applyZones<T extends TPlaced>(widgets: readonly T[], zones: TZoneIds): T[] {
  const byId = new Map(widgets.map((w) => [w.Id, w]));
  const out: T[] = [];
  for (const zone of ZONES) {
    zones[zone].forEach((id, index) => {
      const widget = byId.get(id);
      if (widget) out.push({ ...widget, WidgetGroup: zone, OrderNo: index });
    });
  }
  return out;
}
