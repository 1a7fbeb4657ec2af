/**
 * The zones of a MyPage tab, declared once for server, client and OpenAPI. On the wire and in the database
 * (`widgets.widget_group`, whose CHECK constraint lists the same three) a zone is its name; the order
 * here is the layout order (left to right).
 */
export const ZONES = ["LeftZone", "MiddleZone", "RightZone"] as const;
export type TZone = (typeof ZONES)[number];
export const ZONE_LABEL: Record<TZone, string> = { LeftZone: "Left", MiddleZone: "Middle", RightZone: "Right" };

export const isZone = (value: unknown): value is TZone => (ZONES as readonly unknown[]).includes(value);

/** SQL that sorts rows by zone (layout order); `column` is a trusted column name. */
export const zoneOrderSql = (column: string) =>
  `array_position(ARRAY[${ZONES.map((zone) => `'${zone}'`).join(",")}], ${column})`;

/**
 * The list with `id` moved to position `to` (0-based, clamped to the list): the items at or after
 * that position shift back one. An id not in the list is inserted there.
 */
export function moveInList<T>(list: readonly T[], id: T, to: number): T[] {
  const rest = list.filter((x) => x !== id);
  const at = Math.max(0, Math.min(Math.trunc(to), rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

export type TZoneIds = Record<TZone, string[]>;

/**
 * The move (`/mypagetab/layout/update`, and the optimistic update of a drop): the widget leaves its
 * zone and enters `zone` at `orderNo` (clamped; the widgets at or after it shift down). Ids per zone are
 * in layout order, so their index is their dense OrderNo.
 */
export function moveInZones(zones: TZoneIds, id: string, zone: TZone, orderNo: number): TZoneIds {
  const next = Object.fromEntries(ZONES.map((z) => [z, zones[z].filter((x) => x !== id)])) as TZoneIds;
  next[zone] = moveInList(next[zone], id, orderNo);
  return next;
}

export type TPosition = { id: string; group: TZone; orderNo: number };

/**
 * The positions of a tab's widgets after moving one widget to (group, orderNo), every zone numbered
 * densely from 0 in its current order. `current` lists the widgets in layout order.
 */
export function layoutAfterMove(
  current: readonly { id: string; group: TZone }[],
  move?: { id: string; group: TZone; orderNo: number },
): TPosition[] {
  let zones = Object.fromEntries(ZONES.map((z) => [z, [] as string[]])) as TZoneIds;
  for (const w of current) zones[w.group].push(w.id);
  if (move) zones = moveInZones(zones, move.id, move.group, move.orderNo);
  return ZONES.flatMap((group) => zones[group].map((id, orderNo) => ({ id, group, orderNo })));
}
