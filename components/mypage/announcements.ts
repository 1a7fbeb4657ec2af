import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import { ZONE_LABEL, ZONES, type TZone } from "@/lib/queries/mypage-types";
import type { TZoneIds } from "@/lib/ui/zone-layout";

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "To move a widget, press space or enter. Use the arrow keys to move it within and between the left, middle and right zones. Press space or enter again to drop it, or escape to cancel.",
};

/** What a screen reader hears while a widget moves: its title, zone and position. */
export function makeAnnouncements(titleOf: (id: string) => string, zonesNow: () => TZoneIds): Announcements {
  const where = (id: string | number | undefined) => {
    if (id === undefined) return "";
    const key = String(id);
    const zones = zonesNow();
    if ((ZONES as readonly string[]).includes(key)) return `the ${ZONE_LABEL[key as TZone].toLowerCase()} zone`;
    const zone = ZONES.find((z) => zones[z].includes(key));
    if (!zone) return "";
    return `position ${zones[zone].indexOf(key) + 1} of ${zones[zone].length} in the ${ZONE_LABEL[zone].toLowerCase()} zone`;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${titleOf(String(active.id))}, ${where(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(String(active.id))} is over ${where(over.id)}.` : `${titleOf(String(active.id))} is not over a zone.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(String(active.id))} was dropped at ${where(active.id)}.` : `${titleOf(String(active.id))} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(String(active.id))} was cancelled.`,
  };
}
