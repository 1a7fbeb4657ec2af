import "server-only";
import { z } from "zod";
import { PAGE_SIZE_MAX } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireRelatedTopics } from "@/lib/server/gateway/wire/related";
import { RELATED_DEFAULT_SIZE } from "@/lib/server/related/find-related-entities";
import { findRelatedTopics, TOPIC_TYPES } from "@/lib/server/related/find-related-topics";
import { OPTIMIZATION_DOC, relatedInput, relatedPageSize, relatedParams } from "./related-params";
import { ZEntityRows } from "@/lib/contract/responses";

export const relatedTopics = defineEndpoint({
  id: "statistics.relatedtopics",
  response: ZEntityRows,
  summary: "The topics most significantly associated with a query's documents",
  description:
    "Topic items (Id 7_<n>, Description, Type) of the documents matching q, by the same significance as " +
    "related entities. " +
    "related entities (signed G² against the rest of the corpus); Extras.Relevance {Score, DocumentCount, " +
    "BackgroundDocumentCount}. " +
    ` types: topic types (${TOPIC_TYPES.join(", ")}); entityTypeLimits: one limit per type. ` +
    OPTIMIZATION_DOC +
    ` pageSize (1..${PAGE_SIZE_MAX}): default ${RELATED_DEFAULT_SIZE}, or the sum of entityTypeLimits.`,
  methods: ["GET"],
  paths: ["/statistics/relatedtopics", "/statistics/relatedtopics/{query}"],
  params: z.object({
    ...relatedParams(TOPIC_TYPES),
    pageSize: relatedPageSize(),
  }),
  formats: "standard",
  auth: "user",
  xmlRoot: "RelatedTopics",
  examples: [{ request: "GET /api/statistics/relatedtopics/hurricane?types=Subject&type=json" }],
  handler: async ({ params, ctx }) =>
    wireRelatedTopics(
      await findRelatedTopics({ ...relatedInput(params, ctx.caller.user.id), pageSize: params.pageSize }),
    ),
});
