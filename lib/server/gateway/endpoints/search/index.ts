import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { searchDocuments } from "./documents";
import { searchTopStories } from "./top-stories";
import { searchQuotes } from "./quotes";
import { searchDocumentsByProperty, searchDocumentsByProvider } from "./document-lookup";
import { searchSocialEndpoint } from "./social";
import { queryBeautifier } from "./query-beautifier";
import { autoComplete } from "./autocomplete";
import { highlight } from "./highlight";
import { geoEvents } from "./geo-events";

/** Document, quote, story and social search. */
export const SEARCH_ENDPOINTS: TEndpoint[] = [
  searchDocuments,
  searchTopStories,
  searchQuotes,
  searchDocumentsByProperty,
  searchDocumentsByProvider,
  searchSocialEndpoint,
  queryBeautifier,
  autoComplete,
  highlight,
  geoEvents,
];
