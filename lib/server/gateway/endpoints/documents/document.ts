import "server-only";
import { z } from "zod";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireFoundDocument } from "@/lib/server/gateway/wire/search";
import { ZDocumentItem } from "@/lib/contract/responses";
import { getDocument } from "@/lib/server/search/get-document";
import { zNumericId } from "../entities/entity-params";
import { zQuery } from "../search/search-params";

export const getDocumentEndpoint = defineEndpoint({
  id: "documents.get",
  response: ZDocumentItem,
  summary: "One document with its full text",
  description:
    "docId (or the path segment): the document's itemRef 5_<n>; an unknown document, or one the caller may not " +
    "see, is 404. Answers the document's row as a search would give it, with story fields (ClusterId, " +
    "FirstReported, NoDocuments) and Extras.DocumentFullText (the text as HTML). highlight: a query in the " +
    "query language whose matches come back marked with <em>; one that is invalid or does not match the " +
    "document is ignored (the text comes back unmarked). One request instead of a search for itemref:.",
  methods: ["GET"],
  paths: ["/v1/documents/{docId}"],
  params: z.object({ docId: zNumericId(5), highlight: zQuery() }),
  formats: "standard",
  auth: "user",
  xmlRoot: "Document",
  examples: [
    { request: "GET /api/v1/documents/5_42?type=json" },
    { request: 'GET /api/v1/documents/5_42?highlight=person:"Nancy Pelosi"&type=json' },
  ],
  handler: async ({ params, ctx }) =>
    wireFoundDocument(
      await getDocument({ id: params.docId, highlight: params.highlight, callerId: ctx.caller.user.id }),
      ctx.origin,
    ),
});
