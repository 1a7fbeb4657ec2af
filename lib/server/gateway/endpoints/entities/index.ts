import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { searchEntities } from "./search";
import { getEntity } from "./entity";
import { entityEvidence } from "./evidence";
import { entitiesByProperty, refreshEntitiesEndpoint } from "./lookup";
import { geoEntities } from "./geo";
import { addEntityEndpoint, requestEntityEndpoint, termAdd, termRequest, termAvailability } from "./records";
import { listEntityRequestsEndpoint, approveEntityRequest, rejectEntityRequest } from "./requests";

/** Entities, entity records and requests. */
export const ENTITY_ENDPOINTS: TEndpoint[] = [
  searchEntities,
  getEntity,
  entityEvidence,
  entitiesByProperty,
  geoEntities,
  refreshEntitiesEndpoint,
  addEntityEndpoint,
  requestEntityEndpoint,
  termAdd,
  termRequest,
  termAvailability,
  listEntityRequestsEndpoint,
  approveEntityRequest,
  rejectEntityRequest,
];
