import { z } from "zod";
import { ZDate, ZInt, ZLastUpdated, object } from "./common";

// Statistics (api-spec "Histogram series", "Facet").

export const ZHistogramSeries = object({
  Query: z.string(),
  Label: z.string(),
  StartDate: ZDate,
  EndDate: ZDate,
  BinSize: z.number(),
  Points: z.array(object({ Value: ZInt, Date: ZDate })),
});
export type THistogramSeries = z.infer<typeof ZHistogramSeries>;

export const ZDocumentVolume = object({
  Series: z.array(ZHistogramSeries),
  UniqueDocumentsCount: ZInt,
  LastUpdated: ZLastUpdated,
});
export type TDocumentVolume = z.infer<typeof ZDocumentVolume>;

export const ZFacets = object({
  Facets: z.array(object({ Description: z.string(), Amount: ZInt })),
  LastUpdated: ZLastUpdated.optional(),
});

/** /documents/categories: category and keyword rows without a count. */
export const ZFacetRows = object({ Items: z.array(object({ Description: z.string() })), LastUpdated: ZLastUpdated });
