"use client";

import { useEffect, useRef, useState, type PointerEvent } from "react";
import {
  fittedView,
  FRAME_ASPECT,
  panView,
  placeInFrame,
  tileUrl,
  visibleTiles,
  zoomView,
  type TMapView,
} from "@/lib/client/ui/map-tiles";
import { PlaceMarkers, type TPlacesProps } from "./places";
import styles from "./map.module.css";

/** The zoom is kept as steps above the fitted view, so a resized frame keeps what it shows. */
type TZoomState = { steps: number; cx: number; cy: number };
const MAX_STEPS = 8;

function useFrameWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The online map: slippy tiles in Web Mercator, the whole world's width fitted to the frame at the
 * sharpest-enough tile zoom; drag to pan, the buttons or a double click to zoom (2× a step).
 */
export function TileBasemap({
  layer,
  events,
  selected,
  onSelect,
}: TPlacesProps & { layer: { url: string; attribution: string } }) {
  const { ref, width } = useFrameWidth();
  const height = width / FRAME_ASPECT;
  const fitted = fittedView(width);
  const [zoom, setZoom] = useState<TZoomState>({ steps: 0, cx: fitted.cx, cy: fitted.cy });
  const view: TMapView = { scale: width * 2 ** zoom.steps, cx: zoom.cx, cy: zoom.cy };
  const drag = useRef<{ x: number; y: number; view: TMapView; moved: boolean } | null>(null);
  const show = (next: TMapView) => setZoom({ steps: Math.log2(next.scale / width), cx: next.cx, cy: next.cy });
  const zoomBy = (steps: number, at?: { x: number; y: number }) =>
    show(zoomView(view, steps, width, height, at, { min: width, max: width * 2 ** MAX_STEPS }));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest("button, [role=button]")) return;
    drag.current = { x: event.clientX, y: event.clientY, view, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    start.moved = true;
    show(panView(start.view, event.clientX - start.x, event.clientY - start.y, width, height));
  };
  const tiles = width ? visibleTiles(view, width, height) : [];

  return (
    <div
      ref={ref}
      className={styles.tiled}
      style={{ aspectRatio: String(FRAME_ASPECT) }}
      data-testid="map"
      data-projection="mercator"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onDoubleClick={(event) => {
        if ((event.target as Element).closest("button, [role=button]")) return;
        const box = event.currentTarget.getBoundingClientRect();
        zoomBy(event.shiftKey ? -1 : 1, { x: event.clientX - box.left, y: event.clientY - box.top });
      }}
    >
      {tiles.map((t) => (
        // Plain <img>: tiles come from any configured host, sized and placed by the map, not by next/image.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          key={`${t.z}/${t.x}/${t.y}/${Math.round(t.left)}`}
          className={styles.tile}
          src={tileUrl(layer.url, t.z, t.x, t.y)}
          alt=""
          draggable={false}
          data-testid="map-tile"
          data-tile={`${t.z}/${t.x}/${t.y}`}
          style={{ left: t.left, top: t.top, width: t.size, height: t.size }}
        />
      ))}
      {width > 0 && (
        <svg
          className={styles.overlay}
          viewBox={`0 0 ${width} ${height}`}
          role="group"
          aria-label={`Map of ${events.length} places`}
        >
          <PlaceMarkers
            events={events}
            selected={selected}
            onSelect={onSelect}
            position={(event) => placeInFrame(view, width, height, event.Longitude, event.Latitude)}
            radius={[3, 5]}
          />
        </svg>
      )}
      <div className={styles.tools}>
        <button type="button" className={styles.tool} aria-label="Zoom in" onClick={() => zoomBy(1)}>
          +
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label="Zoom out"
          disabled={zoom.steps <= 0}
          onClick={() => zoomBy(-1)}
        >
          −
        </button>
      </div>
      {layer.attribution && <small className={styles.attribution}>{layer.attribution}</small>}
    </div>
  );
}
