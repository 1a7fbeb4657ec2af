"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { useGeoData, type TGeoEvent } from "@/lib/queries/use-widget-data";
import type { TWidgetBodyProps } from "./widget-body";
import { WidgetData } from "./widget-states";
import { loadLandPath, MAP_HEIGHT, MAP_WIDTH, project } from "./world-land";
import styles from "./widgets.module.css";

/** Meridians and parallels every 30°. */
const GRATICULE = [
  ...Array.from({ length: 13 }, (_, i) => `M${i * 30},0V${MAP_HEIGHT}`),
  ...Array.from({ length: 7 }, (_, i) => `M0,${i * 30}H${MAP_WIDTH}`),
].join("");

/**
 * An optional raster background for online use: NEXT_PUBLIC_MAP_IMAGE_URL, one equirectangular world
 * image (e.g. a NASA Blue Marble). Without it the map is drawn offline from world-atlas.
 */
const BACKGROUND_URL = process.env.NEXT_PUBLIC_MAP_IMAGE_URL;

function WorldMap({ events }: { events: TGeoEvent[] }) {
  const [land, setLand] = useState<string>();
  const [selected, setSelected] = useState<TGeoEvent>();
  useEffect(() => {
    let live = true;
    void loadLandPath().then((path) => live && setLand(path));
    return () => void (live = false);
  }, []);
  const maxWeight = Math.max(...events.map((e) => e.Weight), 1e-9);
  return (
    <figure className={styles.map}>
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="group" aria-label={`Map of ${events.length} places`}>
        <rect className={styles.sea} width={MAP_WIDTH} height={MAP_HEIGHT} />
        {BACKGROUND_URL && (
          <image href={BACKGROUND_URL} width={MAP_WIDTH} height={MAP_HEIGHT} preserveAspectRatio="none" />
        )}
        <path className={styles.graticule} d={GRATICULE} />
        {land && <path className={styles.land} d={land} />}
        {events.map((event, i) => {
          const { x, y } = project(event.Longitude, event.Latitude);
          const label = `${event.Term.Description}: ${event.Story.Description}`;
          return (
            <circle
              key={`${event.Story.Id}-${event.Term.Id}-${i}`}
              className={styles.place}
              data-selected={selected === event || undefined}
              cx={x}
              cy={y}
              r={1.5 + 3.5 * Math.sqrt(event.Weight / maxWeight)}
              tabIndex={0}
              role="button"
              aria-label={label}
              onClick={() => setSelected(event)}
              onFocus={() => setSelected(event)}
            >
              <title>{label}</title>
            </circle>
          );
        })}
      </svg>
      <figcaption className={styles.meta}>
        {selected ? (
          <>
            <strong>{selected.Term.Description}</strong>:{" "}
            <Link href={`/documents/${selected.Story.Id}`}>{selected.Story.Description}</Link>
          </>
        ) : (
          "Select a place to see its story."
        )}
      </figcaption>
    </figure>
  );
}

/** GeoMap: the places of matching stories on an offline world map (world-atlas + topojson-client). */
export function GeoMapWidget({ settings, query }: TWidgetBodyProps) {
  const data = useGeoData({ q: query, maxEvents: settings.MaxEvents || "50" });
  return (
    <WidgetData query={data} what="The map" emptyTitle="No places for these stories" isEmpty={(d) => !d.Items.length}>
      {(d) => <WorldMap events={d.Items} />}
    </WidgetData>
  );
}
