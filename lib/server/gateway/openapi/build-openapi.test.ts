import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENDPOINTS } from "@/lib/server/gateway/endpoints";
import { compile, matchPath } from "@/lib/server/gateway/match";
import { buildOpenApi, tagOf } from "./build-openapi";

const doc = buildOpenApi(ENDPOINTS);
type TOp = {
  operationId: string;
  parameters: { name?: string; in?: string; $ref?: string }[];
  responses: Record<string, unknown>;
  summary: string;
};
const operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path: p, method, op: op as unknown as TOp })),
);

/** Every `$ref` of the document, wherever it is. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, out));
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "$ref" && typeof v === "string") out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

describe("OpenAPI document", () => {
  it("is an OpenAPI 3.1 document with info, servers, paths and components", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(doc.servers[0]!.url).toBe("/api");
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
    expect(() => JSON.parse(JSON.stringify(doc))).not.toThrow();
  });

  it("has one operation per endpoint, path and method, with unique operation ids", () => {
    const expected = ENDPOINTS.reduce((n, e) => n + e.paths.length * e.methods.length, 0);
    expect(operations.length).toBe(expected);
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("declares every path template placeholder as a required path parameter, and nothing else in the path", () => {
    for (const { path: p, op } of operations) {
      const placeholders = [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = op.parameters
        .filter((x) => x.in === "path")
        .map((x) => x.name)
        .sort();
      expect(declared, p).toEqual(placeholders);
      expect(p.startsWith("/"), p).toBe(true);
    }
  });

  it("has no duplicate parameter and resolves every $ref", () => {
    for (const { path: p, op } of operations) {
      const keys = op.parameters.map((x) => x.$ref ?? `${x.in}:${x.name!.toLowerCase()}`);
      expect(new Set(keys).size, p).toBe(keys.length);
      expect(op.responses["200"], p).toBeTruthy();
      expect(op.responses["400"], p).toBeTruthy();
    }
    for (const ref of new Set(refs(doc))) {
      const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(ref) ?? [];
      const components = doc.components as Record<string, Record<string, unknown>>;
      expect(section && components[section]?.[name!], ref).toBeTruthy();
    }
  });

  it("documents every endpoint of the registry with a summary and at least one example", () => {
    const undocumented = ENDPOINTS.filter(
      (e) => !e.summary.trim() || e.examples.length === 0 || e.examples.some((x) => !x.request.trim()),
    ).map((e) => e.id);
    expect(undocumented).toEqual([]);
    const ids = ENDPOINTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("groups operations by their first path segment", () => {
    expect(tagOf("/v1/users/{userName}")).toBe("users");
    expect(tagOf("/search/documents/{query}")).toBe("search");
    expect(tagOf("/{x}")).toBe("root");
  });
});

const PATHS_FILE = path.resolve(process.env.SPEC_DIR ?? "../shared/spec", "paths.txt");

describe.skipIf(!fs.existsSync(PATHS_FILE))("spec coverage", () => {
  it("serves every path named in the spec (spec/paths.txt)", () => {
    const table = compile(ENDPOINTS);
    const specPaths = fs
      .readFileSync(PATHS_FILE, "utf8")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith("#"));
    const missing = specPaths.filter((p) => {
      const segments = p
        .split("/")
        .filter(Boolean)
        .map((s) => (s.startsWith("{") ? "sample" : s));
      const found = ["GET", "POST", "PUT", "PATCH", "DELETE"].some(
        (m) => matchPath(table, segments, m as "GET").kind === "found",
      );
      return !found;
    });
    expect(missing, `spec paths without an endpoint: ${missing.join(" ")}`).toEqual([]);
  });
});

describe("coverage table", () => {
  it("maps spec paths to endpoints and to the test files that call them", async () => {
    const { coverageRows, coverageMarkdown } = await import("./coverage-table");
    const rows = coverageRows(
      ENDPOINTS,
      ["/v1/properties", "/search/documents/{query}", "/nowhere/at/all"],
      [
        { name: "a.test.ts", text: 'call("/v1/Properties?itemRef=1")' },
        { name: "b.test.ts", text: "fetch(api(`/search/documents/${q}`))" },
      ],
    );
    expect(rows[0]).toMatchObject({
      endpoints: expect.arrayContaining(["properties.list", "properties.add"]),
      tests: ["a.test.ts"],
    });
    expect(rows[0]!.methods.sort()).toEqual(["DELETE", "GET", "POST", "PUT"]);
    expect(rows[1]).toMatchObject({ endpoints: ["search.documents"], tests: ["b.test.ts"] });
    expect(rows[2]).toMatchObject({ endpoints: [], tests: [] });
    expect(coverageMarkdown(rows)).toContain("| `/nowhere/at/all` | **missing** |");
  });
});
