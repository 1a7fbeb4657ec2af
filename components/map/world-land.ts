/**
 * The offline basemap: world-atlas's 1:110m land outline (TopoJSON), turned into one SVG path in an
 * equirectangular projection (x = longitude, y = −latitude). Loaded on demand so it is not in the
 * page's first JavaScript.
 */
import { feature } from "topojson-client";
import type { Topology, GeometryCollection } from "topojson-specification";

export const MAP_WIDTH = 360;
export const MAP_HEIGHT = 180;

export const project = (longitude: number, latitude: number) => ({ x: longitude + 180, y: 90 - latitude });

function ringPath(ring: number[][]): string {
  return (
    ring
      .map(([lon, lat], i) => {
        const { x, y } = project(lon!, lat!);
        return `${i ? "L" : "M"}${x.toFixed(2)},${y.toFixed(2)}`;
      })
      .join("") + "Z"
  );
}

let cached: Promise<string> | undefined;

/** The land as an SVG path string (computed once per page). */
export function loadLandPath(): Promise<string> {
  // Fetched as a static JSON file (hashed name, cached for good), not bundled: as a script it would be
  // 20 kB of JavaScript to parse, as data it is one JSON.parse.
  cached ??= fetch(new URL("../../node_modules/world-atlas/land-110m.json", import.meta.url)).then(async (response) => {
    if (!response.ok) throw new Error(`the world map could not be loaded (${response.status})`);
    const topology = (await response.json()) as Topology<{ land: GeometryCollection }>;
    const land = feature(topology, topology.objects.land);
    const parts: string[] = [];
    for (const f of "features" in land ? land.features : [land]) {
      const g = f.geometry;
      if (g?.type === "Polygon") parts.push(...g.coordinates.map(ringPath));
      if (g?.type === "MultiPolygon") for (const polygon of g.coordinates) parts.push(...polygon.map(ringPath));
    }
    return parts.join("");
  });
  cached.catch(() => (cached = undefined)); // the next map tries again
  return cached;
}
