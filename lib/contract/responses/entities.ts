import { z } from "zod";
import { ZDocumentItem } from "./documents";
import { ZInt, ZLastUpdated, describedList, list, object } from "./common";

// Entities (terms) and their extras (api-spec "Entity (term) item", "Entity Extras shapes"), heat, geo.

export const ZEntityImage = object({
  ImageSrc: z.string(),
  Description: z.string().optional(),
  Width: ZInt.optional(),
  Height: ZInt.optional(),
});

const ZVolume = object({ Volume: ZInt, LastUpdated: ZLastUpdated.optional() });
/** Heat null: no mention in the 30 days ("no data", DECISIONS 19). */
const ZHeat = object({ Heat: z.number().nullable(), LastUpdated: ZLastUpdated.optional() });

export const ZHeatExtras = object({
  "DocVolume-1": ZVolume.optional(),
  "DocVolume-7": ZVolume.optional(),
  "DocVolume-30": ZVolume.optional(),
  "Heat-1/30": ZHeat.optional(),
  "Heat-7/30": ZHeat.optional(),
});

export const ZMetadataTextField = object({ Key: z.string(), Value: z.string(), ValueFormatted: z.string().optional() });

/** An entity item (11_n) or a topic item (7_n: no EntityReference). */
export const ZEntityItem = object({
  EntityReference: z.string().optional(),
  Id: z.string().regex(/^(11|7)_\d+$/),
  Description: z.string(),
  Type: z.string(),
  LocalizedType: z.string(),
  Extras: z
    .looseObject({
      ...ZHeatExtras.shape,
      Metadata: object({
        TextFields: z.array(ZMetadataTextField),
        ItemFields: z.array(object({ Key: z.string(), Value: z.union([object({ Id: z.string() }), ZDocumentItem]) })),
      }).optional(),
      Images: object({ Items: z.array(ZEntityImage) }).optional(),
      DocumentCount: ZInt.optional(),
    })
    .optional(),
  LastUpdated: ZLastUpdated,
});
export type TEntityItem = z.infer<typeof ZEntityItem>;

export const ZEntityList = describedList(ZEntityItem);

/** Entity heat: an entity list that names the backend that produced it. */
export const ZHeatList = z.looseObject({ ...ZEntityList.shape, Source: z.string().optional() });

export const ZEvidence = object({
  TotalCount: ZInt.optional(),
  Items: z.array(z.unknown()).optional(),
  LastUpdated: ZLastUpdated,
});

export const ZGeoEvent = object({
  Term: ZEntityItem,
  Story: ZDocumentItem,
  Latitude: z.number(),
  Longitude: z.number(),
  Weight: z.number(),
});
export const ZGeoEventList = list(ZGeoEvent);

export const ZGeoEntity = object({
  Item: object({ Id: z.string(), Description: z.string(), Type: z.string() }),
  Latitude: z.number(),
  Longitude: z.number(),
  Size: z.number(),
});
export const ZGeoEntityList = list(ZGeoEntity);

/** A graph: entity nodes and weighted connections. */
export const ZGraph = object({
  Nodes: z.array(ZEntityItem),
  Connections: z.array(object({ FromId: z.string(), ToId: z.string(), Strength: z.number() })),
});

/** A project's items: entities (EntityList) or documents (Scrapbook). */
export const ZProjectItemList = describedList(z.union([ZEntityItem, ZDocumentItem]));

/** An alert's matches: document items with why they matched. */
export const ZAlertMatchList = list(ZDocumentItem);
