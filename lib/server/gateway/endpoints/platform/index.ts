import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { listApiKeysEndpoint, createApiKeyEndpoint, revokeApiKeyEndpoint } from "./apikey";
import { listServiceKeysEndpoint, createServiceKeyEndpoint, revokeServiceKeyEndpoint } from "./servicekey";
import { listUsersEndpoint, createUserEndpoint, updateUserEndpoint, userFieldsEndpoint } from "./users";
import * as organisation from "./organisation";
import { timeZonesEndpoint, serviceTypesEndpoint } from "./catalogues";
import {
  listImpersonationsEndpoint,
  getImpersonationEndpoint,
  createImpersonationEndpoint,
  impersonationStepEndpoints,
  deactivateImpersonationEndpoint,
  impersonationAuditEndpoint,
} from "./impersonation";
import * as properties from "./properties";
import * as providers from "./providers";
import { svgToPngEndpoint } from "./svgtopng";
import * as reports from "./reports";
import { reportOrderEndpoints } from "./report-orders";
import * as social from "./social";
import { listProjectsV1, getProjectV1 } from "./projects-v1";
import { auditLogEndpoint } from "./audit";

/** Platform administration: keys, users, organisation, impersonation, properties, providers, reports, social, projects v1, audit. */
export const PLATFORM_ENDPOINTS: TEndpoint[] = [
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
  social.twitterSearchEndpoint,
  social.twitterToQueryEndpoint,
  social.youtubeSearchEndpoint,
  listProjectsV1,
  getProjectV1,
  auditLogEndpoint,
];
