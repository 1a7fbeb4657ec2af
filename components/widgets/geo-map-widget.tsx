"use client";

import { WorldMap } from "@/components/map/world-map";
import { useGeoData } from "@/lib/client/api/use-widget-data";
import type { TWidgetBodyProps } from "./widget-props";
import { WidgetData } from "./widget-states";

/**
 * GeoMap: the places of matching stories on a world map — online tiles when the widget's TileUrl (or
 * the app's NEXT_PUBLIC_MAP_TILE_URL) names a tile server, else the offline world-atlas basemap.
 */
export function GeoMapWidget({ settings, query }: TWidgetBodyProps) {
  const data = useGeoData(settings, query);
  return (
    <WidgetData query={data} what="The map" emptyTitle="No places for these stories" isEmpty={(d) => !d.Items.length}>
      {(d) => (
        <WorldMap events={d.Items} tileUrl={settings.TileUrl} tileAttribution={settings.TileAttribution} cluster />
      )}
    </WidgetData>
  );
}
