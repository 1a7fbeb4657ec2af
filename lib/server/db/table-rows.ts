import "server-only";
import type * as M from "@/lib/generated/prisma/client";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Row types of SQL over the tables, derived from the Prisma models (`prisma/schema.prisma`, generated into
 * `lib/generated/prisma`) rather than written by hand: `TRow<"documents", "id" | "title">` is the row
 * node-postgres returns for those columns. Keys are the columns (the model's camelCase fields in
 * snake_case: `table-rows.test.ts` checks the schema maps every field so), values what pg gives for the
 * column's type: bigint and numeric as strings, timestamps and dates as Dates, json parsed, bytea as a
 * Buffer, arrays as arrays of those; a nullable column keeps `| null`.
 *
 * Values computed in SQL (counts, casts, expressions) are not columns: a data function declares them beside
 * its SQL and intersects them with the row of its columns.
 */

/** Every table by its name in SQL, with the generated model of its rows. */
export type TTableModels = {
  users: M.User;
  api_keys: M.ApiKey;
  user_sessions: M.UserSession;
  login_throttle: M.LoginThrottle;
  user_properties: M.UserProperty;
  sources: M.Source;
  stories: M.Story;
  story_merges: M.StoryMerge;
  documents: M.Document;
  document_simhash_bands: M.DocumentSimhashBand;
  attachments: M.Attachment;
  entities: M.Entity;
  entity_aliases: M.EntityAlias;
  mentions: M.Mention;
  quotes: M.Quote;
  document_terms: M.DocumentTerm;
  topics: M.Topic;
  document_topics: M.DocumentTopic;
  entity_daily_counts: M.EntityDailyCount;
  social_items: M.SocialItem;
  projects: M.Project;
  project_items: M.ProjectItem;
  project_shares: M.ProjectShare;
  project_links: M.ProjectLink;
  project_subscriptions: M.ProjectSubscription;
  companies: M.Company;
  departments: M.Department;
  impersonations: M.Impersonation;
  impersonation_audit: M.ImpersonationAudit;
  rate_limits: M.RateLimit;
  entity_properties: M.EntityProperty;
  entity_images: M.EntityImage;
  entity_requests: M.EntityRequest;
  widgets: M.Widget;
  mypage_tab_order: M.MyPageTabOrder;
  stored_images: M.StoredImage;
  providers: M.Provider;
  provider_access: M.ProviderAccess;
  reports: M.Report;
  report_sections: M.ReportSection;
  report_items: M.ReportItem;
  report_orders: M.ReportOrder;
  report_files: M.ReportFile;
  audit_log: M.AuditLog;
  alerts: M.Alert;
  alert_pending: M.AlertPending;
  alert_matches: M.AlertMatch;
  alert_deliveries: M.AlertDelivery;
  notifications: M.Notification;
  user_events: M.UserEvent;
  entity_corrections: M.EntityCorrection;
  ingest_runs: M.IngestRun;
};

export type TTable = keyof TTableModels;

/** `passwordChangedAt` → `password_changed_at`. */
export type TSnakeCase<S extends string> = S extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${TSnakeCase<Rest>}`
  : S;

/** What pg returns for a value of a model field's type (distributes over `| null`). */
type TPgValue<V> = V extends bigint
  ? string
  : V extends Prisma.Decimal
    ? string
    : V extends Date
      ? Date
      : V extends Uint8Array
        ? Buffer
        : V extends readonly (infer E)[]
          ? TPgValue<E>[]
          : V;

/** A json column is parsed by pg; its value is any JSON value. */
type TPgField<V> = [Prisma.JsonValue] extends [V] ? Prisma.JsonValue : TPgValue<V>;

/** Every column of a table with its value as pg returns it. */
export type TTableColumns<T extends TTable> = {
  [F in keyof TTableModels[T] & string as TSnakeCase<F>]: TPgField<TTableModels[T][F]>;
};

/** The columns of a table, by their names in SQL. */
export type TColumnName<T extends TTable> = keyof TTableColumns<T> & string;

/** The row pg returns for these columns of a table: `TRow<"documents", "id" | "title" | "published_at">`. */
export type TRow<T extends TTable, C extends TColumnName<T>> = { [K in C]: TTableColumns<T>[K] };

/** The value of one column as pg returns it: `TColumn<"users", "username">`. */
export type TColumn<T extends TTable, C extends TColumnName<T>> = TTableColumns<T>[C];

/**
 * The row of columns selected under other names (`u.username AS contributing_username`):
 * `TRowAs<"users", { contributing_username: "username" }>`.
 */
export type TRowAs<T extends TTable, A extends Record<string, TColumnName<T>>> = {
  [K in keyof A]: TTableColumns<T>[A[K]];
};

/** A row of an outer join's optional side: every value may be null. */
export type TNullable<R> = { [K in keyof R]: R[K] | null };

/** A row whose nullable columns the statement keeps from being null (`WHERE x IS NOT NULL`, a join on them). */
export type TNotNull<R> = { [K in keyof R]: NonNullable<R[K]> };
