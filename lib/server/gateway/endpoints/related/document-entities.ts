import "server-only";
import { z } from "zod";
import { zEnum } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireScoredEntityList } from "@/lib/server/gateway/wire/related";
import { ENTITY_TYPES } from "@/lib/nlp/types";
import { DOCUMENT_ENTITY_SORTS, findDocumentEntities } from "@/lib/server/related/find-document-entities";
import { pagingParams } from "../search/search-params";
import { OPTIMIZATION_DOC, relatedInput, relatedParams, SIGNIFICANCE_DOC } from "./related-params";
import { ZEntityList } from "@/lib/contract/responses";

export const documentEntities = defineEndpoint({
  id: "documents.entities",
  response: ZEntityList,
  summary: "The entities in the documents matching a query",
  description:
    "Every entity mentioned in the documents matching q (the query's own entities included), as a paged list. " +
    "sortBy: relevance (default; by significance against the corpus, as /v1/infocus) or count (by the number of " +
    "matching documents that mention the entity). " +
    SIGNIFICANCE_DOC +
    ` types: entity types (${ENTITY_TYPES.join(", ")}). entityTypeLimits (only with types): one whole number per ` +
    "type, applied before paging. " +
    OPTIMIZATION_DOC +
    " pageSize default 20, pageNumber from 0. TotalCount counts the entities after the type limits.",
  methods: ["GET"],
  paths: ["/documents/{query}/entities", "/documents/{query}/entities/{types}", "/documents/entities"],
  params: z.object({
    ...relatedParams(ENTITY_TYPES),
    sortBy: zEnum(DOCUMENT_ENTITY_SORTS).default("relevance"),
    ...pagingParams(20),
  }),
  formats: "standard",
  auth: "user",
  examples: [
    { request: "GET /api/documents/hurricane/entities?type=json" },
    { request: "GET /api/documents/Iran/entities/Person,City?entityTypeLimits=10,5&type=json" },
    { request: "GET /api/documents/entities?q=Brexit&sortBy=count&pageSize=50&type=json" },
  ],
  handler: async ({ params, ctx }) => {
    const page = await findDocumentEntities({ ...params, ...relatedInput(params, ctx.caller.user.id) });
    return wireScoredEntityList(page, params.q?.trim() || "All documents");
  },
});
