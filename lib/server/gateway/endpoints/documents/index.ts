import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { documentComments, documentAttachments, documentKeywords, documentCategories } from "./detail";
import { getDocumentEndpoint } from "./document";

/** One document and its details. */
export const DOCUMENT_ENDPOINTS: TEndpoint[] = [
  documentComments,
  documentAttachments,
  documentKeywords,
  documentCategories,
  getDocumentEndpoint,
];
