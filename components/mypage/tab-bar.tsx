"use client";

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { TWidgetProject } from "@/lib/client/api/mypage-types";
import { useMoveTab } from "@/lib/client/api/use-tab-mutations";
import styles from "./mypage.module.css";

function TabButton({ tab, selected, onSelect }: { tab: TWidgetProject; selected: boolean; onSelect: () => void }) {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({ id: tab.Id });
  return (
    <li
      ref={setNodeRef}
      role="presentation"
      className={styles.tabItem}
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
      data-dragging={isDragging || undefined}
    >
      <button
        type="button"
        role="tab"
        aria-selected={selected}
        className={styles.tab}
        data-testid="tab"
        onClick={onSelect}
      >
        {tab.Description}
        {tab.SharingState !== "OwnedByUser" && (
          <span className={styles.tabBadge} title={`Shared by ${tab.OwnerDisplayName}`}>
            {tab.ReadOnly ? "read-only" : "shared"}
          </span>
        )}
      </button>
      <button
        type="button"
        className={styles.tabHandle}
        aria-label={`Reorder tab ${tab.Description}`}
        {...attributes}
        {...listeners}
      >
        ⋮⋮
      </button>
    </li>
  );
}

/** The caller's tabs in their order; drag (mouse or keyboard, by the handle) to reorder (/mypagetab/move). */
export function TabBar({
  tabs,
  selectedId,
  onSelect,
}: {
  tabs: TWidgetProject[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const move = useMoveTab();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => tabs.find((t) => t.Id === id)?.Description ?? "the tab";
  const positionOf = (id: string | number) => tabs.findIndex((t) => t.Id === id) + 1;
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    move.mutate({ tabId: String(active.id), orderNo: tabs.findIndex((t) => t.Id === over.id) });
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: "To reorder a tab, press space, use the left and right arrows, then press space again.",
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up tab ${titleOf(active.id)}, position ${positionOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `Tab ${titleOf(active.id)} is at position ${positionOf(over.id)}.` : "",
          onDragEnd: ({ active, over }) =>
            over ? `Tab ${titleOf(active.id)} moved to position ${positionOf(over.id)}.` : "Dropped.",
          onDragCancel: ({ active }) => `Reordering tab ${titleOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={tabs.map((t) => t.Id)} strategy={horizontalListSortingStrategy}>
        <ul className={styles.tabList} role="tablist" aria-label="MyPage tabs">
          {tabs.map((tab) => (
            <TabButton key={tab.Id} tab={tab} selected={tab.Id === selectedId} onSelect={() => onSelect(tab.Id)} />
          ))}
        </ul>
      </SortableContext>
      {move.error && (
        <p className={styles.alert} role="alert">
          The new order was not saved: {move.error.message}
        </p>
      )}
    </DndContext>
  );
}
