import "server-only";
import { z } from "zod";
import { zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireDocumentRows } from "@/lib/server/gateway/wire/documents";
import { findByProperty, findByProvider } from "@/lib/server/search/find-by-property";
import { pagingParams } from "./search-params";
import { ZDocumentRows } from "@/lib/contract/responses";

const required = (max: number) => zText(max).refine((v) => v.trim().length > 0, "must not be empty");

export const searchDocumentsByProperty = defineEndpoint({
  id: "search.documents.property",
  response: ZDocumentRows,
  summary: "Documents with a property value",
  description:
    "Documents whose property name (a key of the document's properties, e.g. Reuters places or topics) equals " +
    "value: text case-insensitively, numbers and booleans by their text, and arrays when one element matches. " +
    "Newest first; pageSize (default 10) and pageNumber (first page 0) are additions. A document list: " +
    "{TotalCount, Items}, in every document format (xml ResultList, json, jsonp, atom10, html).",
  methods: ["GET"],
  paths: ["/search/documents/property"],
  params: z.object({ name: required(200), value: required(2000), ...pagingParams(10) }),
  formats: "documents",
  auth: "user",
  examples: [{ request: "GET /api/search/documents/property?name=places&value=usa&type=json" }],
  handler: async ({ params, ctx }) =>
    wireDocumentRows(
      await findByProperty({ ...params, value: params.value.trim(), callerId: ctx.caller.user.id }),
      ctx.origin,
    ),
});

export const searchDocumentsByProvider = defineEndpoint({
  id: "search.provider",
  response: ZDocumentRows,
  summary: "The document a provider delivered under a reference",
  description:
    "provider (matched case-insensitively) and reference (the provider's own id of the document, exact): the " +
    "documents stored under that reference, normally one. An unknown reference gives an empty Items list. " +
    "pageSize (default 10) and pageNumber (first page 0) are additions. A document list: {TotalCount, Items}, " +
    "in every document format (xml ResultList, json, jsonp, atom10, html).",
  methods: ["GET"],
  paths: ["/search/provider", "/search/documents/provider"],
  params: z.object({ provider: required(200), reference: required(2000), ...pagingParams(10) }),
  formats: "documents",
  auth: "user",
  examples: [{ request: "GET /api/search/provider?provider=reuters&reference=12345&type=json" }],
  handler: async ({ params, ctx }) =>
    wireDocumentRows(
      await findByProvider({ ...params, provider: params.provider.trim(), callerId: ctx.caller.user.id }),
      ctx.origin,
    ),
});
