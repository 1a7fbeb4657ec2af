import "server-only";
import { z } from "zod";
import { zBool, zInt } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireQuoteList } from "@/lib/server/gateway/wire/search";
import { findQuotes } from "@/lib/server/search/find-quotes";
import { pagingParams, zEntityRef, zQuery } from "./search-params";
import { ZQuoteList } from "@/lib/contract/responses";

export const searchQuotes = defineEndpoint({
  id: "search.quotes",
  response: ZQuoteList,
  summary: "Search quotes in documents",
  description:
    "Quotes found in the documents that match q (the query language), newest first. itemRef (11_<n> or an " +
    "EntityReference): only quotes that entity spoke; this is stricter than the reference, which only asks the " +
    "person to be mentioned. allowQuotesFromSameDocument (default false): false keeps at most one quote per " +
    "document (its first). length: quotes longer than this many characters are skipped (default: no limit). " +
    "PreLength / PostLength (default 200): PreText keeps its last and PostText its first that many characters. " +
    "pageSize (default 10), pageNumber (first page 0). Rows: Quote, PreText, PostText, SourceDocument (document " +
    "item), LastUpdated and, an addition, Speaker (entity item) when the speaker is known.",
  methods: ["GET"],
  paths: ["/search/quotes"],
  params: z.object({
    q: zQuery(),
    itemRef: zEntityRef().optional(),
    allowQuotesFromSameDocument: zBool().default(false),
    length: zInt(1, 1_000_000).optional(),
    PreLength: zInt(0, 100_000).default(200),
    PostLength: zInt(0, 100_000).default(200),
    ...pagingParams(10),
  }),
  formats: "standard",
  auth: "user",
  xmlRoot: "QuoteList",
  examples: [
    { request: "GET /api/search/quotes?q=Brexit&type=json" },
    {
      request:
        "GET /api/search/quotes?itemRef=11_42&allowQuotesFromSameDocument=true&length=300&PreLength=50&type=json",
    },
  ],
  handler: async ({ params, ctx }) =>
    wireQuoteList(
      await findQuotes({
        q: params.q,
        speakerId: params.itemRef,
        allowQuotesFromSameDocument: params.allowQuotesFromSameDocument,
        length: params.length,
        preLength: params.PreLength,
        postLength: params.PostLength,
        pageSize: params.pageSize,
        pageNumber: params.pageNumber,
        callerId: ctx.caller.user.id,
      }),
      ctx.origin,
    ),
});
