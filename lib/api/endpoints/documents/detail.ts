import "server-only";
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/types";
import { findDocumentAttachments } from "@/lib/documents/find-document-attachments";
import { findDocumentComments } from "@/lib/documents/find-document-comments";
import { findDocumentCategories, findDocumentKeywords } from "@/lib/documents/find-document-terms";
import { zNumericId } from "../entities/entity-params";
import { ZAttachmentList, ZDocumentRows, ZTermRowList } from "@/lib/contract/responses";

const params = z.object({ docId: zNumericId(5) });
const DOC_ID =
  "docId: the document's itemRef 5_<n> (required); an unknown document, or one the caller may not see, is 404.";

export const documentComments = defineEndpoint({
  id: "document.comments",
  response: ZDocumentRows,
  summary: "The comments on a document",
  description:
    `${DOC_ID} Items: the Article Comment documents attached to it, oldest first. A comment is visible to its ` +
    "author only until user groups exist (then also to the author's group).",
  methods: ["GET"],
  paths: ["/document/comments"],
  params,
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/document/comments?docId=5_42&type=json" }],
  handler: async ({ params, ctx }) =>
    findDocumentComments({ id: params.docId, callerId: ctx.caller.user.id, origin: ctx.origin }),
});

export const documentAttachments = defineEndpoint({
  id: "document.attachments",
  response: ZAttachmentList,
  summary: "A document's attachments with signed download links",
  description:
    `${DOC_ID} Items: {Link, Description (file name), ContentType, Size (bytes), LastUpdated}; Link is a signed ` +
    "download link (/v1/attachments/download) valid for 24 hours that needs no key or session.",
  methods: ["GET"],
  paths: ["/document/attachments"],
  params,
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/document/attachments?docId=5_42&type=json" }],
  handler: async ({ params, ctx }) =>
    findDocumentAttachments({ id: params.docId, callerId: ctx.caller.user.id, origin: ctx.origin }),
});

export const documentKeywords = defineEndpoint({
  id: "document.keywords",
  response: ZTermRowList,
  summary: "A document's keywords",
  description: `${DOC_ID} Items: {Description, Type: Keyword, LastUpdated}: its keywords best first, then its keyphrases.`,
  methods: ["GET"],
  paths: ["/document/keywords"],
  params,
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/document/keywords?docId=5_42&type=json" }],
  handler: async ({ params, ctx }) => findDocumentKeywords({ id: params.docId, callerId: ctx.caller.user.id }),
});

export const documentCategories = defineEndpoint({
  id: "document.categories",
  response: ZTermRowList,
  summary: "A document's subject categories",
  description: `${DOC_ID} Items: {Description, Type: Category, LastUpdated}: its subject categories, best first.`,
  methods: ["GET"],
  paths: ["/document/categories"],
  params,
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/document/categories?docId=5_42&type=json" }],
  handler: async ({ params, ctx }) => findDocumentCategories({ id: params.docId, callerId: ctx.caller.user.id }),
});
