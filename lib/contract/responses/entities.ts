import { z } from "zod";
import { ZDocumentItem } from "./documents";
import { ZInt, ZLastUpdated, describedList, items, list, object } from "./common";

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
export type TMetadataTextField = z.infer<typeof ZMetadataTextField>;
export type TEntityImage = z.infer<typeof ZEntityImage>;
export type THeatExtras = z.infer<typeof ZHeatExtras>;

const entityFields = {
  EntityReference: z.string().optional(),
  Id: z.string().regex(/^(11|7)_\d+$/),
  Description: z.string(),
  Type: z.string(),
  LocalizedType: z.string(),
  LastUpdated: ZLastUpdated,
};

/** An entity item as a metadata value: its own extras left out. */
export const ZEntityItemRef = object(entityFields);

/** An entity item (11_n) or a topic item (7_n: no EntityReference). */
export const ZEntityItem = object({
  ...entityFields,
  Extras: z
    .looseObject({
      ...ZHeatExtras.shape,
      Metadata: object({
        TextFields: z.array(ZMetadataTextField),
        ItemFields: z.array(object({ Key: z.string(), Value: z.union([ZEntityItemRef, ZDocumentItem]) })),
      }).optional(),
      Images: object({ Items: z.array(ZEntityImage) }).optional(),
      DocumentCount: ZInt.optional(),
    })
    .optional(),
});
export type TEntityItem = z.infer<typeof ZEntityItem>;

export const ZEntityList = describedList(ZEntityItem);

/** Related topics: entity (topic) items without a count. */
export const ZEntityRows = items(ZEntityItem);

/** An entity's correction history: the entity as it is now and its corrections. */
export const ZEntityHistory = object({
  Entity: object({
    Id: z.string(),
    Description: z.string(),
    Type: z.string(),
    Status: z.string(),
    MergedInto: z.string().nullable(),
    Aliases: z.array(z.string()),
    DocumentCount: ZInt,
  }),
  TotalCount: ZInt,
  Items: z.array(object({})),
});

/** Suggested corrections: {TotalCount, Items}. */
export const ZCorrectionSuggestions = object({ TotalCount: ZInt, Items: z.array(object({})) });

/** /v1/entityrelevance: the given entities with their relevance to the query's documents. */
export const ZEntityRelevance = object({ Items: z.array(ZEntityItem), DocumentCount: ZInt, LastUpdated: ZLastUpdated });

/** Entity heat: an entity list that names the backend that produced it. */
export const ZHeatList = z.looseObject({ ...ZEntityList.shape, Source: z.string().optional() });

/** Evidence: the entity (as an item set) and the documents that mention it. */
export const ZEvidence = object({
  ItemSet: z.array(ZEntityItemRef),
  Extras: object({ RelatedDocuments: list(ZDocumentItem) }),
  LastUpdated: ZLastUpdated,
});

export const ZGeoEvent = object({
  Term: ZEntityItem,
  Story: ZDocumentItem,
  Latitude: z.number(),
  Longitude: z.number(),
  Weight: z.number(),
});
export const ZGeoEventList = items(ZGeoEvent);

export const ZGeoEntity = object({
  Item: object({ Id: z.string(), Description: z.string(), Type: z.string() }),
  Latitude: z.number(),
  Longitude: z.number(),
  Size: z.number(),
});
export const ZGeoEntityList = items(ZGeoEntity);

/** A graph: entity nodes and weighted connections. */
export const ZGraph = object({
  Nodes: z.array(ZEntityItem),
  Connections: z.array(object({ FromId: z.string(), ToId: z.string(), Strength: z.number() })),
});

/** A project's items: entities (EntityList) or documents (Scrapbook). */
export const ZProjectItemList = describedList(z.union([ZEntityItem, ZDocumentItem]));
