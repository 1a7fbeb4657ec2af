import "server-only";
import { auditLogEndpoint } from "./platform/audit";
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
import { sourceEndpoints } from "./corpus/sources";
import { entitiesHeat, v1Heat } from "./stats/heat";
import { statisticsDocumentCount, statisticsDocumentVolume } from "./stats/statistics";
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
import { documentAttachments, documentCategories, documentComments, documentKeywords } from "./documents/detail";
import { getDocumentEndpoint } from "./documents/document";
import { getEntity } from "./entities/entity";
import { entityEvidence } from "./entities/evidence";
import { geoEntities } from "./entities/geo";
import { entitiesByProperty, refreshEntitiesEndpoint } from "./entities/lookup";
import { addEntityEndpoint, requestEntityEndpoint, termAdd, termAvailability, termRequest } from "./entities/records";
import { approveEntityRequest, listEntityRequestsEndpoint, rejectEntityRequest } from "./entities/requests";
import { searchEntities } from "./entities/search";
import { ENTITY_CORRECTION_ENDPOINTS } from "./entity-corrections/corrections";
import { SESSION_ENDPOINTS } from "./auth/sessions";
// platform administration (/v1/apikey, servicekey, users, companies, departments, timezones, servicetypes, impersonation)
import { createApiKeyEndpoint, listApiKeysEndpoint, revokeApiKeyEndpoint } from "./platform/apikey";
import { serviceTypesEndpoint, timeZonesEndpoint } from "./platform/catalogues";
import {
  createImpersonationEndpoint,
  deactivateImpersonationEndpoint,
  getImpersonationEndpoint,
  impersonationAuditEndpoint,
  impersonationStepEndpoints,
  listImpersonationsEndpoint,
} from "./platform/impersonation";
import * as organisation from "./platform/organisation";
import { createServiceKeyEndpoint, listServiceKeysEndpoint, revokeServiceKeyEndpoint } from "./platform/servicekey";
import { createUserEndpoint, listUsersEndpoint, updateUserEndpoint, userFieldsEndpoint } from "./platform/users";
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
import { graph } from "./graph/graph";
import { network } from "./graph/network";
import { documentsCategories } from "./related/document-categories";
import { documentEntities } from "./related/document-entities";
import { entityRelevance } from "./related/entity-relevance";
import { relatedEntities } from "./related/related-entities";
import { relatedTopics } from "./related/related-topics";
// platform part 2 (properties, providers, reports, social, utility, app) and the OpenAPI reference
import { openApiEndpointOf } from "./reference/openapi";
import * as properties from "./platform/properties";
import * as providers from "./platform/providers";
import { svgToPngEndpoint } from "./platform/svgtopng";
import * as reports from "./platform/reports";
import { reportOrderEndpoints } from "./platform/report-orders";
import { alertEndpoints } from "./alerts/alerts";
import { notificationEndpoints } from "./alerts/notifications";
import * as social from "./platform/social";
import { getProjectV1, listProjectsV1 } from "./platform/projects-v1";
import * as clientAssets from "./utility/client-assets";

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
  // Entities, entity records and document detail
  searchEntities,
  getEntity,
  entityEvidence,
  entitiesByProperty,
  geoEntities,
  refreshEntitiesEndpoint,
  addEntityEndpoint,
  requestEntityEndpoint,
  termAdd,
  termRequest,
  termAvailability,
  listEntityRequestsEndpoint,
  approveEntityRequest,
  rejectEntityRequest,
  ...ENTITY_CORRECTION_ENDPOINTS,
  ...SESSION_ENDPOINTS,
  documentComments,
  documentAttachments,
  documentKeywords,
  documentCategories,
  getDocumentEndpoint,
  // platform administration
  listApiKeysEndpoint,
  createApiKeyEndpoint,
  revokeApiKeyEndpoint,
  listServiceKeysEndpoint,
  createServiceKeyEndpoint,
  revokeServiceKeyEndpoint,
  listUsersEndpoint,
  createUserEndpoint,
  updateUserEndpoint,
  userFieldsEndpoint,
  organisation.listCompaniesEndpoint,
  organisation.getCompanyEndpoint,
  organisation.createCompanyEndpoint,
  organisation.renameCompanyEndpoint,
  organisation.deleteCompanyEndpoint,
  ...organisation.companyMembershipEndpoints,
  organisation.listDepartmentsEndpoint,
  organisation.getDepartmentEndpoint,
  organisation.createDepartmentEndpoint,
  organisation.renameDepartmentEndpoint,
  organisation.deleteDepartmentEndpoint,
  ...organisation.departmentMembershipEndpoints,
  timeZonesEndpoint,
  serviceTypesEndpoint,
  listImpersonationsEndpoint,
  getImpersonationEndpoint,
  createImpersonationEndpoint,
  ...impersonationStepEndpoints,
  deactivateImpersonationEndpoint,
  impersonationAuditEndpoint,
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
  relatedEntities,
  relatedTopics,
  documentEntities,
  documentsCategories,
  entityRelevance,
  graph,
  network,
  entitiesHeat,
  v1Heat,
  statisticsDocumentVolume,
  statisticsDocumentCount,
  // platform part 2 and the OpenAPI reference
  openApiEndpointOf(() => ENDPOINTS),
  properties.listPropertiesEndpoint,
  properties.addPropertyEndpoint,
  properties.setPropertyEndpoint,
  properties.deletePropertyEndpoint,
  properties.addImageEndpoint,
  providers.listProvidersEndpoint,
  providers.getProviderEndpoint,
  providers.registerProviderEndpoint,
  providers.updateProviderEndpoint,
  providers.unregisterProviderEndpoint,
  providers.providerAccessEndpoint,
  providers.setProviderAccessEndpoint,
  providers.grantProviderAccessEndpoint,
  providers.revokeProviderAccessEndpoint,
  svgToPngEndpoint,
  reports.listReportsEndpoint,
  reports.createReportEndpoint,
  reports.getReportEndpoint,
  reports.updateReportEndpoint,
  reports.deleteReportEndpoint,
  ...reports.reportSectionEndpoints,
  ...reports.reportItemEndpoints,
  ...reports.reportExportEndpoints,
  ...reportOrderEndpoints,
  ...alertEndpoints,
  ...notificationEndpoints,
  social.twitterSearchEndpoint,
  social.twitterToQueryEndpoint,
  social.youtubeSearchEndpoint,
  listProjectsV1,
  getProjectV1,
  clientAssets.getJsEndpoint,
  clientAssets.getImageEndpoint,
  clientAssets.imageLegacyEndpoint,
  clientAssets.appConfigEndpoint,
  clientAssets.appStyleEndpoint,
  clientAssets.appScriptEndpoint,
  auditLogEndpoint,
  ...sourceEndpoints,
];
