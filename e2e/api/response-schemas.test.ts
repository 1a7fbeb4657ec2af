import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS } from "@/lib/server/gateway/endpoints";
import { responseIssues } from "@/lib/server/gateway/response-check";
import { ZFile } from "@/lib/contract/responses";
import type { TEndpoint } from "@/lib/server/gateway/types";
import {
  api,
  createTestKey,
  createTestUser,
  loginCookie,
  signUrl,
  uniqueName,
  type TTestKey,
} from "../support/api-fixtures";

// Response conformance: every endpoint's real JSON answer parses with the response schema of its registry
// entry. Driven by the registry: every GET endpoint is called with its own example request (the example's ids
// replaced by data this file creates), so a new endpoint is covered as soon as it is registered; writes are
// covered by the calls that create that data and by the representative changes and deletions below.
// Answers are written to artifacts/response-schemas/ for reading.

type TCall = { id: string; method: string; path: string; status: number; json: unknown; issues: string[] };

/** Endpoints whose answer is never JSON data: files, images, scripts, the event stream (their schema is ZFile). */
const NOT_JSON = new Set([
  "attachments.download",
  "project.export",
  "mypagetab.export",
  "widget.export",
  "reports.export",
  "reports.export-nested",
  "reportorders.file",
  "events.stream",
  "widget.rss",
  "mypagewidget",
  "alerts.rss",
  "utility.getjs",
  "utility.getimage",
  "utility.image.legacy",
  "app.script",
  "app.style",
]);

/** GET endpoints that cannot answer 200 here, and why. */
const NOT_REACHABLE: Record<string, string> = {
  "search.social": "needs a social provider's items",
  "twitter.search": "the provider is not configured (503 by design)",
  "youtube.search": "the provider is not configured (503 by design)",
};

/** Requests of endpoints whose example needs other data than the shared sample ids give. */
const OVERRIDES: Record<string, string> = {};

const ENDPOINT = new Map(ENDPOINTS.map((e) => [e.id, e]));
const calls: TCall[] = [];
const OUT = "artifacts/response-schemas";
let key: TTestKey;
const subst: [string, string][] = [];
/** Changes and removals, checked after the reads: [endpoint id, method, path, body, signed by (default: the admin)]. */
const writes: [string, string, string, unknown?, TTestKey?][] = [];

async function call(id: string, method: string, pathAndQuery: string, body?: unknown, by?: TTestKey): Promise<TCall> {
  const endpoint = ENDPOINT.get(id);
  if (!endpoint) throw new Error(`no endpoint ${id}`);
  const withType = /[?&](type|format)=/i.test(pathAndQuery)
    ? pathAndQuery
    : `${pathAndQuery}${pathAndQuery.includes("?") ? "&" : "?"}type=json`;
  const text = body === undefined ? undefined : JSON.stringify(body);
  // Signed as sent: the URL parser percent-encodes what an example writes literally (quotes, spaces).
  const url = signUrl(by ?? key, method, new URL(api(withType)).href, text);
  const response = await fetch(url, {
    method,
    body: text,
    headers: text ? { "Content-Type": "application/json" } : undefined,
  });
  const raw = await response.text();
  let json: unknown = raw;
  try {
    json = JSON.parse(raw);
  } catch {
    // not JSON: reported below
  }
  const issues =
    response.status < 300 ? responseIssues(endpoint, json) : [`status ${response.status}: ${raw.slice(0, 300)}`];
  const result = { id, method, path: withType, status: response.status, json, issues };
  calls.push(result);
  fs.writeFileSync(path.join(OUT, `${id}.${method}.json`), JSON.stringify(result, null, 2));
  return result;
}

async function ok<T>(id: string, method: string, pathAndQuery: string, body?: unknown): Promise<T> {
  const result = await call(id, method, pathAndQuery, body);
  expect(result.issues, `${method} ${pathAndQuery}`).toEqual([]);
  return result.json as T;
}

