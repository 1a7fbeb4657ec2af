import type { Active, Announcements, Over, ScreenReaderInstructions } from "@dnd-kit/core";
import { ZONE_LABEL, ZONES, type TZone } from "@/lib/client/api/mypage-types";

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "To move a widget, press space or enter. Use the arrow keys to move it within and between the left, middle and right zones. Press space or enter again to drop it, or escape to cancel.",
};

type TSortableData = { sortable?: { containerId: string | number; index: number; items: unknown[] } };

const zoneName = (id: string | number) =>
  (ZONES as readonly (string | number)[]).includes(id) ? `the ${ZONE_LABEL[id as TZone].toLowerCase()} zone` : "a zone";

/** "position 2 of 3 in the right zone", from dnd-kit's sortable data on the item (or the zone itself). */
function where(target: Active | Over | null): string {
  if (!target) return "";
  const sortable = (target.data.current as TSortableData | undefined)?.sortable;
  if (!sortable) return zoneName(target.id);
  return `position ${sortable.index + 1} of ${sortable.items.length} in ${zoneName(sortable.containerId)}`;
}

/** What a screen reader hears while a widget moves: its title, zone and position. */
export function makeAnnouncements(titleOf: (id: string) => string): Announcements {
  const title = (active: Active) => titleOf(String(active.id));
  return {
    onDragStart: ({ active }) => `Picked up ${title(active)}, ${where(active)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${title(active)} is over ${where(over)}.` : `${title(active)} is not over a zone.`,
    onDragEnd: ({ active, over }) =>
      over ? `${title(active)} was dropped at ${where(over)}.` : `${title(active)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${title(active)} was cancelled.`,
  };
}
