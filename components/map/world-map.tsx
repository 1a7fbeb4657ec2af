"use client";

import Link from "next/link";
import { useState } from "react";
import type { TGeoEvent } from "@/lib/client/api/use-widget-data";
import { tileLayer } from "@/lib/client/ui/map-tiles";
import { OfflineBasemap } from "./offline-basemap";
import { TileBasemap } from "./tile-basemap";
import styles from "./map.module.css";

/**
 * The app-wide online tile layer (build-time, like every NEXT_PUBLIC_ variable): a slippy-map URL
 * template `https://…/{z}/{x}/{y}.png` and its attribution. Unset: the offline world-atlas basemap.
 */
const APP_TILES = {
  url: process.env.NEXT_PUBLIC_MAP_TILE_URL,
  attribution: process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION,
};

/**
 * The places of stories on a world map: online tiles (Web Mercator) when the widget or the app names
 * a tile URL, else the offline basemap (equirectangular). The selected place's story is shown below.
 */
export function WorldMap({
  events,
  tileUrl,
  tileAttribution,
  cluster,
}: {
  events: TGeoEvent[];
  tileUrl?: string;
  tileAttribution?: string;
  /** Places close together at the current zoom as one numbered circle (the offline map). */
  cluster?: boolean;
}) {
  const [selected, setSelected] = useState<TGeoEvent>();
  const layer = tileLayer({ url: tileUrl, attribution: tileAttribution }, APP_TILES);
  const places = { events, selected, onSelect: setSelected };
  return (
    <figure className={styles.map}>
      {layer ? <TileBasemap layer={layer} {...places} /> : <OfflineBasemap {...places} cluster={cluster} />}
      <figcaption className={styles.meta}>
        {selected ? (
          <>
            <strong>{selected.Term.Description}</strong>:{" "}
            <Link prefetch={false} href={`/documents/${selected.Story.Id}`}>
              {selected.Story.Description}
            </Link>
          </>
        ) : (
          "Select a place to see its story."
        )}
      </figcaption>
    </figure>
  );
}
