/**
 * Slippy-map tiles in Web Mercator (the OpenStreetMap scheme: 256 px tiles, zoom z has 2^z × 2^z of
 * them, x east from −180°, y south from +85.05°). Pure functions: the map component measures its frame
 * and draws what these return.
 */

export const TILE_SIZE = 256;
/** Web Mercator's latitude limit (the world is square). */
export const MAX_LATITUDE = 85.0511287798;
const MAX_TILE_ZOOM = 19;

import { isTileTemplate } from "@/lib/contract/widget-kinds";

export { isTileTemplate };

/** The tile layer to draw: the widget's own template, else the app's default, else none (offline). */
export function tileLayer(
  setting: { url?: string; attribution?: string },
  fallback: { url?: string; attribution?: string },
): { url: string; attribution: string } | undefined {
  const own = setting.url?.trim();
  if (own && isTileTemplate(own)) return { url: own, attribution: setting.attribution?.trim() ?? "" };
  const app = fallback.url?.trim();
  if (app && isTileTemplate(app))
    return { url: app, attribution: setting.attribution?.trim() || fallback.attribution?.trim() || "" };
  return undefined;
}

export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replaceAll("{z}", String(z))
    .replaceAll("{x}", String(x))
    .replaceAll("{y}", String(y))
    .replaceAll("{s}", "abc"[(x + y) % 3]!);
}

/** Longitude and latitude → the world square [0, 1] × [0, 1] (y down). */
export function mercator(longitude: number, latitude: number): { x: number; y: number } {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: (longitude + 180) / 360,
    y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI),
  };
}

/** The part of the world a map frame shows at the fitted zoom: 80° N to 60° S, every longitude. */
export const FIT_TOP = mercator(0, 80).y;
export const FIT_BOTTOM = mercator(0, -60).y;
/** Width : height of the frame, so the fitted view fills it. */
export const FRAME_ASPECT = 1 / (FIT_BOTTOM - FIT_TOP);

/**
 * What the frame shows: `scale` is the world's width in CSS pixels (the frame's width when fitted,
 * doubled per zoom step), `cx`/`cy` the centre in world units.
 */
export type TMapView = { scale: number; cx: number; cy: number };

export function fittedView(width: number): TMapView {
  return { scale: width, cx: 0.5, cy: (FIT_TOP + FIT_BOTTOM) / 2 };
}

/** Keeps the centre where the frame stays inside the world (vertically; longitudes wrap). */
export function clampView(view: TMapView, width: number, height: number): TMapView {
  const halfH = height / 2 / view.scale;
  const cy = halfH >= 0.5 ? 0.5 : Math.max(halfH, Math.min(1 - halfH, view.cy));
  const cx = ((view.cx % 1) + 1) % 1;
  return { ...view, cx, cy };
}

/** The tile zoom for a world `scale` px wide: the smallest whose tiles are at least as sharp. */
export function tileZoom(scale: number): number {
  return Math.max(0, Math.min(MAX_TILE_ZOOM, Math.ceil(Math.log2(scale / TILE_SIZE) - 1e-9)));
}

export type TPlacedTile = { z: number; x: number; y: number; left: number; top: number; size: number };

/** The tiles covering a frame of width × height px, with their place in it (x wraps around the world). */
export function visibleTiles(view: TMapView, width: number, height: number): TPlacedTile[] {
  const z = tileZoom(view.scale);
  const n = 2 ** z;
  const size = view.scale / n;
  const left = view.cx * view.scale - width / 2;
  const top = view.cy * view.scale - height / 2;
  const tiles: TPlacedTile[] = [];
  const y0 = Math.max(0, Math.floor(top / size));
  const y1 = Math.min(n - 1, Math.floor((top + height - 1e-6) / size));
  const x0 = Math.floor(left / size);
  const x1 = Math.floor((left + width - 1e-6) / size);
  for (let ty = y0; ty <= y1; ty++)
    for (let tx = x0; tx <= x1; tx++)
      tiles.push({ z, x: ((tx % n) + n) % n, y: ty, left: tx * size - left, top: ty * size - top, size });
  return tiles;
}

/** A place's position in the frame, in px (the copy of the world nearest the centre). */
export function placeInFrame(
  view: TMapView,
  width: number,
  height: number,
  longitude: number,
  latitude: number,
): { x: number; y: number } {
  const p = mercator(longitude, latitude);
  let dx = p.x - view.cx;
  dx -= Math.round(dx);
  return { x: width / 2 + dx * view.scale, y: height / 2 + (p.y - view.cy) * view.scale };
}

/** Zooms by 2^steps around a point of the frame (px from its top left), keeping that point in place. */
export function zoomView(
  view: TMapView,
  steps: number,
  width: number,
  height: number,
  at = { x: width / 2, y: height / 2 },
  limits = { min: width, max: width * 2 ** 8 },
): TMapView {
  const scale = Math.max(limits.min, Math.min(limits.max, view.scale * 2 ** steps));
  const wx = view.cx + (at.x - width / 2) / view.scale;
  const wy = view.cy + (at.y - height / 2) / view.scale;
  const next = { scale, cx: wx - (at.x - width / 2) / scale, cy: wy - (at.y - height / 2) / scale };
  return clampView(next, width, height);
}

/** Moves the view by a drag of dx, dy px. */
export function panView(view: TMapView, dx: number, dy: number, width: number, height: number): TMapView {
  return clampView({ ...view, cx: view.cx - dx / view.scale, cy: view.cy - dy / view.scale }, width, height);
}
