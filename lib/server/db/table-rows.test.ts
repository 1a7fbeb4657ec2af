import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TColumn, TNullable, TRow, TRowAs, TSnakeCase, TTable } from "./table-rows";

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

// Typed by the map's keys: a table missing here or extra here fails the typecheck.
const tables: { [T in TTable]: true } = {
  users: true,
  api_keys: true,
  user_sessions: true,
  login_throttle: true,
  user_properties: true,
  sources: true,
  stories: true,
  story_merges: true,
  documents: true,
  document_simhash_bands: true,
  attachments: true,
  entities: true,
  entity_aliases: true,
  mentions: true,
  quotes: true,
  document_terms: true,
  topics: true,
  document_topics: true,
  entity_daily_counts: true,
  social_items: true,
  projects: true,
  project_items: true,
  project_shares: true,
  project_links: true,
  project_subscriptions: true,
  companies: true,
  departments: true,
  impersonations: true,
  impersonation_audit: true,
  rate_limits: true,
  entity_properties: true,
  entity_images: true,
  entity_requests: true,
  widgets: true,
  mypage_tab_order: true,
  stored_images: true,
  providers: true,
  provider_access: true,
  reports: true,
  report_sections: true,
  report_items: true,
  report_orders: true,
  report_files: true,
  audit_log: true,
  alerts: true,
  alert_pending: true,
  alert_matches: true,
  alert_deliveries: true,
  notifications: true,
  user_events: true,
  entity_corrections: true,
  ingest_runs: true,
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
    expect(Object.keys(tables).sort()).toEqual(models.map((model) => model.table).sort());
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
