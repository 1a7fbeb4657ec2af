import "server-only";
import { z } from "zod";
import { PAGE_SIZE_MAX } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireRelatedCategories } from "@/lib/server/gateway/wire/related";
import { RELATED_DEFAULT_SIZE } from "@/lib/server/related/find-related-entities";
import { CATEGORY_TYPES, findRelatedCategories } from "@/lib/server/related/find-related-categories";
import { OPTIMIZATION_DOC, relatedInput, relatedPageSize, relatedParams } from "./related-params";
import { ZFacetRows } from "@/lib/contract/responses";

export const documentsCategories = defineEndpoint({
  id: "documents.categories",
  response: ZFacetRows,
  summary: "The categories of the documents matching a query",
  description:
    "Keyword / category rows {Description, Type, Extras.Relevance, LastUpdated} of the documents matching q, " +
    "most significant first (signed G² of the category's share of the matching documents against the rest of the " +
    "corpus, as related entities; without q by number of documents). Extras.Relevance {Score, DocumentCount, " +
    `BackgroundDocumentCount}. types: ${CATEGORY_TYPES.join(", ")} (default Category: subject categories; ` +
    "Keyword adds the documents' keywords). entityTypeLimits: one limit per type. " +
    OPTIMIZATION_DOC +
    ` pageSize (1..${PAGE_SIZE_MAX}): default ${RELATED_DEFAULT_SIZE}, or the sum of entityTypeLimits.`,
  methods: ["GET"],
  paths: ["/documents/categories"],
  params: z.object({
    ...relatedParams(CATEGORY_TYPES),
    pageSize: relatedPageSize(),
  }),
  formats: "standard",
  auth: "user",
  xmlRoot: "RelatedCategories",
  examples: [
    { request: "GET /api/documents/categories?q=earthquake&type=json" },
    { request: "GET /api/documents/categories?q=Iran&types=Category,Keyword&entityTypeLimits=3,10&type=json" },
  ],
  handler: async ({ params, ctx }) =>
    wireRelatedCategories(
      await findRelatedCategories({
        ...relatedInput(params, ctx.caller.user.id),
        types: params.types?.length ? params.types : ["Category"],
        pageSize: params.pageSize,
      }),
    ),
});
