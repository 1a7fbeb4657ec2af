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
import { healthStatus } from "./system/healthstatus";
import { getProperty, updateProperty } from "./user/property";
import {
  addProject,
  cloneProjectEndpoint,
  deleteProjectEndpoint,
  exportProjectEndpoint,
  getProject,
  setProjectDescription,
} from "./projects/project";
import { addItemLegacy, addItems, removeItem, removeItems } from "./projects/project-items";
import {
  projectAccessEndpoint,
  projectDistributors,
  projectSubscribers,
  shareProjectEndpoint,
  subscribeProjectEndpoint,
  unsubscribeProjectEndpoint,
} from "./projects/project-sharing";
import { listProjectsEndpoint, projectsWithItem } from "./projects/projects";
import { getUser, getUserAccess } from "./user/user";
// mypage
import {
  cloneTabEndpoint,
  createTabEndpoint,
  deleteTabEndpoint,
  getTab,
  moveTabEndpoint,
  tabIsLatestVersion,
  updateTabEndpoint,
} from "./mypage/tabs";
import { exportTabEndpoint, updateLayout, updateTabLayoutLegacy } from "./mypage/tab-layout";
import { getTabV1, listTabsEndpoint, listTabsV1, tabProjectsV1 } from "./mypage/tab-list";
import { deleteWidgetEndpoint, getWidget, saveWidgetEndpoint, saveWidgetLegacy } from "./mypage/widgets";
import { exportWidgetEndpoint, myPageWidgetLegacy, widgetRss } from "./mypage/widget-feeds";
import { widgetKindEndpoint } from "./mypage/widget-kind";

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
  // projects
  getProject,
  addProject,
  setProjectDescription,
  deleteProjectEndpoint,
  cloneProjectEndpoint,
  exportProjectEndpoint,
  addItems,
  addItemLegacy,
  removeItem,
  removeItems,
  shareProjectEndpoint,
  projectAccessEndpoint,
  subscribeProjectEndpoint,
  unsubscribeProjectEndpoint,
  projectDistributors,
  projectSubscribers,
  listProjectsEndpoint,
  projectsWithItem,
  // mypage
  getTab,
  createTabEndpoint,
  cloneTabEndpoint,
  deleteTabEndpoint,
  moveTabEndpoint,
  updateTabEndpoint,
  tabIsLatestVersion,
  updateLayout,
  updateTabLayoutLegacy,
  exportTabEndpoint,
  listTabsEndpoint,
  listTabsV1,
  getTabV1,
  tabProjectsV1,
  getWidget,
  deleteWidgetEndpoint,
  saveWidgetEndpoint,
  saveWidgetLegacy,
  widgetRss,
  myPageWidgetLegacy,
  exportWidgetEndpoint,
  widgetKindEndpoint,
];
