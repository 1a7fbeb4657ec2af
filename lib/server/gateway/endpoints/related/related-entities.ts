import "server-only";
import { z } from "zod";
import { PAGE_SIZE_MAX } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireScoredEntityRows } from "@/lib/server/gateway/wire/related";
import { ENTITY_TYPES } from "@/lib/nlp/types";
import { findRelatedEntities, RELATED_DEFAULT_SIZE } from "@/lib/server/related/find-related-entities";
import { OPTIMIZATION_DOC, relatedInput, relatedPageSize, relatedParams, SIGNIFICANCE_DOC } from "./related-params";
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
    ...relatedParams(ENTITY_TYPES),
    pageSize: relatedPageSize(),
  }),
  formats: "standard",
  auth: "user",
  xmlRoot: "RelatedEntities",
  examples: [
    { request: 'GET /api/v1/infocus?q=person:"Qasem Soleimani"&type=json' },
    { request: "GET /api/statistics/relatedentities/Iran/Person,Country?entityTypeLimits=5,3&type=json" },
  ],
  handler: async ({ params, ctx }) =>
    wireScoredEntityRows(
      await findRelatedEntities({ ...relatedInput(params, ctx.caller.user.id), pageSize: params.pageSize }),
    ),
});
