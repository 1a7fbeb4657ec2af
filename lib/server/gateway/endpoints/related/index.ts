import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { relatedEntities } from "./related-entities";
import { relatedTopics } from "./related-topics";
import { documentEntities } from "./document-entities";
import { documentsCategories } from "./document-categories";
import { entityRelevance } from "./entity-relevance";

/** Related entities, topics and categories. */
export const RELATED_ENDPOINTS: TEndpoint[] = [
  relatedEntities,
  relatedTopics,
  documentEntities,
  documentsCategories,
  entityRelevance,
];
