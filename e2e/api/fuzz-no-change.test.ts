import fc from "fast-check";
import { bodyText } from "../support/body-text";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS } from "@/lib/server/gateway/endpoints";
import { digestOf } from "../support/api-fixtures";
import { FUZZ_SEED, fillTemplate, nasty } from "../support/fuzz-values";
import { startTestServer, type TTestServer } from "../support/test-server";

// Registry-driven fuzzing of every endpoint that changes something, on a server of its own (so no other
// test writes meanwhile) with the scheduled jobs idle: a fingerprint of every table is taken before and
// after each request, and a 4xx must leave it exactly as it was. Values mix hostile strings with real ids
// of the caller's own tabs, widgets, projects and entities, so requests get past the first checks.
const RUNS = Number(process.env.FUZZ_NO_CHANGE_RUNS || 400);
// Written by design on refusals too: the audit trail, throttles and counters.
const VOLATILE_TABLES = new Set(["audit_log", "impersonation_audit", "rate_limits", "login_throttle"]);
const VOLATILE_COLUMNS = ["last_used_at"];

let server: TTestServer;
let cookie: string;
let key: { ApiKey: string; SharedKey: string };
let fingerprintSql: string;
const known: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ name: "fuzz-no-change", env: { REPORT_PRODUCING: "false" } });
  const login = await fetch(`${server.baseUrl}/api/v1/login/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.baseUrl },
    body: JSON.stringify({ Username: "admin", Password: "admin-password-e2e" }),
  });
  cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${server.baseUrl}/api${path}${path.includes("?") ? "&" : "?"}type=json`, {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
    });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  type TProjects = { Projects: { ProjectRef: string }[] };
  const tab = (await get<{ WidgetProject: { Id: string } }>("/mypagetab/create?description=Fuzz")).WidgetProject;
  const note = JSON.stringify({ Key: "Note", Title: "N", WidgetGroup: "LeftZone", Settings: { Text: "n" } });
  const widget = (
    await get<{ Widget: { Id: string } }>(`/widget/save?tabId=${tab.Id}&widgetJSON=${encodeURIComponent(note)}`)
  ).Widget;
  const entity = await get<{ Id: string }>(`/entity/add?desc=Fuzzco%20Holdings&entityType=Company`);
  const list = (await get<TProjects>("/project/add/EntityList/?description=Fuzzlist")).Projects[0]!;
  const book = (await get<TProjects>("/project/add/Scrapbook/?description=Fuzzbook")).Projects[0]!;
  await get(`/project/addItems?projectRef=${list.ProjectRef}&itemRefs=${entity.Id}`);
  const created = await fetch(`${server.baseUrl}/api/v1/apikey?type=json`, {
    method: "POST",
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
    body: JSON.stringify({ Description: "fuzz" }),
  });
  expect(created.status).toBe(201);
  key = (await created.json()) as { ApiKey: string; SharedKey: string };
  known.push(tab.Id, widget.Id, entity.Id, list.ProjectRef, book.ProjectRef, "admin", "Fuzzlist", "EntityList");
  known.push("Scrapbook", "MyPageTab", "LeftZone", "RightZone", "Company", "Person", "readonly", "collaborative");
  known.push("true", "false", "0", "1", "5", note);
  fingerprintSql = await buildFingerprintSql();
}, 600_000);

