"use client";

import { useEffect, useMemo, useRef, useState, type PointerEvent } from "react";
import type { TGeoEvent } from "@/lib/client/api/use-widget-data";
import { clusterPoints } from "@/lib/client/ui/cluster-points";
import { placeLabels } from "@/lib/client/ui/place-labels";
import { PlaceMarkers, type TPlacesProps } from "./places";
import { loadLandPath, MAP_HEIGHT, MAP_WIDTH, project } from "./world-land";
import styles from "./map.module.css";

/** Meridians and parallels every 30°. */
const GRATICULE = [
  ...Array.from({ length: 13 }, (_, i) => `M${i * 30},0V${MAP_HEIGHT}`),
  ...Array.from({ length: 7 }, (_, i) => `M0,${i * 30}H${MAP_WIDTH}`),
].join("");

/**
 * An optional raster background for the offline map: NEXT_PUBLIC_MAP_IMAGE_URL, one equirectangular
 * world image (e.g. a NASA Blue Marble).
 */
const BACKGROUND_URL = process.env.NEXT_PUBLIC_MAP_IMAGE_URL;

const MAX_ZOOM = 16;
/** Names written at once (the heaviest places that find room), and the cluster cell in screen-sized units. */
const NAMED = 8;
const CELL = 14;

type TView = { k: number; cx: number; cy: number };
const WORLD: TView = { k: 1, cx: MAP_WIDTH / 2, cy: MAP_HEIGHT / 2 };

/** Keeps the view inside the world. */
function clamp(view: TView): TView {
  const k = Math.min(MAX_ZOOM, Math.max(1, view.k));
  const halfW = MAP_WIDTH / (2 * k);
  const halfH = MAP_HEIGHT / (2 * k);
  return {
    k,
    cx: Math.min(MAP_WIDTH - halfW, Math.max(halfW, view.cx)),
    cy: Math.min(MAP_HEIGHT - halfH, Math.max(halfH, view.cy)),
  };
}

/**
 * The offline map: world-atlas land in an equirectangular projection (no network needed). Zoom with
 * the buttons, the wheel or a double click, pan by dragging. With `cluster`, places close together at
 * the current zoom are one numbered circle (a click zooms into it); the heaviest places are named
 * where their names do not overlap.
 */
