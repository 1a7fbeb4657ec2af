"use client";

import { WorldMap } from "@/components/map/world-map";
import { Skeleton } from "@/components/ui/skeleton";
import { isEndpointMissing } from "@/lib/client/api/endpoint-missing";
import { useGeoData } from "@/lib/client/api/use-widget-data";
import panel from "@/components/ui/panel.module.css";

/**
 * Where the entity is in the news: the places of the stories mentioning it (`/search/geoevents` with
 * `itemref:`), on the same map as the GeoMap widget (the app's tile layer, else offline).
 */
export function EntityMap({ itemRef }: { itemRef: string }) {
  const geo = useGeoData({ MaxEvents: "50" }, `itemref:${itemRef}`);
  if (geo.isPending) return <Skeleton height="12rem" radius="md" />;
  if (geo.isError)
    return (
      <p className={panel.notice}>
        {isEndpointMissing(geo.error)
          ? "The map is not available on this server."
          : `The map could not be loaded: ${geo.error.message}`}
      </p>
    );
  if (geo.data.Items.length === 0) return <p className={panel.notice}>No places in its stories.</p>;
  return <WorldMap events={geo.data.Items} />;
}
