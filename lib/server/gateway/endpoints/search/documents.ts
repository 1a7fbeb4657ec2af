import "server-only";
import { z } from "zod";
import { zBool, zEnum, zList, zNumber } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireDocumentSearch } from "@/lib/server/gateway/wire/search";
import { DOCUMENT_EXTRAS } from "@/lib/server/search/document-extras";
import { DOCUMENT_TYPE_GROUPS } from "@/lib/server/search/document-types";
import { DOCUMENT_SORTS, findDocuments } from "@/lib/server/search/find-documents";
import { pagingParams, zListOf, zQuery } from "./search-params";
import { ZDocumentSearchList } from "@/lib/contract/responses";

export const searchDocuments = defineEndpoint({
  id: "search.documents",
  response: ZDocumentSearchList,
  summary: "Search documents with the query language",
  description:
    "q (or the {query} path segment) in the query language (docs: lib/server/query-language/QUERY-LANGUAGE.md). " +
    `types: document types or groups (${Object.keys(DOCUMENT_TYPE_GROUPS).join(", ")}). ` +
    "sortBy: relevance (best first), publicationdate (newest first, the default), firstreported (by the story's " +
    "first report), nodocuments (biggest story first); sortDirection asc or desc (default desc). rel 0..1 keeps " +
    "documents whose relevance is at least that fraction of the best match's. Counting stops at 10,000 matches: " +
    "beyond, TotalCount is 10000 and TotalCountIsLowerBound is true; exactCount=true counts them all (slower on " +
    "a large corpus). extras: DocumentFullText (the " +
    "text as HTML with matches in <em>), DocumentTeasers (highlighted fragments), Images (the picture the source " +
    "gave the document — feed thumbnail or page og:image — as image items, or an empty list). Formats: xml, json, " +
    "jsonp, atom10, html.",
  methods: ["GET"],
  paths: [
    "/search/documents",
    "/search/documents/{query}",
    "/search/documents/{query}/{types}",
    "/documents",
    "/documents/{query}",
    "/documents/{query}/{types}",
  ],
  params: z.object({
    q: zQuery(),
    types: zList().optional(),
    ...pagingParams(10),
    sortBy: zEnum(DOCUMENT_SORTS).default("publicationdate"),
    sortDirection: zEnum(["asc", "desc"] as const).default("desc"),
    rel: zNumber(0, 1).optional(),
    extras: zListOf(DOCUMENT_EXTRAS).optional(),
    exactCount: zBool().default(false),
  }),
  formats: "documents",
  auth: "user",
  examples: [
    { request: 'GET /api/search/documents?q=person:"Nancy Pelosi"&sortBy=relevance&extras=DocumentTeasers&type=json' },
    { request: "GET /api/documents/Iran%20OR%20Iraq?pageSize=20&pageNumber=1&type=atom10" },
  ],
  handler: async ({ params, ctx }) =>
    wireDocumentSearch(
      await findDocuments({ ...params, extras: params.extras ?? [], callerId: ctx.caller.user.id }),
      ctx.origin,
    ),
});
