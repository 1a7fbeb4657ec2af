import "server-only";
import { z } from "zod";
import { defineEndpoint, type THandlerInput, type THttpMethod } from "@/lib/server/gateway/types";
import { findDocumentAttachments } from "@/lib/server/documents/find-document-attachments";
import { findDocumentComments } from "@/lib/server/documents/find-document-comments";
import { findDocumentCategories, findDocumentKeywords } from "@/lib/server/documents/find-document-terms";
import { wireAttachmentList, wireDocumentRows, wireTermRows } from "@/lib/server/gateway/wire/documents";
import { zNumericId } from "../entities/entity-params";
import { ZAttachmentList, ZDocumentRows, ZTermRowList } from "@/lib/contract/responses";

// Four reads of one document's parts: the same parameter, access and lookup of the document.
const documentPart = {
  methods: ["GET"] as THttpMethod[],
  params: z.object({ docId: zNumericId(5) }),
  formats: "standard",
  auth: "user",
} as const;
type TPartInput = THandlerInput<z.infer<typeof documentPart.params>, "user">;
const documentOf = ({ params, ctx }: TPartInput) => ({ id: params.docId, callerId: ctx.caller.user.id });
const DOC_ID =
  "docId: the document's itemRef 5_<n> (required); an unknown document, or one the caller may not see, is 404.";

export const documentComments = defineEndpoint({
  ...documentPart,
  id: "document.comments",
  response: ZDocumentRows,
  summary: "The comments on a document",
  description:
    `${DOC_ID} Items: the Article Comment documents attached to it, oldest first. A comment is visible to its ` +
    "author only until user groups exist (then also to the author's group).",
  paths: ["/document/comments"],
  examples: [{ request: "GET /api/document/comments?docId=5_42&type=json" }],
  handler: async (input) => {
    const comments = await findDocumentComments(documentOf(input));
    return wireDocumentRows({ total: comments.length, items: comments }, input.ctx.origin);
  },
});

export const documentAttachments = defineEndpoint({
  ...documentPart,
  id: "document.attachments",
  response: ZAttachmentList,
  summary: "A document's attachments with signed download links",
  description:
    `${DOC_ID} Items: {Link, Description (file name), ContentType, Size (bytes), LastUpdated}; Link is a signed ` +
    "download link (/v1/attachments/download) valid for 24 hours that needs no key or session.",
  paths: ["/document/attachments"],
  examples: [{ request: "GET /api/document/attachments?docId=5_42&type=json" }],
  handler: async (input) => wireAttachmentList(await findDocumentAttachments(documentOf(input)), input.ctx.origin),
});

export const documentKeywords = defineEndpoint({
  ...documentPart,
  id: "document.keywords",
  response: ZTermRowList,
  summary: "A document's keywords",
  description: `${DOC_ID} Items: {Description, Type: Keyword, LastUpdated}: its keywords best first, then its keyphrases.`,
  paths: ["/document/keywords"],
  examples: [{ request: "GET /api/document/keywords?docId=5_42&type=json" }],
  handler: async (input) => wireTermRows(await findDocumentKeywords(documentOf(input))),
});

export const documentCategories = defineEndpoint({
  ...documentPart,
  id: "document.categories",
  response: ZTermRowList,
  summary: "A document's subject categories",
  description: `${DOC_ID} Items: {Description, Type: Category, LastUpdated}: its subject categories, best first.`,
  paths: ["/document/categories"],
  examples: [{ request: "GET /api/document/categories?docId=5_42&type=json" }],
  handler: async (input) => wireTermRows(await findDocumentCategories(documentOf(input))),
});