/** The example's request line with its sample ids replaced by this file's data. */
function exampleRequest(endpoint: TEndpoint): { method: string; path: string } | undefined {
  const override = OVERRIDES[endpoint.id];
  if (override) return { method: "GET", path: override };
  for (const example of endpoint.examples) {
    const match = /^(GET) \/api(\S.*?)(\s{2,}\(.*)?$/.exec(example.request);
    if (!match) continue;
    // Signed by this file's key; document feeds asked for in their JSON form.
    let request = match[2]!
      .replace(/[?&](apiKey|digest)=…/g, "")
      .replace(/([?&])type=(atom10|html|xml)\b/, "$1type=json");
    // One pass, longest sample id first: a replacement is never itself replaced by a later pair.
    if (subst.length) {
      const pattern = new RegExp(
        [...subst]
          .sort((a, b) => b[0].length - a[0].length)
          .map(([from]) => from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join("|"),
        "g",
      );
      const to = new Map(subst);
      request = request.replace(pattern, (found) => to.get(found)!);
    }
    // Names that must be new: one of its own per endpoint.
    request = request.replace(/Acme%20Robotics/g, `Acme%20Robotics%20${endpoint.id.replace(/\W/g, "")}`);
    return { method: match[1]!, path: request };
  }
  return undefined;
}

async function importDocs(docs: object[]): Promise<void> {
  const { runImport } = await import("@/lib/server/ingest/run-import");
  const { jsonlSource } = await import("@/lib/server/ingest/sources/jsonl");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "schemas-")), "docs.jsonl");
  fs.writeFileSync(file, docs.map((d) => JSON.stringify(d)).join("\n") + "\n");
  await runImport(jsonlSource(file), {});
}

