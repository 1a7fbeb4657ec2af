"use client";

import {
  closestCorners,
  pointerWithin,
  type CollisionDetection,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
} from "@dnd-kit/core";
import { arrayMove, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { Fragment, useMemo, useState, type CSSProperties } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/status";
import { ZONES, type TTabResult, type TWidget, type TZone } from "@/lib/client/api/mypage-types";
import { useMoveWidget } from "@/lib/client/api/use-widget-mutations";
import { moveInZones, zoneIds, zoneOf, type TZoneIds } from "@/lib/client/ui/zone-layout";
import type { TZoneWidths } from "@/lib/client/ui/zone-widths";
import { makeAnnouncements, screenReaderInstructions } from "./announcements";
import { useDeleteWithUndo } from "./use-delete-with-undo";
import { UndoToast } from "./undo-toast";
import { useZoneWidths } from "./use-zone-widths";
import { WidgetFrame } from "./widget-frame";
import { Zone } from "./zone";
import { ZoneSplitter } from "./zone-splitter";
import styles from "./mypage.module.css";

const isZone = (id: unknown): id is TZone => (ZONES as readonly unknown[]).includes(id);

/**
 * With a pointer, what is under it (a widget before its zone), so a tall widget dragged by its handle
 * lands where the pointer is; with the keyboard (no pointer) the closest corners.
 */
const collisionDetection: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  if (under.length) {
    const widget = under.find((c) => !isZone(c.id));
    return [widget ?? under[0]!];
  }
  return args.pointerCoordinates ? [] : closestCorners(args);
};

/**
 * The three zones of a tab. Widgets move within and between zones with the mouse, touch or the
 * keyboard (dnd-kit); while dragging the layout is local state, and the drop is saved through
 * /mypagetab/layout/update (optimistic in the cache, rolled back when refused).
 */
export function TabBoard({ tab, readOnly }: { tab: TTabResult; readOnly: boolean }) {
  const project = tab.Extras.WidgetTab.WidgetProject;
  const move = useMoveWidget(project.Id);
  const undo = useDeleteWithUndo(project.Id);
  const widgets = useMemo(
    () => tab.Items.map((row) => row.Widget).filter((w) => !undo.hidden.has(w.Id)),
    [tab, undo.hidden],
  );
  const byId = useMemo(() => new Map(widgets.map((w) => [w.Id, w])), [widgets]);
  const [dragZones, setDragZones] = useState<TZoneIds | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [moveError, setMoveError] = useState<string>();
  const zones = dragZones ?? zoneIds(widgets);
  const overZone = activeId ? zoneOf(zones, activeId) : undefined;
  // The zones' widths: kept per tab in this browser; `sizing` follows a splitter while it is dragged.
  const kept = useZoneWidths(project.Id);
  const [sizing, setSizing] = useState<TZoneWidths | null>(null);
  const widths = sizing ?? kept.widths;
  const columns = {
    "--zone-left": `${widths[0]}fr`,
    "--zone-middle": `${widths[1]}fr`,
    "--zone-right": `${widths[2]}fr`,
  } as CSSProperties;
  const keep = (next: TZoneWidths | undefined) => {
    setSizing(null);
    kept.set(next);
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(() => makeAnnouncements((id) => byId.get(id)?.Title ?? "the widget"), [byId]);

  function onDragOver({ active, over }: DragOverEvent) {
    if (!over || !dragZones) return;
    const id = String(active.id);
    const from = zoneOf(dragZones, id);
    const to = isZone(over.id) ? over.id : zoneOf(dragZones, String(over.id));
    if (!from || !to || from === to) return;
    const index = isZone(over.id) ? dragZones[to].length : dragZones[to].indexOf(String(over.id));
    setDragZones(moveInZones(dragZones, id, to, index < 0 ? dragZones[to].length : index));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const id = String(active.id);
    setActiveId(null);
    if (!dragZones || !over) return setDragZones(null);
    const zone = zoneOf(dragZones, id)!;
    let ids = dragZones[zone];
    if (!isZone(over.id) && ids.includes(String(over.id)))
      ids = arrayMove(ids, ids.indexOf(id), ids.indexOf(String(over.id)));
    const finalZones = { ...dragZones, [zone]: ids };
    const orderNo = ids.indexOf(id);
    const before = byId.get(id);
    if (!before || (before.WidgetGroup === zone && zoneIds(widgets)[zone].indexOf(id) === orderNo))
      return setDragZones(null);
    setDragZones(finalZones);
    setMoveError(undefined);
    move.mutate(
      { widgetId: id, orderNo, widgetGroup: zone },
      {
        onError: (error) => setMoveError(`The move was not saved and has been undone: ${error.message}`),
        onSettled: () => setDragZones(null),
      },
    );
  }

  const active = activeId ? byId.get(activeId) : undefined;
  return (
    <>
      {moveError && (
        <p className={styles.alert} role="alert">
          {moveError}
        </p>
      )}
      {!widgets.length && (
        <EmptyState title="This tab has no widgets yet">
          <p>
            {readOnly
              ? "Its owner has not added any widgets."
              : "Use “+ Add widget” above: document lists, top stories, maps, charts and notes. Then drag them where you want them."}
          </p>
        </EmptyState>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        // Scroll only when the pointer is close to the top or bottom of the window.
        autoScroll={{ threshold: { x: 0, y: 0.1 } }}
        accessibility={{ announcements, screenReaderInstructions }}
        onDragStart={({ active: a }) => {
          setActiveId(String(a.id));
          setDragZones(zoneIds(widgets));
        }}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setActiveId(null);
          setDragZones(null);
        }}
      >
        {kept.custom && (
          <div className={styles.widthsReset}>
            <Button size="sm" variant="ghost" onClick={() => keep(undefined)}>
              Equal zone widths
            </Button>
          </div>
        )}
        <div className={`${styles.zones} ${styles.resizable}`} style={columns} data-testid="zones">
          {ZONES.map((zone, i) => (
            <Fragment key={zone}>
              {i > 0 && (
                <ZoneSplitter
                  splitter={(i - 1) as 0 | 1}
                  widths={widths}
                  onMove={setSizing}
                  onDone={keep}
                  onReset={() => keep(undefined)}
                />
              )}
              <Zone zone={zone} ids={zones[zone]} highlighted={overZone === zone}>
                {zones[zone].map((id) => {
                  const widget = byId.get(id);
                  return widget ? (
                    <WidgetFrame
                      key={id}
                      widget={widget}
                      tabId={project.Id}
                      filter={project.Filter ?? ""}
                      readOnly={readOnly}
                      onDelete={(w: TWidget) => undo.remove(w)}
                    />
                  ) : null;
                })}
              </Zone>
            </Fragment>
          ))}
        </div>
        <DragOverlay>
          {active ? (
            <div className={styles.overlay}>
              <span aria-hidden="true">⠿</span> {active.Title}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      {undo.pending && <UndoToast message={`“${undo.pending.Title}” deleted`} onUndo={undo.restore} />}
      {undo.error && (
        <p className={styles.alert} role="alert">
          {undo.error}
        </p>
      )}
    </>
  );
}
