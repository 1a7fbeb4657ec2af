import { z } from "zod";
import { ZDate, ZInt, ZLastUpdated, ZRecord, list, object } from "./common";

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

export const ZSession = object({
  Id: z.string(),
  CreatedDate: ZDate,
  LastSeenDate: ZDate,
  UserAgent: z.string(),
  Client: z.string(),
  Current: z.boolean(),
});
export type TSessionRow = z.infer<typeof ZSession>;
export const ZSessionList = list(ZSession);

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

export const ZPropertyRecord = object({
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

export const ZAlert = object({
  Id: ZInt,
  Name: z.string(),
  Query: z.string(),
  Channels: object({
    Feed: z.boolean(),
    Webhook: object({ Url: z.string(), HasSecret: z.boolean() }).optional(),
    Email: object({ To: z.string() }).optional(),
  }),
  Frequency: z.enum(["instant", "hourly", "daily"]),
  Enabled: z.boolean(),
  CreatedDate: ZDate,
});
export type TAlert = z.infer<typeof ZAlert>;

export const ZNotifications = object({
  UnreadCount: ZInt,
  Items: z.array(
    object({
      Id: z.string(),
      AlertId: ZInt.optional(),
      Title: z.string(),
      Documents: z.array(z.string()),
      Read: z.boolean(),
      CreatedDate: ZDate,
    }),
  ),
});
export type TNotifications = z.infer<typeof ZNotifications>;

export const ZSource = object({
  Id: ZInt,
  Kind: z.string(),
  Name: z.string(),
  Url: z.string(),
  Publisher: z.string(),
  Enabled: z.boolean(),
  IntervalSeconds: ZInt,
  Visibility: z.enum(["private", "shared"]),
  Owner: object({ Id: ZInt, Username: z.string() }).nullable(),
  CanManage: z.boolean(),
  Status: z.string(),
  StatusText: z.string(),
  LastError: z.string().nullable(),
  Failures: ZInt,
  ItemsSeen: ZInt,
  LastFetched: ZDate.nullable(),
  NextFetch: ZDate.nullable(),
  BackoffSeconds: ZInt,
  CreatedDate: ZDate,
});
export type TSource = z.infer<typeof ZSource>;

/** An import's progress (lib/server/ingest/progress). */
export const ZIngestRun = object({
  Id: ZInt,
  Kind: z.string(),
  Description: z.string(),
  SourceId: ZInt.nullable(),
  Status: z.enum(["running", "done", "failed", "stalled"]),
  Total: ZInt.nullable(),
  Read: ZInt,
  Stored: ZInt,
  Duplicates: ZInt,
  Rejected: ZInt,
  RejectionReasons: z.array(object({ Reason: z.string(), Count: ZInt })),
  DocsPerSecond: z.number(),
  Queued: ZInt.nullable(),
  Started: ZDate,
  LastUpdated: ZLastUpdated,
  Finished: ZDate.nullable(),
  EstimatedEnd: ZDate.nullable(),
  SecondsLeft: z.number().nullable(),
  Error: z.string().nullable(),
});
export type TIngestRun = z.infer<typeof ZIngestRun>;

export const ZCompanyList = list(ZCompany);
export const ZDepartmentList = list(ZDepartment);
export const ZMemberList = list(ZMember);
export const ZImpersonationList = list(ZImpersonation);
export const ZPropertyList = list(ZPropertyRecord);
export const ZReportList = list(ZReport);
export const ZReportSectionList = list(ZReportSection);
export const ZAlertList = list(ZAlert);
export const ZSourceList = list(ZSource);

export const ZHealth = object({ Status: z.string(), Version: z.string() });
export const ZUserAccess = object({ Resources: z.record(z.string(), z.boolean()) });
export const ZProjectAccess = object({ UserAccess: z.record(z.string(), z.string()) });

export const ZApiKey = object({
  ApiKey: z.string(),
  DigestRequired: z.boolean(),
  Description: z.string(),
  CreatedDate: ZDate,
  LastUsedDate: ZDate.nullable(),
  Revoked: z.boolean(),
});
export const ZApiKeyList = list(ZApiKey);
/** A new key: the only answer that shows its shared secret. */
export const ZCreatedApiKey = object({ ApiKey: z.string(), SharedKey: z.string(), DigestRequired: z.boolean() });
export const ZCreatedServiceKey = object({
  UserName: z.string(),
  ServiceTypes: z.array(z.string()),
  ApiKey: z.string(),
  SharedKey: z.string(),
});

export const ZTimeZone = object({
  TimeZoneId: ZInt,
  IanaName: z.string(),
  DisplayName: z.string(),
  UtcOffsetHours: z.number(),
});
export const ZTimeZoneList = list(ZTimeZone);

export const ZProvider = object({ Name: z.string(), Restricted: z.boolean(), DocumentCount: ZInt });
export const ZProviderList = list(ZProvider);

export const ZAdded = object({ Added: ZInt });

export const ZQueryText = object({ OriginalQueryString: z.string() });
export const ZSocialQuery = object({
  OriginalQueryString: z.string(),
  Query: z.string(),
  Ignored: z.array(z.string()),
});
export const ZAppConfig = object({ ServiceName: z.string(), MaxPageSize: ZInt });
export const ZOpenApiDocument = object({ openapi: z.string(), info: ZRecord, paths: ZRecord });

/** /entity/add, /entity/request, /term/add, /term/request: what was created or requested. */
export const ZEntityRecordResult = object({ Info: z.string(), Description: z.string(), Type: z.string() });
export const ZTermAvailability = object({ Available: z.boolean(), Description: z.string(), Type: z.string() });

export const ZProviderAccess = object({
  Provider: z.string(),
  Restricted: z.boolean(),
  Users: z.array(object({ UserName: z.string(), GrantedDate: ZDate })),
  LastUpdated: ZLastUpdated,
});
export const ZProviderRecord = object({
  Name: z.string(),
  Description: z.string(),
  Restricted: z.boolean(),
  DocumentCount: ZInt,
  LastUpdated: ZLastUpdated,
});

export const ZReportOrder = object({
  Id: ZInt,
  ReportId: ZInt,
  Format: z.string(),
  Nested: z.boolean(),
  IntervalHours: ZInt,
  Enabled: z.boolean(),
  NextRunDate: ZDate.nullable(),
  LastRunDate: ZDate.nullable(),
  LastError: z.string().nullable(),
  CreatedDate: ZDate,
  LastUpdated: ZLastUpdated,
});
export const ZReportOrderList = list(ZReportOrder);

export const ZServiceType = object({ Name: z.string(), Description: z.string() });
export const ZServiceTypeList = list(ZServiceType);

export const ZUserField = object({
  Name: z.string(),
  Type: z.string(),
  Required: z.boolean(),
  Updatable: z.boolean(),
  Description: z.string(),
});
export const ZUserFieldList = list(ZUserField);

export const ZIngestStatus = object({
  Runs: z.array(ZIngestRun),
  Sources: z.array(z.looseObject({ ...ZSource.shape, LastRun: ZIngestRun.nullable() })),
  Totals: object({ Running: ZInt, DocsPerSecond: z.number(), Queued: ZInt, SourcesDue: ZInt }),
  LastUpdated: ZLastUpdated,
});
export type TIngestStatus = z.infer<typeof ZIngestStatus>;

export const ZEntityRequestList = z.looseObject({
  ...list(object({ Id: ZInt })).shape,
  Description: z.string(),
});

/** An entity as a correction records it before and after (names, type, status, aliases). */
export const ZCorrectedEntity = object({
  Id: z.string(),
  Description: z.string(),
  Type: z.string(),
  Status: z.string(),
  MergedInto: z.string().nullable(),
  Aliases: z.array(z.string()),
  DocumentCount: ZInt,
});

export type TCorrectedEntity = z.infer<typeof ZCorrectedEntity>;

/** A correction of an entity (merge, aliases, split, update): the correction and the entity after it. */
export const ZCorrectionResult = object({ CorrectionId: z.string(), Entity: ZCorrectedEntity });

/** An undone correction: which one undid which, and the entities as they are again. */
export const ZCorrectionUndo = object({
  CorrectionId: z.string(),
  Undone: z.string(),
  Entities: z.array(ZCorrectedEntity),
});

/** An entity request approved or rejected. */
export const ZEntityRequestDecision = object({
  Info: z.string(),
  Request: object({ Id: ZInt, Description: z.string(), Type: z.string(), Status: z.string() }),
  LastUpdated: ZLastUpdated,
});

/** A user property: its value, or for a project-valued property the full project record. */
export const ZUserProperty = object({ Description: z.string(), LastUpdated: ZLastUpdated });

export const ZUnreadCount = object({ UnreadCount: ZInt });

export const ZAlertTest = object({
  Items: z.array(object({ Channel: z.string(), DeliveryId: z.string(), Status: z.string() })),
});

export const ZAlertDeliveryList = list(
  object({ Id: z.string(), Channel: z.string(), Status: z.string(), Attempts: ZInt, CreatedDate: ZDate }),
);

export const ZSourceFetch = object({ Source: ZSource, Imported: ZInt, NotModified: z.boolean() });
