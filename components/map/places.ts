import type { TGeoEvent } from "@/lib/queries/use-widget-data";

/** What both basemaps draw: the places, the selected one and how to select. */
export type TPlacesProps = {
  events: TGeoEvent[];
  selected?: TGeoEvent;
  onSelect: (event: TGeoEvent) => void;
};

export const placeLabel = (event: TGeoEvent) => `${event.Term.Description}: ${event.Story.Description}`;

export const placeKey = (event: TGeoEvent, i: number) => `${event.Story.Id}-${event.Term.Id}-${i}`;
