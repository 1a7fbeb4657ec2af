import "server-only";
import { z } from "zod";
import { PAGE_SIZE_MAX, zInt } from "@/lib/api/param-types";
import { defineEndpoint } from "@/lib/api/types";
import { ENTITY_TYPES } from "@/lib/nlp/types";
import { findRelatedEntities, RELATED_DEFAULT_SIZE } from "@/lib/related/find-related-entities";
import { zQuery } from "../search/search-params";
import {
  checkTypeLimits,
  OPTIMIZATION_DOC,
  SIGNIFICANCE_DOC,
  zOptimization,
  zTypeLimits,
  zTypes,
} from "./related-params";
import { ZEntityRows } from "@/lib/contract/responses";

export const relatedEntities = defineEndpoint({
  id: "statistics.relatedentities",
  response: ZEntityRows,
  summary: "In focus: the entities most significantly associated with a query's documents",
  description:
    "The entities that the documents matching q mention significantly more often than the rest of the corpus " +
    "does, best first; the entities q itself names are left out. Without q every document is in the set and " +
    "the order is by the number of documents. " +
    SIGNIFICANCE_DOC +
    ` types: entity types (${ENTITY_TYPES.join(", ")}); all when omitted. entityTypeLimits: one whole number per ` +
    "type, the most entities of that type. " +
    OPTIMIZATION_DOC +
    ` pageSize (1..${PAGE_SIZE_MAX}): how many entities; default ${RELATED_DEFAULT_SIZE}, or the sum of ` +
    "entityTypeLimits when they are given. /statistics/relatedentities is deprecated in favour of /v1/infocus.",
  methods: ["GET"],
  paths: [
    "/v1/infocus",
    "/statistics/relatedentities",
    "/statistics/relatedentities/{query}",
    "/statistics/relatedentities/{query}/{types}",
  ],
  params: z.object({
    q: zQuery(),
    types: zTypes(ENTITY_TYPES).optional(),
    entityTypeLimits: zTypeLimits().optional(),
    optimization: zOptimization(),
    pageSize: zInt(1, PAGE_SIZE_MAX).optional(),
  }),
  formats: "standard",
  auth: "user",
  xmlRoot: "RelatedEntities",
  examples: [
    { request: 'GET /api/v1/infocus?q=person:"Qasem Soleimani"&type=json' },
    { request: "GET /api/statistics/relatedentities/Iran/Person,Country?entityTypeLimits=5,3&type=json" },
  ],
  handler: async ({ params, ctx }) => {
    checkTypeLimits(params.types, params.entityTypeLimits);
    return findRelatedEntities({
      q: params.q,
      types: params.types,
      entityTypeLimits: params.entityTypeLimits,
      optimization: params.optimization,
      pageSize: params.pageSize,
      callerId: ctx.caller.user.id,
    });
  },
});
