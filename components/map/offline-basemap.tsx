"use client";

import { useEffect, useState } from "react";
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

/** The offline map: world-atlas land in an equirectangular projection (no network needed). */
export function OfflineBasemap({ events, selected, onSelect }: TPlacesProps) {
  const [land, setLand] = useState<string>();
  useEffect(() => {
    let live = true;
    void loadLandPath().then((path) => live && setLand(path));
    return () => void (live = false);
  }, []);
  return (
    <svg
      className={styles.offline}
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="group"
      aria-label={`Map of ${events.length} places`}
      data-testid="map"
      data-projection="equirectangular"
    >
      <rect className={styles.sea} width={MAP_WIDTH} height={MAP_HEIGHT} />
      {BACKGROUND_URL && (
        <image href={BACKGROUND_URL} width={MAP_WIDTH} height={MAP_HEIGHT} preserveAspectRatio="none" />
      )}
      <path className={styles.graticule} d={GRATICULE} />
      {land && <path className={styles.land} d={land} />}
      <PlaceMarkers
        events={events}
        selected={selected}
        onSelect={onSelect}
        position={(event) => project(event.Longitude, event.Latitude)}
        radius={[1.5, 3.5]}
      />
    </svg>
  );
}
