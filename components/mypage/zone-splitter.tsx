"use client";

import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { moveSplitter, splitterRange, type TZoneWidths } from "@/lib/client/ui/zone-widths";
import styles from "./mypage.module.css";

const NAMES = ["Left", "Middle"] as const;
const STEP = 2; // percent per arrow key; Shift: 10

/**
 * The boundary between two zones (WAI-ARIA window splitter): drag it with a mouse or a finger, or focus
 * it and use the arrow keys (Home/End: as narrow/wide as allowed); a double click or Enter resets all
 * zones to equal widths. Its value is the width of the zone before it, in percent of the board.
 */
export function ZoneSplitter({
  splitter,
  widths,
  onMove,
  onDone,
  onReset,
}: {
  splitter: 0 | 1;
  widths: TZoneWidths;
  /** While dragging or on a key: the new widths (not yet kept). */
  onMove: (widths: TZoneWidths) => void;
  /** The drag or key press is over: keep these widths. */
  onDone: (widths: TZoneWidths) => void;
  onReset: () => void;
}) {
  const drag = useRef<{ x: number; start: TZoneWidths; board: number; last: TZoneWidths } | null>(null);
  const { min, max } = splitterRange(widths, splitter);
  const value = Math.round(widths[splitter]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    const board = event.currentTarget.parentElement?.getBoundingClientRect().width ?? 0;
    if (!board) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    drag.current = { x: event.clientX, start: widths, board, last: widths };
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d) return;
    d.last = moveSplitter(d.start, splitter, ((event.clientX - d.x) / d.board) * 100);
    onMove(d.last);
  }
  function onPointerEnd() {
    const d = drag.current;
    drag.current = null;
    if (d && d.last !== d.start) onDone(d.last);
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? 10 : STEP;
    const delta =
      event.key === "ArrowLeft"
        ? -step
        : event.key === "ArrowRight"
          ? step
          : event.key === "Home"
            ? min - widths[splitter]
            : event.key === "End"
              ? max - widths[splitter]
              : undefined;
    if (event.key === "Enter") {
      event.preventDefault();
      return onReset();
    }
    if (delta === undefined) return;
    event.preventDefault();
    onDone(moveSplitter(widths, splitter, delta));
  }

  return (
    <div
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={`Width of the ${NAMES[splitter].toLowerCase()} zone`}
      aria-valuemin={min}
      aria-valuemax={Math.floor(max)}
      aria-valuenow={value}
      aria-valuetext={`${NAMES[splitter]} zone ${value}% of the width`}
      title="Drag to resize the zones (arrow keys; double-click or Enter: equal widths)"
      className={styles.splitter}
      data-testid={`zone-splitter-${splitter}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onLostPointerCapture={onPointerEnd}
      onKeyDown={onKeyDown}
      onDoubleClick={onReset}
    />
  );
}
