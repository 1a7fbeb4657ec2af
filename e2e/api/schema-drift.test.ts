import fs from "node:fs";
import internals from "@prisma/internals";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { migrate, readMigrations } from "@/lib/server/db/migrate";

// Applies every migration to an empty database and proves schema.prisma describes exactly it.
const serverUrl = new URL(inject("databaseUrl"));
const dbName = `drift_${Date.now()}`;
const emptyUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const admin = new pg.Client({
  connectionString: Object.assign(new URL(serverUrl), { pathname: "/postgres" }).toString(),
});

type TColumn = {
  table_name: string;
  column_name: string;
  is_nullable: "YES" | "NO";
  data_type: string;
  udt_name: string;
};

const PRISMA_TO_PG: Record<string, string[]> = {
  Int: ["integer"],
  BigInt: ["bigint"],
  String: ["text", "character varying"],
  Boolean: ["boolean"],
  DateTime: ["timestamp with time zone", "timestamp without time zone", "date"],
  Float: ["double precision", "real"],
  Decimal: ["numeric"],
  Json: ["jsonb", "json"],
  Bytes: ["bytea"],
  Float4: ["real"],
};

// List fields (String[]) are PostgreSQL arrays of the element type.
const LIST_TO_PG_UDT: Record<string, string[]> = {
  String: ["_text", "_varchar"],
  Int: ["_int4"],
  BigInt: ["_int8"],
  Boolean: ["_bool"],
};

// @db.X attributes pin the column type exactly.
const NATIVE_TO_PG: Record<string, string> = {
  SmallInt: "smallint",
  Real: "real",
  Date: "date",
  Timestamptz: "timestamp with time zone",
  BigInt: "bigint",
  Text: "text",
  Uuid: "uuid",
  VarChar: "character varying",
};

let columns: TColumn[] = [];

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await migrate(emptyUrl);
  const client = new pg.Client({ connectionString: emptyUrl });
  await client.connect();
  columns = (
    await client.query<TColumn>(
      `SELECT table_name, column_name, is_nullable, data_type, udt_name FROM information_schema.columns WHERE table_schema = 'public'`,
    )
  ).rows;
  await client.end();
});

afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
});

describe("migrations and schema.prisma", () => {
  it("records every migration once and is idempotent", async () => {
    expect(await migrate(emptyUrl)).toEqual([]);
    expect(readMigrations().length).toBeGreaterThan(0);
  });

  it("has every Prisma model and field as a table and column of the same type and nullability", async () => {
    const schemaText = fs.readFileSync("prisma/schema.prisma", "utf8");
    const dmmf = await internals.getDMMF({ datamodel: schemaText });
    const tables = new Set<string>();
    for (const model of dmmf.datamodel.models) {
      const table = model.dbName ?? model.name;
      tables.add(table);
      for (const field of model.fields.filter((f) => f.kind === "scalar" || f.kind === "enum")) {
        const columnName = field.dbName ?? field.name;
        const column = columns.find((c) => c.table_name === table && c.column_name === columnName);
        expect(column, `${model.name}.${field.name} → ${table}.${columnName}`).toBeDefined();
        const native = NATIVE_TO_PG[(field.nativeType as [string, string[]] | null)?.[0] ?? ""];
        if (field.isList) {
          expect(column!.data_type, `${model.name}.${field.name} list type`).toBe("ARRAY");
          expect(LIST_TO_PG_UDT[field.type], `${model.name}.${field.name} element type`).toContain(column!.udt_name);
        } else if (native) expect(column!.data_type, `${model.name}.${field.name} native type`).toBe(native);
        else expect(PRISMA_TO_PG[field.type], `${model.name}.${field.name} type`).toContain(column!.data_type);
        expect(column!.is_nullable === "NO", `${model.name}.${field.name} nullability`).toBe(field.isRequired);
      }
    }
    // Unsupported("tsvector") fields are not in the DMMF: they are read from the schema text.
    for (const field of unsupportedFields(schemaText)) {
      const column = columns.find((c) => c.table_name === field.table && c.column_name === field.column);
      expect(column, `${field.table}.${field.column}`).toBeDefined();
      expect(column!.udt_name, `${field.table}.${field.column} type`).toBe(field.dbType);
    }
    // And the other way round: no table or column the typed client does not know about.
    const mapped = new Set([
      ...dmmf.datamodel.models.flatMap((m) =>
        m.fields.filter((f) => f.kind !== "object").map((f) => `${m.dbName ?? m.name}.${f.dbName ?? f.name}`),
      ),
      ...unsupportedFields(schemaText).map((f) => `${f.table}.${f.column}`),
    ]);
    const unknown = columns
      .filter((c) => c.table_name !== "schema_migrations")
      .map((c) => `${c.table_name}.${c.column_name}`)
      .filter((name) => !mapped.has(name));
    expect(unknown).toEqual([]);
    expect(tables.size).toBe(dmmf.datamodel.models.length);
  });
});

function unsupportedFields(schema: string): { table: string; column: string; dbType: string }[] {
  const fields: { table: string; column: string; dbType: string }[] = [];
  for (const block of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const table = /@@map\("(\w+)"\)/.exec(block[2]!)?.[1] ?? block[1]!;
    for (const line of block[2]!.matchAll(/^\s+(\w+)\s+Unsupported\("(\w+)"\).*$/gm)) {
      const column = /@map\("(\w+)"\)/.exec(line[0])?.[1] ?? line[1]!;
      fields.push({ table, column, dbType: line[2]! });
    }
  }
  return fields;
}
