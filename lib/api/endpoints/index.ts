import "server-only";
import type { TEndpoint } from "@/lib/api/types";
import { autoComplete } from "./search/autocomplete";
import { geoEvents } from "./search/geo-events";
import { highlight } from "./search/highlight";
import { searchDocumentsByProperty, searchDocumentsByProvider } from "./search/document-lookup";
import { searchDocuments } from "./search/documents";
import { queryBeautifier } from "./search/query-beautifier";
import { searchQuotes } from "./search/quotes";
import { searchSocialEndpoint } from "./search/social";
import { searchTopStories } from "./search/top-stories";
import { loginLegacy, loginV1 } from "./auth/login";
import { changePasswordEndpoint, loginStatus, logout } from "./auth/session-status";
import { attachmentDownload } from "./corpus/attachment-download";
import { packageUpload } from "./corpus/package-upload";
import { entitiesHeat, v1Heat } from "./stats/heat";
import { statisticsDocumentCount, statisticsDocumentVolume } from "./stats/statistics";
import { healthStatus } from "./system/healthstatus";
import { getProperty, updateProperty } from "./user/property";
import { getUser, getUserAccess } from "./user/user";

/** Every endpoint of the API. Docs, coverage and the route table are generated from this list. */
export const ENDPOINTS: TEndpoint[] = [
  healthStatus,
  loginV1,
  loginLegacy,
  logout,
  loginStatus,
  changePasswordEndpoint,
  getUser,
  getUserAccess,
  getProperty,
  updateProperty,
  packageUpload,
  attachmentDownload,
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
  entitiesHeat,
  v1Heat,
  statisticsDocumentVolume,
  statisticsDocumentCount,
];
