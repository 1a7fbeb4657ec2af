import "server-only";
import { wireDescribedList } from "./described-list";
import { now } from "@/lib/server/db/clock";
import { entityRef, entityReference } from "@/lib/server/entities/entity-keys";
import type { TEntityExtras } from "@/lib/server/entities/entity-extras";
import type { TEntityImage } from "@/lib/server/entities/entity-images";
import type { TEntitySummary } from "@/lib/server/entities/entity-summary";
import type { TEntityEvidence } from "@/lib/server/entities/find-evidence";
import type { TEntityDetail } from "@/lib/server/entities/find-entity";
import type { TGeoPlace } from "@/lib/server/entities/find-geo-entities";
import type { TEntitySuggestion } from "@/lib/server/entities/suggest-entities";
import { wireDocumentItem } from "./documents";

/** The spec's Entity (term) item. */
export function wireEntityItem(entity: TEntitySummary) {
  return {
    EntityReference: entityReference(entity.slug, entity.id),
    Id: entityRef(entity.id),
    Description: entity.name,
    Type: entity.type,
    LocalizedType: entity.type,
    LastUpdated: entity.updatedAt,
  };
}

export type TWireEntityItem = ReturnType<typeof wireEntityItem>;

/** One image of the Images extra (spec "Entity Extras shapes"). */
export function wireEntityImage(image: TEntityImage) {
  return {
    ImageKey: image.key,
    ImageSrc: image.src,
    ExternalUrl: image.externalUrl ?? undefined,
    SourceUrl: image.sourceUrl ?? undefined,
    Width: image.width,
    Height: image.height,
    Description: image.description,
    Type: image.type,
    CreationDate: image.createdAt,
    Provider: image.provider,
    LastUpdated: image.updatedAt,
  };
}

/**
 * An entity's Extras (spec "Entity Extras shapes"): Metadata {TextFields, ItemFields (RelatedEntity, then
 * RecentDocument items), LastUpdated} and Images {Items, LastUpdated}, each when it was asked for.
 * `origin` is the public origin the caller addressed (the documents' links are absolute).
 */
export function wireEntityExtras(extras: TEntityExtras, origin: string) {
  const { metadata, images } = extras;
  return {
    ...(metadata
      ? {
          Metadata: {
            TextFields: metadata.textFields.map((f) => ({ Key: f.key, Value: f.value, ValueFormatted: f.formatted })),
            ItemFields: [
              ...metadata.relatedEntities.map((entity) => ({ Key: "RelatedEntity", Value: wireEntityItem(entity) })),
              ...metadata.recentDocuments.map((doc) => ({
                Key: "RecentDocument",
                Value: wireDocumentItem(doc, origin),
              })),
            ],
            LastUpdated: now(),
          },
        }
      : {}),
    ...(images ? { Images: { Items: images.map(wireEntityImage), LastUpdated: now() } } : {}),
  };
}

/** An entity item with MergedFrom (when reached through a merged-away reference) and its Extras (when asked for). */
export function wireEntityWithExtras(entity: TEntityDetail, origin: string) {
  return {
    ...wireEntityItem(entity),
    ...(entity.mergedFrom ? { MergedFrom: entity.mergedFrom } : {}),
    ...(entity.extras ? { Extras: wireEntityExtras(entity.extras, origin) } : {}),
  };
}

/** /entity: the entity item, MergedFrom, and Extras with the entity's LastUpdated. */
export function wireEntity(entity: TEntityDetail, origin: string) {
  return {
    ...wireEntityItem(entity),
    ...(entity.mergedFrom ? { MergedFrom: entity.mergedFrom } : {}),
    ...(entity.extras ? { Extras: { ...wireEntityExtras(entity.extras, origin), LastUpdated: entity.updatedAt } } : {}),
  };
}

/** A list of entities: {TotalCount, Description, Items, LastUpdated}. */
export function wireEntityList(page: { total: number; items: TEntityDetail[] }, description: string, origin: string) {
  return wireDescribedList(page, description, (entity) => wireEntityWithExtras(entity, origin));
}

/** A suggestion as the user types: the entity item with Extras.DocumentCount. */
export function wireEntitySuggestion(suggestion: TEntitySuggestion) {
  return { ...wireEntityItem(suggestion), Extras: { DocumentCount: suggestion.documentCount } };
}

/**
 * /entities/evidence: ItemSet (the entity) and Extras.RelatedDocuments, whose documents carry
 * Extras.Evidence {Sentences, HtmlSentences, LastUpdated}.
 */
export function wireEvidence(result: TEntityEvidence, origin: string) {
  return {
    ItemSet: [wireEntityWithExtras(result.entity, origin)],
    Extras: {
      RelatedDocuments: {
        TotalCount: result.total,
        Items: result.documents.map(({ document, evidence }) => ({
          ...wireDocumentItem(document, origin),
          Extras: {
            Evidence: {
              Sentences: evidence.sentences,
              HtmlSentences: evidence.htmlSentences,
              LastUpdated: document.updatedAt,
            },
          },
        })),
        LastUpdated: now(),
      },
    },
    LastUpdated: now(),
  };
}

/** /entities/geo: rows {Item {Id, Description, Type}, Latitude, Longitude, Size}. */
export function wireGeoEntityList(places: TGeoPlace[]) {
  return {
    Items: places.map((place) => ({
      Item: { Id: entityRef(place.id), Description: place.name, Type: place.type },
      Latitude: place.latitude,
      Longitude: place.longitude,
      Size: place.size,
    })),
    LastUpdated: now(),
  };
}
