/**
 * The list with `id` moved to position `to` (0-based, clamped to the list): the items at or after
 * that position shift back one. An id not in the list is inserted there.
 */
export function moveInList<T>(list: readonly T[], id: T, to: number): T[] {
  const rest = list.filter((x) => x !== id);
  const at = Math.max(0, Math.min(Math.trunc(to), rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

export const ZONES = ["LeftZone", "MiddleZone", "RightZone"] as const;
export type TZone = (typeof ZONES)[number];
export type TPosition = { id: string; group: TZone; orderNo: number };

/**
 * The positions of a tab's widgets after moving one widget to (group, orderNo): it leaves its zone,
 * enters the target zone at orderNo (clamped; the widgets at or after it shift down), and every zone
 * is numbered densely from 0 in its current order. `current` lists the widgets in layout order.
 */
export function layoutAfterMove(
  current: readonly { id: string; group: TZone }[],
  move?: { id: string; group: TZone; orderNo: number },
): TPosition[] {
  const zones = new Map<TZone, string[]>(ZONES.map((z) => [z, []]));
  for (const w of current) if (w.id !== move?.id) zones.get(w.group)!.push(w.id);
  if (move) zones.set(move.group, moveInList(zones.get(move.group)!, move.id, move.orderNo));
  return ZONES.flatMap((group) => zones.get(group)!.map((id, orderNo) => ({ id, group, orderNo })));
}
