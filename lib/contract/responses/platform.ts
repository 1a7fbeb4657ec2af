import { z } from "zod";
import { ZDate, ZInt, ZLastUpdated, list, object } from "./common";

// Accounts, sessions, keys, organisation, impersonation, properties, providers, reports, alerts, sources
// (docs/platform-api.md and the descriptions of the /v1 endpoints).

/** {Status, …}: sign-in, sign-out, session status, password change. */
export const ZStatus = object({ Status: z.string() });

export const ZUser = object({
  TimeZoneId: ZInt,
  CultureId: ZInt,
  UserName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Phone: z.string(),
  Company: z.string(),
  LockedOut: z.boolean(),
  CultureDescription: z.string(),
  UtcOffSetHours: z.number(),
  LastPasswordChangedDate: ZDate,
  CreationDate: ZDate,
  Roles: z.array(z.string()),
  ItemSets: z.array(z.string()),
  LastUpdated: ZLastUpdated,
});
export type TUser = z.infer<typeof ZUser>;
export const ZUserList = list(ZUser);

/** A row of a list whose rows this contract leaves open (catalogues, audit entries, …). */
export const ZRow = object({});
export const ZRowList = list(ZRow);

export const ZCompany = object({
  Id: ZInt,
  Name: z.string(),
  UserCount: ZInt,
  DepartmentCount: ZInt,
  CreatedDate: ZDate,
  LastUpdated: ZLastUpdated,
});
export const ZDepartment = object({
  Id: ZInt,
  Name: z.string(),
  CompanyId: ZInt,
  Company: z.string(),
  UserCount: ZInt,
  CreatedDate: ZDate,
  LastUpdated: ZLastUpdated,
});
export const ZMember = object({
  UserName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Company: z.string(),
  Department: z.string(),
});

export const ZImpersonation = object({
  Id: ZInt,
  AdminUserName: z.string(),
  UserName: z.string(),
  Reason: z.string(),
  Status: z.string(),
  CreatedDate: ZDate,
  ApprovedDate: ZDate.nullable().optional(),
  ActivatedDate: ZDate.nullable().optional(),
  EndedDate: ZDate.nullable().optional(),
  LastUpdated: ZLastUpdated,
});

export const ZProperty = object({
  ItemRef: z.string(),
  Name: z.string(),
  Value: z.union([z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.null()]),
  LastUpdated: ZLastUpdated,
});

export const ZReportSection = object({ Id: ZInt, Title: z.string(), Position: ZInt, ItemCount: ZInt });
export const ZReport = object({
  Id: ZInt,
  Title: z.string(),
  Description: z.string(),
  SectionCount: ZInt,
  ItemCount: ZInt,
  CreatedDate: ZDate,
  LastUpdated: ZLastUpdated,
});
export const ZReportDetail = z.looseObject({ ...ZReport.shape, Sections: z.array(ZReportSection) });

export const ZAlert = object({ Id: ZInt, Name: z.string(), Query: z.string() });

export const ZNotifications = object({ UnreadCount: ZInt, Items: z.array(object({ Id: z.unknown() })) });

export const ZSource = object({ Id: ZInt, Kind: z.string(), Name: z.string(), Enabled: z.boolean() });

export const ZCompanyList = list(ZCompany);
export const ZDepartmentList = list(ZDepartment);
export const ZMemberList = list(ZMember);
export const ZImpersonationList = list(ZImpersonation);
export const ZPropertyList = list(ZProperty);
export const ZReportList = list(ZReport);
export const ZReportSectionList = list(ZReportSection);
export const ZAlertList = list(ZAlert);
export const ZSourceList = list(ZSource);