beforeAll(async () => {
  fs.mkdirSync(OUT, { recursive: true });
  const admin = await createTestUser({ admin: true });
  key = await createTestKey(admin.username);
  const word = uniqueName("harbour").replace("-", "");
  await importDocs(
    [0, 1, 2].map((n) => ({
      title: `Hurricane ${word} reaches Valletta ${n}`,
      body:
        `The hurricane ${word} reached Valletta in Malta on Monday. "We are ready for the storm," Nancy Pelosi said ` +
        `in Washington. Robert Abela, the prime minister of Malta, met officials of the European Union and Reuters.`,
      url: `https://news.example/${word}/${n}`,
      publishedAt: new Date(Date.now() - n * 3_600_000).toISOString(),
      language: "en",
    })),
  );
  type TList = {
    TotalCount: number;
    Items: { Id: string; EntityReference?: string; Description: string; Type: string }[];
  };
  const docs = await ok<TList>("search.documents", "GET", `/search/documents?q=${word}&pageSize=10`);
  expect(docs.TotalCount).toBeGreaterThanOrEqual(2);
  const entities = await ok<TList>("documents.entities", "GET", `/documents/${word}/entities`);
  const [entity, entity2] = entities.Items;
  expect(entity2, "two entities in the imported documents").toBeDefined();
  type TProjects = { Projects: { ProjectRef: string; ProjectId: number }[] };
  const list = (await ok<TProjects>("project.add", "GET", `/project/add/EntityList/?description=${word}-list`))
    .Projects[0]!;
  const book = (await ok<TProjects>("project.add", "GET", `/project/add/Scrapbook/?description=${word}-book`))
    .Projects[0]!;
  const list2 = (await ok<TProjects>("project.add", "GET", `/project/add/EntityList/?description=${word}-list2`))
    .Projects[0]!;
  await ok("project.addItems", "GET", `/project/addItems?projectRef=${list.ProjectRef}&itemRefs=${entity!.Id}`);
  await ok("project.addItems", "GET", `/project/addItems?projectRef=${book.ProjectRef}&itemRefs=${docs.Items[0]!.Id}`);
  type TTab = { WidgetProject: { Id: string; ProjectItemId: number } };
  const tab = (await ok<TTab>("mypagetab.create", "GET", `/mypagetab/create?description=${word}`)).WidgetProject;
  const widgetJson = JSON.stringify({
    Key: "DocumentList",
    Title: "Hurricane",
    WidgetGroup: "MiddleZone",
    Settings: { Query: word, PageSize: "5" },
  });
  const widget = (
    await ok<{ Widget: { Id: string } }>(
      "widget.save",
      "GET",
      `/widget/save?tabId=${tab.Id}&widgetJSON=${encodeURIComponent(widgetJson)}`,
    )
  ).Widget;
  type TId = { Id: number | string };
  const report = await ok<TId>("reports.create", "POST", "/v1/reports", { Title: word, Sections: ["Europe"] });
  const section = await ok<TId>("reports.sections.add", "POST", `/v1/reports/${report.Id}/sections`, {
    Title: "Asia",
  });
  await ok("reports.items.add", "POST", `/v1/reports/${report.Id}/items`, {
    ItemRefs: [docs.Items[0]!.Id],
    SectionId: Number(section.Id),
  });
  const order = await ok<TId>("reportorders.create", "POST", "/v1/reportorders", {
    ReportId: Number(report.Id),
    Format: "html",
    IntervalHours: 24,
  });
  const alert = await ok<TId>("alerts.create", "POST", "/v1/alerts", {
    Name: word,
    Query: word,
    Channels: { Feed: true },
    Frequency: "instant",
  });
  const source = await ok<TId>("sources.create", "POST", "/v1/sources", {
    Url: `https://news.example/${word}.xml`,
    Name: word,
  });
  const company = await ok<TId>("companies.create", "POST", "/v1/companies", { Name: `${word} Ltd` });
  const department = await ok<TId>("departments.create", "POST", "/v1/departments", {
    Name: "Research",
    CompanyId: Number(company.Id),
  });
  const member = await createTestUser();
  await ok("companies.users.add", "POST", `/v1/companies/${company.Id}/users`, { UserNames: [member.username] });
  await ok("departments.users.add", "POST", `/v1/departments/${department.Id}/users`, {
    UserNames: [member.username],
  });
  const provider = `Wire${word}`;
  await ok("providers.create", "POST", "/v1/providers", { Name: provider, Restricted: true });
  await ok("providers.access.grant", "POST", `/v1/providers/${provider}/access`, { UserNames: [member.username] });
  await ok("properties.add", "POST", "/v1/properties", { ItemRef: entity!.Id, Name: "Ticker", Value: "ACME" });
  const impersonation = await ok<TId>("impersonation.create", "POST", "/v1/impersonation", {
    UserName: member.username,
    Reason: "conformance",
  });
  await ok("user.property.update", "GET", "/user/property/update?propertyDescription=Theme&value=dark");
  type TRequested = { RequestId: number };
  const requested = async (name: string) =>
    (await ok<TRequested>("entity.request", "GET", `/entity/request/?desc=${name}&entityType=Company`)).RequestId;
  const approveId = await requested(`${word}%20Approved`);
  const rejectId = await requested(`${word}%20Rejected`);
  const [doc1, doc2] = [docs.Items[0]!.Id, docs.Items[1]!.Id];
  Object.assign(OVERRIDES, {
    "auth.logout": "/v1/logout",
    "auth.login.legacy": `/login?username=${admin.username}&password=${admin.password}`,
    "project.removeItem": `/project/removeItem?projectRef=${book.ProjectRef}&itemRef=${doc1}`,
    "project.removeItems": `/project/removeItems?projectRef=${book.ProjectRef}&itemRefs=${doc1},${doc2}`,
    "project.share": `/project/share?projectRef=${list.ProjectRef}&shareState=collaborative&users=${member.username}`,
  });
  const entityNumber = entity!.Id.replace(/^11_/, "");
  // Longest first, so that a short sample id never replaces part of a longer one.
  const pairs: [string, string][] = [
    ["nancy-pelosi-11_1114", entity!.EntityReference ?? entity!.Id],
    ["0f8fad5b-d9cb-469f-a165-70867728950e", tab.Id],
    ["0f8fad5b-…", tab.Id],
    ["6f1c…", widget.Id],
    ["termids=967,1114", `termids=${entityNumber}`],
    ["projectId=42", `projectId=${tab.ProjectItemId}`],
    ["/mypagetabs/42", `/mypagetabs/${tab.ProjectItemId}`],
    ["/reports/3", `/reports/${report.Id}`],
    ["/sections/7", `/sections/${section.Id}`],
    ["/reportorders/5", `/reportorders/${order.Id}`],
    ["/alerts/5", `/alerts/${alert.Id}`],
    ["/sources/3", `/sources/${source.Id}`],
    ["/companies/1", `/companies/${company.Id}`],
    ["/departments/1", `/departments/${department.Id}`],
    ["companyId=1", `companyId=${company.Id}`],
    ["/impersonation/7", `/impersonation/${impersonation.Id}`],
    ["/providers/Reuters", `/providers/${provider}`],
    ["/users/jsmith", `/users/${member.username}`],
    ["11_1114", entity!.Id],
    ["11_12", entity!.Id],
    ["11_42", entity!.Id],
    ["11_40", entity2!.Id],
    ["11_7", entity!.Id],
    ["approve?id=12", `approve?id=${approveId}`],
    ["reject?id=12", `reject?id=${rejectId}`],
    ["itemRefs=5_101,5_102", `itemRefs=${entity2!.Id}`],
    ["15_12", list.ProjectRef],
    ["15_13", book.ProjectRef],
    ["15_14", list2.ProjectRef],
    ["5_101", docs.Items[0]!.Id],
    ["5_102", docs.Items[1]!.Id],
    ["5_42", docs.Items[0]!.Id],
    ["5_12", docs.Items[0]!.Id],
    ["5_40", docs.Items[1]!.Id],
  ];
  subst.push(...pairs);
  const other = await createTestUser();
  type TAdded = { Id: string };
  const alpha = await ok<TAdded>("entity.add", "GET", `/entity/add/?desc=${word}%20Alpha%20Corp&entityType=Company`);
  const beta = await ok<TAdded>("entity.add", "GET", `/entity/add/?desc=${word}%20Beta%20Corp&entityType=Company`);
  const gamma = await ok<TAdded>("entity.add", "GET", `/entity/add/?desc=${word}%20Gamma%20Corp&entityType=Company`);
  const spare = await ok<{ ApiKey: string }>("apikey.create", "POST", "/v1/apikey", { Description: "to revoke" });
  const service = await ok<{ ApiKey: string }>("servicekey.create", "POST", "/v1/servicekey", {
    UserName: `svc-${word}`,
    ServiceTypes: ["api"],
  });
  // Impersonations: one the member approves and the admin uses, one another user revokes.
  const memberKey = await createTestKey(member.username);
  const otherKey = await createTestKey(other.username);
  // A browser session of a third user, ended through the API with that user's key.
  const third = await createTestUser();
  const thirdKey = await createTestKey(third.username);
  await loginCookie(third);
  const sessions = await call("sessions.list", "GET", "/v1/sessions", undefined, thirdKey);
  const browserSession = (sessions.json as { Items: { Id: string }[] }).Items[0]!.Id;
  const refused = await ok<TId>("impersonation.create", "POST", "/v1/impersonation", {
    UserName: other.username,
    Reason: "conformance, to be revoked",
  });
  writes.push(
    ["search.highlight", "POST", `/v1/highlight?q=${word}`, { Text: `The ${word} storm.` }],
    ["v1.heat", "POST", "/v1/heat", { items: [entity!.Id, entity2!.Id], sortBy: "vol30d" }],
    ["v1.network", "POST", "/v1/network", { query: word, normalize: true }],
    [
      "v1.entityrelevance",
      "POST",
      "/v1/entityrelevance",
      { query: word, items: `${entity!.Description} [${entity!.Type}]` },
    ],
    ["reports.update", "PATCH", `/v1/reports/${report.Id}`, { Title: `${word} Monday` }],
    ["reports.sections.update", "PATCH", `/v1/reports/${report.Id}/sections/${section.Id}`, { Position: 0 }],
    ["reportorders.update", "PATCH", `/v1/reportorders/${order.Id}`, { Enabled: false }],
    ["alerts.update", "PATCH", `/v1/alerts/${alert.Id}`, { Enabled: false }],
    ["notifications.read", "POST", "/v1/notifications/read", {}],
    ["sources.update", "PATCH", `/v1/sources/${source.Id}`, { IntervalSeconds: 3600 }],
    ["sources.pause", "POST", `/v1/sources/${source.Id}/pause`],
    ["sources.resume", "POST", `/v1/sources/${source.Id}/resume`],
    ["companies.rename", "PATCH", `/v1/companies/${company.Id}`, { Name: `${word} Group` }],
    ["departments.rename", "PATCH", `/v1/departments/${department.Id}`, { Name: "R&D" }],
    ["properties.set", "PUT", "/v1/properties", { ItemRef: entity!.Id, Name: "region", Value: "EMEA" }],
    ["providers.update", "PATCH", `/v1/providers/${provider}`, { Restricted: false }],
    ["providers.access.set", "PUT", `/v1/providers/${provider}/access`, { UserNames: [member.username] }],
    ["users.create", "POST", "/v1/users", { UserName: `${word}-new`, Password: "correct horse battery" }],
    ["users.update", "PATCH", `/v1/users/${other.username}`, { FirstName: "Renamed" }],
    ["apikey.create", "POST", "/v1/apikey", { Description: "conformance" }],
    ["auth.login", "POST", "/v1/login/", { Username: admin.username, Password: admin.password }],
    ["entities.aliases", "POST", `/v1/entities/${alpha.Id}/aliases`, { Add: [`${word} Alpha`] }],
    ["entities.update", "PATCH", `/v1/entities/${alpha.Id}`, { Description: `${word} Alpha Group` }],
    ["entities.merge", "POST", "/v1/entities/merge", { Into: alpha.Id, From: [beta.Id] }],
    ["entities.aliases", "POST", `/v1/entities/${gamma.Id}/aliases`, { Add: [`${word} Gamma`] }],
    ["entities.split", "POST", `/v1/entities/${gamma.Id}/split`, { Alias: `${word} Gamma` }],
    ["apikey.revoke", "DELETE", `/v1/apikey?key=${spare.ApiKey}`],
    ["servicekey.revoke", "DELETE", `/v1/servicekey?key=${service.ApiKey}`],
    ["reportorders.run", "POST", `/v1/reportorders/${order.Id}/run`],
    ["reports.items.remove", "DELETE", `/v1/reports/${report.Id}/items/${doc1}`],
    ["reports.sections.delete", "DELETE", `/v1/reports/${report.Id}/sections/${section.Id}`],
    ["reportorders.delete", "DELETE", `/v1/reportorders/${order.Id}`],
    ["reports.delete", "DELETE", `/v1/reports/${report.Id}`],
    ["alerts.delete", "DELETE", `/v1/alerts/${alert.Id}`],
    ["sources.delete", "DELETE", `/v1/sources/${source.Id}`],
    ["properties.delete", "DELETE", `/v1/properties?itemRef=${entity!.Id}&name=Ticker`],
    ["providers.access.revoke", "DELETE", `/v1/providers/${provider}/access/${member.username}`],
    ["providers.delete", "DELETE", `/v1/providers/${provider}`],
    ["departments.users.remove", "DELETE", `/v1/departments/${department.Id}/users/${member.username}`],
    ["companies.users.remove", "DELETE", `/v1/companies/${company.Id}/users/${member.username}`],
    ["departments.delete", "DELETE", `/v1/departments/${department.Id}`],
    ["companies.delete", "DELETE", `/v1/companies/${company.Id}`],
    ["impersonation.revoke", "POST", `/v1/impersonation/${refused.Id}/revoke`, undefined, otherKey],
    [
      "auth.changepassword",
      "POST",
      "/v1/changepassword",
      { Password: other.password, NewPassword: `${word}-Pw-2` },
      otherKey,
    ],
    ["sessions.end-others", "POST", "/v1/sessions/endothers", undefined, otherKey],
    ["sessions.end", "DELETE", `/v1/sessions/${browserSession}`, undefined, thirdKey],
    // Last and in this order: while the admin impersonates, the admin's requests act as the member.
    ["impersonation.approve", "POST", `/v1/impersonation/${impersonation.Id}/approve`, undefined, memberKey],
    ["impersonation.activate", "POST", `/v1/impersonation/${impersonation.Id}/activate`],
    ["impersonation.deactivate-current", "POST", "/v1/impersonation/deactivate"],
    ["impersonation.activate", "POST", `/v1/impersonation/${impersonation.Id}/activate`],
    ["impersonation.deactivate", "POST", `/v1/impersonation/${impersonation.Id}/deactivate`],
    ["impersonation.close", "POST", `/v1/impersonation/${impersonation.Id}/close`],
  );
}, 600_000);

