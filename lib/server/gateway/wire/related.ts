import "server-only";
import { wireDescribedList } from "./described-list";
import { MIN_DATE } from "@/lib/contract/wire";
import { now } from "@/lib/server/db/clock";
import type { TRelatedCategory } from "@/lib/server/related/find-related-categories";
import type { TRelatedTopic } from "@/lib/server/related/find-related-topics";
import type { TRelevance, TScoredEntity } from "@/lib/server/related/score-entities";
import { wireEntityItem } from "./entities";

/** Extras.Relevance: {Score (signed G²), DocumentCount, BackgroundDocumentCount}. */
export function wireRelevance(relevance: TRelevance) {
  return {
    Score: relevance.score,
    DocumentCount: relevance.documentCount,
    BackgroundDocumentCount: relevance.backgroundDocumentCount,
  };
}

/** An entity item with Extras.Relevance. */
export function wireScoredEntity(entity: TScoredEntity) {
  return { ...wireEntityItem(entity), Extras: { Relevance: wireRelevance(entity.relevance) } };
}

/** /v1/infocus: {Items, LastUpdated}. */
export function wireScoredEntityRows(entities: TScoredEntity[]) {
  return { Items: entities.map(wireScoredEntity), LastUpdated: now() };
}

/** /documents/entities: {TotalCount, Description, Items, LastUpdated}. */
export function wireScoredEntityList(page: { total: number; items: TScoredEntity[] }, description: string) {
  return wireDescribedList(page, description, wireScoredEntity);
}

/** /v1/entityrelevance: {Items, DocumentCount (the query's documents), LastUpdated}. */
export function wireEntityRelevance(result: { items: TScoredEntity[]; documentCount: number }) {
  return { Items: result.items.map(wireScoredEntity), DocumentCount: result.documentCount, LastUpdated: now() };
}

/** /documents/categories: rows {Description, Type, Extras.Relevance, LastUpdated ("does not apply")}. */
export function wireRelatedCategories(categories: TRelatedCategory[]) {
  return {
    Items: categories.map((c) => ({
      Description: c.name,
      Type: c.type,
      Extras: { Relevance: wireRelevance(c.relevance) },
      LastUpdated: MIN_DATE,
    })),
    LastUpdated: now(),
  };
}

/** /statistics/relatedtopics: topic items (7_<n>); topics have no update time, LastUpdated is "does not apply". */
export function wireRelatedTopics(topics: TRelatedTopic[]) {
  return {
    Items: topics.map((t) => ({
      Id: `7_${t.id}`,
      Description: t.name,
      Type: t.type,
      LocalizedType: t.type,
      Extras: { Relevance: wireRelevance(t.relevance) },
      LastUpdated: MIN_DATE,
    })),
    LastUpdated: now(),
  };
}
