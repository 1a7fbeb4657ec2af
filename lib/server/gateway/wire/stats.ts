import "server-only";
import { MIN_DATE } from "@/lib/contract/wire";
import type { TFacetCount } from "@/lib/server/stats/document-count";
import type { TVolumeHistograms } from "@/lib/server/stats/document-volume";
import type { THeatItem, THeatPage } from "@/lib/server/stats/entity-heat";
import { wireEntityItem } from "./entities";

/** /statistics/documentvolume: one series per part, every point stamped with the service clock. */
export function wireDocumentVolume(volume: TVolumeHistograms) {
  const clock = volume.asOf;
  return {
    Series: volume.series.map((series) => ({
      Query: volume.query,
      Label: series.label,
      StartDate: volume.start,
      EndDate: volume.end,
      BinSize: volume.binSize,
      Points: series.points.map((p) => ({ Value: p.value, Date: p.date, LastUpdated: clock })),
      LastUpdated: clock,
    })),
    UniqueDocumentsCount: volume.uniqueDocuments,
    LastUpdated: clock,
  };
}

/** /statistics/documentcount: Facets [{Description, Amount}]; LastUpdated does not apply. */
export function wireFacets(facets: TFacetCount[]) {
  return { Facets: facets.map((f) => ({ Description: f.label, Amount: f.count })), LastUpdated: MIN_DATE };
}

/** An entity item with Extras DocVolume-1/7/30 and Heat-1/30, Heat-7/30, each stamped with the clock. */
export function wireHeatItem(item: THeatItem, clock: Date) {
  const volume = (Volume: number) => ({ Volume, LastUpdated: clock });
  const heat = (Heat: number | null) => ({ Heat, LastUpdated: clock });
  const { LastUpdated, ...entity } = wireEntityItem(item);
  return {
    ...entity,
    Extras: {
      "DocVolume-1": volume(item.v1),
      "DocVolume-7": volume(item.v7),
      "DocVolume-30": volume(item.v30),
      "Heat-1/30": heat(item.heat1),
      "Heat-7/30": heat(item.heat7),
    },
    LastUpdated,
  };
}

/** /entities/heat and /v1/heat: an entity list with the source that answered. */
export function wireHeatList(page: THeatPage) {
  return {
    TotalCount: page.total,
    Description: page.description,
    Items: page.items.map((item) => wireHeatItem(item, page.asOf)),
    LastUpdated: page.asOf,
    Source: page.source,
  };
}