describe("response schemas", () => {
  it("every GET endpoint's example request answers JSON that parses with its schema", async () => {
    const reads = ENDPOINTS.filter((e) => e.methods.includes("GET") && !NOT_JSON.has(e.id) && !NOT_REACHABLE[e.id]);
    // Reads first, then the GET endpoints that change something, removals last.
    const removes = (e: TEndpoint) => /delete|remove|revoke|reject|unsubscribe/i.test(e.id);
    const ordered = [
      ...reads.filter((e) => !e.mutates),
      ...reads.filter((e) => e.mutates && !removes(e)),
      ...reads.filter((e) => e.mutates && removes(e)),
    ];
    const failures: string[] = [];
    for (const endpoint of ordered) {
      const request = exampleRequest(endpoint);
      if (!request) {
        failures.push(`${endpoint.id}: no GET example to call`);
        continue;
      }
      const result = await call(endpoint.id, request.method, request.path);
      if (result.issues.length) failures.push(`${endpoint.id} ${request.path}\n  ${result.issues.join("\n  ")}`);
    }
    expect(failures).toEqual([]);
    const checked = new Set(calls.filter((c) => c.status < 300).map((c) => c.id));
    expect(ordered.filter((e) => !checked.has(e.id)).map((e) => e.id)).toEqual([]);
  }, 600_000);

  it("changes and removals answer JSON that parses with their schemas", async () => {
    const failures: string[] = [];
    for (const [id, method, pathAndQuery, body, by] of writes) {
      const result = await call(id, method, pathAndQuery, body, by);
      if (result.issues.length) failures.push(`${id} ${method} ${pathAndQuery}\n  ${result.issues.join("\n  ")}`);
    }
    const merged = calls.find((c) => c.id === "entities.merge" && c.status < 300)?.json as { CorrectionId?: number };
    if (merged?.CorrectionId) {
      const undo = await call(
        "entities.corrections.undo",
        "POST",
        `/v1/entities/corrections/${merged.CorrectionId}/undo`,
      );
      if (undo.issues.length) failures.push(`entities.corrections.undo\n  ${undo.issues.join("\n  ")}`);
    }
    expect(failures).toEqual([]);
    const checked = new Set(calls.filter((c) => c.status < 300 && c.issues.length === 0).map((c) => c.id));
    // Checked with `expectConforms` in the tests that own the servers their success needs.
    const elsewhere = new Set(["alerts.test", "sources.fetch", "properties.addimage", "package.upload"]);
    const json = ENDPOINTS.filter((e) => e.response !== ZFile && !elsewhere.has(e.id));
    console.log(
      `response conformance: ${checked.size} of ${json.length} JSON endpoints checked against real answers here, ` +
        `${elsewhere.size} more in their own tests`,
    );
    console.log(
      `not checked: ${json
        .filter((e) => !checked.has(e.id))
        .map((e) => e.id)
        .join(", ")}`,
    );
  }, 300_000);
});
