import type { TGeoEvent } from "@/lib/client/api/use-widget-data";
import styles from "./map.module.css";

/** What both basemaps draw: the places, the selected one and how to select. */
export type TPlacesProps = {
  events: TGeoEvent[];
  selected?: TGeoEvent;
  onSelect: (event: TGeoEvent) => void;
};

export const placeLabel = (event: TGeoEvent) => `${event.Term.Description}: ${event.Story.Description}`;

export const placeKey = (event: TGeoEvent, i: number) => `${event.Story.Id}-${event.Term.Id}-${i}`;

/**
 * The places as focusable SVG markers (inside the basemap's <svg>): `position` projects a place into the
 * basemap's coordinates; a marker's radius grows from `radius[0]` with the square root of its weight,
 * up to radius[0] + radius[1] for the heaviest place.
 */
export function PlaceMarkers({
  events,
  selected,
  onSelect,
  position,
  radius,
}: TPlacesProps & { position: (event: TGeoEvent) => { x: number; y: number }; radius: [number, number] }) {
  const maxWeight = Math.max(...events.map((e) => e.Weight), 1e-9);
  return events.map((event, i) => {
    const { x, y } = position(event);
    const label = placeLabel(event);
    return (
      <circle
        key={placeKey(event, i)}
        className={styles.place}
        data-testid="map-place"
        data-selected={selected === event || undefined}
        cx={x}
        cy={y}
        r={radius[0] + radius[1] * Math.sqrt(event.Weight / maxWeight)}
        tabIndex={0}
        role="button"
        aria-label={label}
        onClick={() => onSelect(event)}
        onFocus={() => onSelect(event)}
      >
        <title>{label}</title>
      </circle>
    );
  });
}
