import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { SYSTEM_ENDPOINTS } from "./system";
import { AUTH_ENDPOINTS } from "./auth";
import { USER_ENDPOINTS } from "./user";
import { CORPUS_ENDPOINTS } from "./corpus";
import { SEARCH_ENDPOINTS } from "./search";
import { PROJECT_ENDPOINTS } from "./projects";
import { ENTITY_ENDPOINTS } from "./entities";
import { ENTITY_CORRECTION_ENDPOINTS } from "./entity-corrections";
import { DOCUMENT_ENDPOINTS } from "./documents";
import { PLATFORM_ENDPOINTS } from "./platform";
import { MYPAGE_ENDPOINTS } from "./mypage";
import { RELATED_ENDPOINTS } from "./related";
import { GRAPH_ENDPOINTS } from "./graph";
import { STATS_ENDPOINTS } from "./stats";
import { openApiEndpointOf } from "./reference/openapi";
import { ALERT_ENDPOINTS } from "./alerts";
import { UTILITY_ENDPOINTS } from "./utility";

/**
 * Every endpoint of the API, assembled from the registry of each family folder (`<family>/index.ts`).
 * Docs, coverage and the route table are generated from this list; matching prefers more literal path
 * segments, then this order.
 */
export const ENDPOINTS: TEndpoint[] = [
  ...SYSTEM_ENDPOINTS,
  ...AUTH_ENDPOINTS,
  ...USER_ENDPOINTS,
  ...CORPUS_ENDPOINTS,
  ...SEARCH_ENDPOINTS,
  ...PROJECT_ENDPOINTS,
  ...ENTITY_ENDPOINTS,
  ...ENTITY_CORRECTION_ENDPOINTS,
  ...DOCUMENT_ENDPOINTS,
  ...PLATFORM_ENDPOINTS,
  ...MYPAGE_ENDPOINTS,
  ...RELATED_ENDPOINTS,
  ...GRAPH_ENDPOINTS,
  ...STATS_ENDPOINTS,
  openApiEndpointOf(() => ENDPOINTS),
  ...ALERT_ENDPOINTS,
  ...UTILITY_ENDPOINTS,
];