afterAll(() => server?.stop());

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** One row per table: its row count and a sum of row hashes (volatile columns left out). */
async function buildFingerprintSql(): Promise<string> {
  const tables = await query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const drop = `'{${VOLATILE_COLUMNS.join(",")}}'::text[]`;
  return tables
    .map((t) => t.name)
    .filter((name) => !VOLATILE_TABLES.has(name))
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(sum(hashtext((to_jsonb(x) - ${drop})::text)::bigint), 0)::text AS print FROM "${name}" x`,
    )
    .join(" UNION ALL ");
}

async function fingerprint(client: pg.Client): Promise<Map<string, string>> {
  const { rows } = await client.query<{ name: string; print: string }>(fingerprintSql);
  return new Map(rows.map((r) => [r.name, r.print]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}

describe("fuzzing the endpoints that change things", () => {
  it(
    `leaves every table as it was on each 4xx (${RUNS} requests)`,
    async () => {
      const mutating = ENDPOINTS.filter((e) => e.mutates);
      expect(mutating.length).toBeGreaterThan(40);
      const value = fc.oneof(fc.constantFrom(...known), fc.constantFrom(...known), nasty);
      const request = fc.record({
        endpoint: fc.constantFrom(...mutating),
        pathIndex: fc.nat(),
        captures: fc.array(value, { minLength: 3, maxLength: 3 }),
        // Each of the endpoint's parameters (up to 8) present or not, with a value; mostly present, so that
        // requests get past "missing parameter" to the deeper checks.
        params: fc.array(fc.tuple(fc.constantFrom(true, true, true, false), value), { minLength: 8, maxLength: 8 }),
        methodIndex: fc.nat(),
        body: fc.oneof(fc.constant(undefined), fc.json(), value),
        auth: fc.constantFrom("cookie", "cookie", "digest", "none"),
      });
      const client = new pg.Client({ connectionString: server.databaseUrl });
      await client.connect();
      // The fingerprint is not blind: a request that writes shows up in it.
      const probeBefore = await fingerprint(client);
      const probe = await fetch(`${server.baseUrl}/api/mypagetab/create?description=Probe&type=json`, {
        headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
      });
      expect(probe.status).toBe(200);
      expect(changedTables(probeBefore, await fingerprint(client))).toContain("projects");
      const refusals: Record<string, number> = {};
      let writes = 0;
      try {
        await fc.assert(
          fc.asyncProperty(request, async (r) => {
            const names = Object.keys(r.endpoint.params.shape);
            const path = fillTemplate(r.endpoint.paths[r.pathIndex % r.endpoint.paths.length]!, r.captures);
            const search = new URLSearchParams();
            names.slice(0, 8).forEach((name, i) => r.params[i]![0] && search.append(name, r.params[i]![1]));
            search.set("type", "json");
            const method = r.endpoint.methods[r.methodIndex % r.endpoint.methods.length]!;
            const body = method === "GET" ? undefined : r.body;
            let url = `${server.baseUrl}/api${path}?${search}`;
            const headers: Record<string, string> = { "Content-Type": "application/json" };
            if (r.auth === "cookie") Object.assign(headers, { Cookie: cookie, "Sec-Fetch-Site": "same-origin" });
            if (r.auth === "digest") {
              const digest = encodeURIComponent(digestOf(key.SharedKey, method, url, body));
              url += `&apiKey=${key.ApiKey}&digest=${digest}`;
            }
            const before = await fingerprint(client);
            const response = await fetch(url, { method, body, headers });
            const text = await bodyText(response);
            const after = await fingerprint(client);
            const label = `${method} ${url.slice(0, 300)} → ${response.status} ${text.slice(0, 200)}`;
            const namedFault = response.status === 500 && text.includes("INVALID_DESCRIPTION");
            if (!namedFault) expect(response.status, label).toBeLessThan(500);
            if (response.status >= 400) {
              refusals[response.status] = (refusals[response.status] ?? 0) + 1;
              expect(changedTables(before, after), label).toEqual([]);
            } else if (changedTables(before, after).length > 0) writes++;
          }),
          { numRuns: RUNS, seed: FUZZ_SEED, endOnFailure: true },
        );
      } finally {
        await client.end();
      }
      // The run must have exercised refusals of several kinds (validation, authorisation, not found).
      expect(Object.keys(refusals).length, JSON.stringify(refusals)).toBeGreaterThanOrEqual(3);
      console.log(
        `fuzz-no-change: refusals by status ${JSON.stringify(refusals)}; accepted requests that wrote: ${writes}`,
      );
    },
    120_000 + RUNS * 150,
  );
});