export function OfflineBasemap({ events, selected, onSelect, cluster = false }: TPlacesProps & { cluster?: boolean }) {
  const [land, setLand] = useState<string>();
  const [view, setView] = useState<TView>(WORLD);
  const drag = useRef<{ x: number; y: number; view: TView; moved: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    loadLandPath().then(
      (path) => live && setLand(path),
      () => undefined, // offline and not cached: the graticule and the points without the land
    );
    return () => void (live = false);
  }, []);
  const zoomBy = (factor: number, at?: { x: number; y: number }) =>
    setView((v) => {
      const k = Math.min(MAX_ZOOM, Math.max(1, v.k * factor));
      const focus = at ?? { x: v.cx, y: v.cy };
      // The point under the pointer stays where it is.
      return clamp({ k, cx: focus.x + (v.cx - focus.x) * (v.k / k), cy: focus.y + (v.cy - focus.y) * (v.k / k) });
    });
  const w = MAP_WIDTH / view.k;
  const h = MAP_HEIGHT / view.k;
  const x0 = view.cx - w / 2;
  const y0 = view.cy - h / 2;
  const toMap = (event: { clientX: number; clientY: number }, svg: SVGSVGElement) => {
    const box = svg.getBoundingClientRect();
    return {
      x: x0 + ((event.clientX - box.left) / box.width) * w,
      y: y0 + ((event.clientY - box.top) / box.height) * h,
    };
  };

  const points = useMemo(
    () => events.map((event) => ({ ...project(event.Longitude, event.Latitude), weight: event.Weight, item: event })),
    [events],
  );
  const groups = useMemo(
    () => (cluster ? clusterPoints(points, CELL / view.k) : points.map((p) => ({ ...p, items: [p.item] }))),
    [cluster, points, view.k],
  );
  const singles = groups.filter((g) => g.items.length === 1).map((g) => g.items[0]!);
  const clusters = groups.filter((g) => g.items.length > 1);
  const maxWeight = Math.max(...groups.map((g) => g.weight), 1e-9);
  const names = useMemo(() => {
    if (!cluster) return [];
    const heaviest = groups
      .filter((g) => g.items.length === 1)
      .sort((a, b) => b.weight - a.weight)
      .map((g) => ({ id: `${g.x},${g.y}`, x: g.x, y: g.y, r: 3 / view.k, text: g.items[0]!.Term.Description }));
    const placed = placeLabels(heaviest, {
      width: MAP_WIDTH,
      height: MAP_HEIGHT,
      fontSize: 9 / view.k,
      limit: NAMED,
    });
    return heaviest.flatMap((n) => {
      const spot = placed.get(n.id);
      return spot ? [{ ...spot, text: n.text, key: n.id }] : [];
    });
  }, [cluster, groups, view.k]);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if ((event.target as Element).closest("[role=button]")) return;
    drag.current = { x: event.clientX, y: event.clientY, view, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    const box = event.currentTarget.getBoundingClientRect();
    const scale = MAP_WIDTH / start.view.k / box.width;
    start.moved = true;
    setView(
      clamp({
        ...start.view,
        cx: start.view.cx - (event.clientX - start.x) * scale,
        cy: start.view.cy - (event.clientY - start.y) * scale,
      }),
    );
  };

  return (
    <div className={styles.offlineFrame}>
      <div className={styles.mapTools}>
        <button type="button" className={styles.mapButton} aria-label="Zoom in" onClick={() => zoomBy(2)}>
          +
        </button>
        <button type="button" className={styles.mapButton} aria-label="Zoom out" onClick={() => zoomBy(0.5)}>
          −
        </button>
        <button type="button" className={styles.mapButton} onClick={() => setView(WORLD)} disabled={view.k === 1}>
          World
        </button>
      </div>
      <svg
        className={styles.offline}
        viewBox={`${x0} ${y0} ${w} ${h}`}
        role="group"
        aria-label={`Map of ${events.length} places; drag to pan, wheel or double click to zoom`}
        data-testid="map"
        data-projection="equirectangular"
        data-zoom={view.k}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onWheel={(event) => zoomBy(event.deltaY < 0 ? 1.25 : 0.8, toMap(event, event.currentTarget))}
        onDoubleClick={(event) => zoomBy(event.shiftKey ? 0.5 : 2, toMap(event, event.currentTarget))}
      >
        <rect className={styles.sea} width={MAP_WIDTH} height={MAP_HEIGHT} />
        {BACKGROUND_URL && (
          <image href={BACKGROUND_URL} width={MAP_WIDTH} height={MAP_HEIGHT} preserveAspectRatio="none" />
        )}
        <path className={styles.graticule} d={GRATICULE} />
        {land && <path className={styles.land} d={land} />}
        <PlaceMarkers
          events={singles}
          selected={selected}
          onSelect={onSelect}
          position={(event) => project(event.Longitude, event.Latitude)}
          radius={[1.5 / view.k, 3.5 / view.k]}
        />
        {clusters.map((c) => {
          const r = (4 + 4 * Math.sqrt(c.weight / maxWeight)) / view.k;
          const label = `${c.items.length} places: ${[...new Set(c.items.map((e: TGeoEvent) => e.Term.Description))].slice(0, 4).join(", ")}${c.items.length > 4 ? "…" : ""}; zoom in`;
          return (
            <g
              key={`${c.x},${c.y}`}
              className={styles.cluster}
              data-testid="map-cluster"
              role="button"
              tabIndex={0}
              aria-label={label}
              onClick={() => zoomBy(2.5, { x: c.x, y: c.y })}
              onKeyDown={(event) => (event.key === "Enter" || event.key === " ") && zoomBy(2.5, { x: c.x, y: c.y })}
            >
              <title>{label}</title>
              <circle cx={c.x} cy={c.y} r={r} />
              <text x={c.x} y={c.y + 2.4 / view.k} fontSize={6.5 / view.k} textAnchor="middle">
                {c.items.length}
              </text>
            </g>
          );
        })}
        {names.map((n) => (
          <text
            key={n.key}
            className={styles.placeName}
            x={n.x}
            y={n.y}
            textAnchor={n.anchor}
            fontSize={9 / view.k}
            strokeWidth={1.5 / view.k}
            data-testid="map-name"
          >
            {n.text}
          </text>
        ))}
      </svg>
    </div>
  );
}
