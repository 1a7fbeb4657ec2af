import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { Prisma } from "@/lib/generated/prisma/client";
import type * as runtime from "@prisma/client/runtime/client";
import type { TColumn, TNullable, TRow, TRowAs, TSnakeCase, TTable, TTableModels } from "./table-rows";

type TSchemaModel = { name: string; table: string; fields: { name: string; column: string }[] };

/** The models of `prisma/schema.prisma` with their tables and the columns of their scalar fields. */
function schemaModels(): TSchemaModel[] {
  const schema = readFileSync(path.resolve(import.meta.dirname, "../../../prisma/schema.prisma"), "utf8");
  const blocks = [...schema.matchAll(/^model (\w+) \{\n([\s\S]*?)^\}/gm)].map(([, name = "", body = ""]) => ({
    name,
    body,
  }));
  const modelNames = new Set(blocks.map((block) => block.name));
  return blocks.map(({ name, body }) => {
    const table = /@@map\("(\w+)"\)/.exec(body)?.[1] ?? name;
    const fields = body.split("\n").flatMap((line) => {
      const [, field = "", type = "", attributes = ""] =
        /^\s+(\w+)\s+(\w+)(?:\[\])?\??(?:\([^)]*\))?\??(.*)$/.exec(line) ?? [];
      if (!field || modelNames.has(type)) return [];
      return [{ name: field, column: /@map\("(\w+)"\)/.exec(attributes)?.[1] ?? field }];
    });
    return { name, table, fields };
  });
}

/** The runtime mirror of `TSnakeCase`. */
const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

// Each table's model by name, typed by the map's tables: a table missing here or extra here fails the typecheck.
const modelOfTable = {
  users: "User",
  api_keys: "ApiKey",
  user_sessions: "UserSession",
  login_throttle: "LoginThrottle",
  user_properties: "UserProperty",
  sources: "Source",
  stories: "Story",
  story_merges: "StoryMerge",
  documents: "Document",
  document_simhash_bands: "DocumentSimhashBand",
  attachments: "Attachment",
  entities: "Entity",
  entity_aliases: "EntityAlias",
  mentions: "Mention",
  quotes: "Quote",
  document_terms: "DocumentTerm",
  topics: "Topic",
  document_topics: "DocumentTopic",
  entity_daily_counts: "EntityDailyCount",
  social_items: "SocialItem",
  projects: "Project",
  project_items: "ProjectItem",
  project_shares: "ProjectShare",
  project_links: "ProjectLink",
  project_subscriptions: "ProjectSubscription",
  companies: "Company",
  departments: "Department",
  impersonations: "Impersonation",
  impersonation_audit: "ImpersonationAudit",
  rate_limits: "RateLimit",
  entity_properties: "EntityProperty",
  entity_images: "EntityImage",
  entity_requests: "EntityRequest",
  widgets: "Widget",
  mypage_tab_order: "MyPageTabOrder",
  stored_images: "StoredImage",
  providers: "Provider",
  provider_access: "ProviderAccess",
  reports: "Report",
  report_sections: "ReportSection",
  report_items: "ReportItem",
  report_orders: "ReportOrder",
  report_files: "ReportFile",
  audit_log: "AuditLog",
  alerts: "Alert",
  alert_pending: "AlertPending",
  alert_matches: "AlertMatch",
  alert_deliveries: "AlertDelivery",
  notifications: "Notification",
  user_events: "UserEvent",
  entity_corrections: "EntityCorrection",
  ingest_runs: "IngestRun",
} as const satisfies { [T in TTable]: Prisma.ModelName };

/** The generated model of each name, as `lib/generated/prisma` exports it (`User` = `Prisma.UserModel`). */
type TModelByName = {
  [N in Prisma.ModelName]: runtime.Types.Result.DefaultSelection<Prisma.TypeMap["model"][N]["payload"]>;
};

describe("table rows", () => {
  const models = schemaModels();

  it("reads the schema's models and their fields", () => {
    expect(models.length).toBeGreaterThan(40);
    const user = models.find((model) => model.name === "User");
    expect(user?.table).toBe("users");
    expect(user?.fields).toContainEqual({ name: "passwordHash", column: "password_hash" });
    expect(user?.fields.map((field) => field.name)).not.toContain("apiKeys");
  });

  it("maps every table of the schema to its model, and no other", () => {
    const mapped = Object.entries(modelOfTable).map(([table, model]) => `${table} ${model}`);
    expect(mapped.sort()).toEqual(models.map((model) => `${model.table} ${model.name}`).sort());
    expectTypeOf<TTableModels>().toEqualTypeOf<{ [T in TTable]: TModelByName[(typeof modelOfTable)[T]] }>();
  });

  it("names every field's column in snake case, as the row types derive it", () => {
    const drift = models.flatMap((model) =>
      model.fields
        .filter((field) => field.column !== snakeCase(field.name))
        .map((field) => `${model.name}.${field.name} → ${field.column}`),
    );
    expect(drift).toEqual([]);
  });

  it("derives the columns' names and pg's values from the models", () => {
    expectTypeOf<TSnakeCase<"passwordChangedAt">>().toEqualTypeOf<"password_changed_at">();
    expectTypeOf<TRow<"documents", "id" | "title" | "published_at" | "story_id">>().toEqualTypeOf<{
      id: string;
      title: string;
      published_at: Date;
      story_id: string | null;
    }>();
    expectTypeOf<TRow<"users", "id" | "service_types" | "company_id">>().toEqualTypeOf<{
      id: number;
      service_types: string[];
      company_id: number | null;
    }>();
    expectTypeOf<TColumn<"api_keys", "revoked_at">>().toEqualTypeOf<Date | null>();
    expectTypeOf<TColumn<"notifications", "document_ids">>().toEqualTypeOf<string[]>();
    expectTypeOf<TColumn<"stories", "centroid">>().toEqualTypeOf<Prisma.JsonValue>();
    expectTypeOf<TColumn<"stored_images", "data">>().toEqualTypeOf<Buffer>();
    expectTypeOf<TColumn<"story_merges", "score">>().toEqualTypeOf<number>();
    expectTypeOf<TRowAs<"users", { contributing_username: "username" }>>().toEqualTypeOf<{
      contributing_username: string;
    }>();
    expectTypeOf<TNullable<TRow<"sources", "name">>>().toEqualTypeOf<{ name: string | null }>();
  });
});
