import { beforeAll, describe, expect, it } from "vitest";
import { bodyText } from "../support/body-text";
import { ENDPOINTS } from "@/lib/server/gateway/endpoints";
import type { TEndpoint, THttpMethod } from "@/lib/server/gateway/types";
import { pool } from "@/lib/server/db/pool";
import {
  api,
  baseUrl,
  createTestKey,
  createTestUser,
  loginCookie,
  signedInUser,
  signUrl,
  uniqueName,
  type TTestKey,
} from "../support/api-fixtures";

// The authorisation matrix (DECISIONS 9, 15, 17), driven by the endpoint registry: for every endpoint and
// method, who the auth layer lets through. A cell is judged by the error Code, so a parameter 400 or a
// 404 behind the auth layer counts as "let through". Then: a refused batch changes no row, and the owned
// resource kinds that other suites do not cover are invisible to another user.
//
// Cells (caller → expectation):
//   anonymous (no key, no cookie)           → 401 AUTHENTICATION_REQUIRED unless auth "none"
//   user key (needs its digest), unsigned   → 401 DIGEST_REQUIRED everywhere (even auth "none")
//   user key, signed                        → through on user/none/digest, 403 FORBIDDEN on admin
//                                             (the alert feeds, SESSION_OR_DIGEST: key-only keys too)
//   admin key, signed                       → always through
//   key-only key (user or admin), unsigned or signed, on anything but a GET that changes nothing, or on a
//     key, user, password or administration endpoint → 401/403 (DECISIONS 15); other GET reads → through
//   key-only key, unsigned, on a digest-only feed → 401 DIGEST_REQUIRED
//   editor key, signed                      → through on editor (entity corrections; plain users 403)
//   admin cookie, cross-site, mutates       → 403 CROSS_SITE_REQUEST (Sec-Fetch-Site, or a foreign Origin)
//   admin cookie, same-site, mutates        → through (Sec-Fetch-Site: same-origin, or a matching Origin)
//   admin cookie, cross-site, read-only     → through (the rule guards changes only), but jsonp → 403
//   login and logout, cross-site or with contradictory headers → 403 CROSS_SITE_REQUEST, cookie or not
//   admin cookie, neither header (a script with a cookie jar) → through on every mutating endpoint
// Owned kinds covered elsewhere: projects (projects.test.ts), tabs and widgets and widget feeds
// (mypage.test.ts), reports and report files/run (platform-more.test.ts), API key revoke (platform.test.ts),
// user properties and other users' records (user.test.ts). Covered here: report orders (get, change,
// delete, list), report sections and items (writes), impersonations (stranger and wrong-party steps),
// API key lists, /v1/projects/{id}, /v1/mypagetabs/{id}, tab and widget exports, entity requests
// (a user's request is neither listed nor decided by that user), property writes (admin only).

const AUTH_CODES = new Set([
  "AUTHENTICATION_REQUIRED",
  "DIGEST_REQUIRED",
  "FORBIDDEN",
  "INVALID_API_KEY",
  "INVALID_DIGEST",
  "API_KEY_REQUIRED",
  "USER_LOCKED_OUT",
  "CROSS_SITE_REQUEST",
  "SERVICE_TYPE_NOT_ALLOWED",
  "NOT_WHILE_IMPERSONATING",
  "KEY_ONLY_READS_ONLY",
]);

const NO_ID = "999999999";

/** "user" endpoints whose handler needs the real (not impersonated) admin: 403 FORBIDDEN to others. */
const REAL_ADMIN_ONLY = new Set([
  "impersonation.activate",
  "impersonation.deactivate",
  "impersonation.close",
  "impersonation.deactivate-current",
]);
/** "user" endpoints that accept the session or a key with a digest, never a key without one (alert feeds). */
const SESSION_OR_DIGEST = new Set(["alerts.rss"]);
/** Refused to plain users beyond the auth modes "admin" and "digest": real-admin-only and "editor" endpoints. */
const roleLimited = (endpoint: TEndpoint) => REAL_ADMIN_ONLY.has(endpoint.id) || endpoint.auth === "editor";
/** Answers 503 PROVIDER_NOT_CONFIGURED while the operator has not configured the provider (spec). */
const UNCONFIGURED = new Set(["twitter.search", "youtube.search"]);
const NO_UUID = "00000000-0000-4000-8000-000000000000";

/** Harmless, valid-looking values for path captures and required parameters (by lower-cased name). */
function valueFor(name: string): string {
  const values: Record<string, () => string> = {
    query: () => "hurricane",
    q: () => "hurricane",
    types: () => "Person",
    projecttype: () => "Scrapbook",
    entityreference: () => `11_${NO_ID}`,
    parameters: () => "x",
    key: () => "nokey",
    id: () => NO_ID,
    username: () => uniqueName("nobody"),
    password: () => "not-the-password",
    name: () => uniqueName("NoSuchThing"),
    sectionid: () => NO_ID,
    itemref: () => `5_${NO_ID}`,
    itemrefs: () => `5_${NO_ID}`,
    fileid: () => NO_ID,
    jsfilename: () => "Service-1-nojquery.js",
    projectitemid: () => NO_ID,
    providers: () => "Mastodon",
    propertydescription: () => "AuthzMatrix",
    value: () => "x",
    expires: () => "1714728600",
    signature: () => "x",
    provider: () => "nosuchprovider",
    reference: () => "1",
    description: () => uniqueName("Authz"),
    desc: () => uniqueName("Authz Entity"),
    termids: () => NO_ID,
    entitytype: () => "Company",
    termtype: () => "Company",
    docid: () => `5_${NO_ID}`,
    orderno: () => "0",
    widgetprojectjson: () => JSON.stringify({ Id: NO_UUID, Description: "x" }),
    lastupdatedutc: () => "2024-05-01T10:00:00Z",
    widgetid: () => NO_UUID,
    widgetgroup: () => "RightZone",
    tabid: () => NO_UUID,
    widgetjson: () => JSON.stringify({ Key: "Note" }),
    wid: () => NO_UUID,
    category: () => "entities",
  };
  return (values[name.toLowerCase()] ?? (() => "x"))();
}

type TCell = { endpoint: TEndpoint; method: THttpMethod; url: string; body?: string };

function requiredParams(endpoint: TEndpoint): string[] {
  const shape = endpoint.params.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  return Object.entries(shape)
    .filter(([, schema]) => !schema.safeParse(undefined).success)
    .map(([name]) => name);
}

/** One request per endpoint, method and (optionally) path alias, with captures and required values. */
function cellsOf(endpoint: TEndpoint, allPaths = false): TCell[] {
  const cells: TCell[] = [];
  for (const template of allPaths ? endpoint.paths : endpoint.paths.slice(0, 1)) {
    const captured = new Set<string>();
    const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      captured.add(name.toLowerCase());
      return encodeURIComponent(valueFor(name));
    });
    for (const method of endpoint.methods) {
      const query = new URLSearchParams();
      if (endpoint.formats !== "png") query.set("type", "json");
      for (const name of requiredParams(endpoint)) {
        if (!captured.has(name.toLowerCase())) query.set(name, valueFor(name));
      }
      const hasBody = method === "POST" || method === "PUT" || method === "PATCH";
      // JSON bodies are empty objects (a 400 behind the auth layer at worst); binary bodies are empty.
      const body = hasBody ? (endpoint.body?.kind === "json" ? "{}" : "") : undefined;
      cells.push({ endpoint, method, url: `${api(path)}?${query}`, body });
    }
  }
  return cells;
}

type TCaller =
  | { kind: "anonymous" }
  | { kind: "key"; key: TTestKey; signed: boolean }
  | {
      kind: "cookie";
      cookie: string;
      site: "cross-site" | "foreign-origin" | "same-origin" | "own-origin" | "contradictory" | "unmarked";
    };

type TOutcome = { status: number; code?: string; text: string };

async function send(cell: TCell, caller: TCaller): Promise<TOutcome> {
  let url = cell.url;
  const headers: Record<string, string> = {};
  if (cell.body !== undefined)
    headers["Content-Type"] = cell.body === "" ? "application/octet-stream" : "application/json";
  if (caller.kind === "key") {
    url = caller.signed
      ? signUrl(caller.key, cell.method, url, cell.body)
      : `${url}${url.includes("?") ? "&" : "?"}apiKey=${caller.key.ApiKey}`;
  }
  if (caller.kind === "cookie") {
    if (caller.cookie) headers.Cookie = caller.cookie;
    if (caller.site === "cross-site")
      Object.assign(headers, { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" });
    if (caller.site === "foreign-origin") headers.Origin = "https://evil.example";
    if (caller.site === "same-origin") Object.assign(headers, { "Sec-Fetch-Site": "same-origin", Origin: baseUrl });
    if (caller.site === "own-origin") headers.Origin = baseUrl;
    if (caller.site === "contradictory")
      Object.assign(headers, { "Sec-Fetch-Site": "same-origin", Origin: "https://evil.example" });
  }
  const response = await fetch(url, { method: cell.method, headers, body: cell.body, redirect: "manual" });
  const text = await bodyText(response);
  return { status: response.status, code: errorCode(text), text };
}

/** The Code of an error body in json, jsonp or xml (DECISIONS 9). */
function errorCode(text: string): string | undefined {
  const json = /"Code"\s*:\s*"([^"]*)"/.exec(text);
  if (json) return json[1];
  return /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
}

const refusedByAuth = (outcome: TOutcome) =>
  (outcome.status === 401 || outcome.status === 403) && AUTH_CODES.has(outcome.code ?? "");

/** Runs the cells a few at a time and lists every cell whose outcome `check` rejects. */
async function mismatches(
  cells: TCell[],
  caller: TCaller,
  check: (outcome: TOutcome, cell: TCell) => boolean,
): Promise<string[]> {
  const bad: string[] = [];
  const queue = [...cells];
  const worker = async () => {
    for (let cell = queue.shift(); cell; cell = queue.shift()) {
      const outcome = await send(cell, caller);
      if (!check(outcome, cell)) {
        bad.push(
          `${cell.endpoint.id} ${cell.method} ${cell.url.replace(baseUrl, "")} → ${outcome.status} ${outcome.code ?? outcome.text.slice(0, 120)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return bad.sort();
}

/** Row counts of every table but the rate-limit and login-throttle bookkeeping. */
/** Let through by the auth layer, and no fault (but the spec's 503 for an unconfigured provider). */
const through = (o: TOutcome, cell: TCell) =>
  !refusedByAuth(o) && (o.status < 500 || (UNCONFIGURED.has(cell.endpoint.id) && o.code === "PROVIDER_NOT_CONFIGURED"));

async function rowCounts(): Promise<Record<string, number>> {
  const tables = (
    await pool().query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('rate_limits', 'login_throttle', '_prisma_migrations', 'audit_log') ORDER BY tablename",
    )
  ).rows.map((r) => r.tablename);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    counts[table] = Number((await pool().query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n);
  }
  return counts;
}

const all = ENDPOINTS.flatMap((e) => cellsOf(e));
const allAliases = ENDPOINTS.flatMap((e) => cellsOf(e, true));
const byAuth = (...modes: TEndpoint["auth"][]) => all.filter((c) => modes.includes(c.endpoint.auth));
const realAdminOnly = all.filter((c) => roleLimited(c.endpoint));
const forUsers = (cells: TCell[]) => cells.filter((c) => !roleLimited(c.endpoint));
const sessionOrDigest = all.filter((c) => SESSION_OR_DIGEST.has(c.endpoint.id));
const keyWithoutDigest = (cells: TCell[]) => cells.filter((c) => !SESSION_OR_DIGEST.has(c.endpoint.id));
const mutating = all.filter((c) => c.endpoint.mutates);
const readOnly = all.filter((c) => !c.endpoint.mutates && !c.endpoint.changesSession && c.endpoint.auth !== "digest");
/** Login and logout: a browser must send them from this site (DECISIONS 17). */
const sessionChanges = allAliases.filter((c) => c.endpoint.changesSession);
/** Every read that offers jsonp, asked for as jsonp (a script tag on another site). */
const jsonpReads = readOnly
  .filter((c) => c.endpoint.formats !== "png")
  .map((c) => ({ ...c, url: c.url.replace("type=json", "type=jsonp&callback=steal") }));
/** Endpoints about keys, users, passwords, impersonation and administration: never for a key-only key. */
const ACCOUNT =
  /^(apikey|servicekey|users|user|impersonation|companies|departments|audit|sessions)(\.|$)|^auth\.changepassword$/;
const keyOnlyReads = (cell: TCell) =>
  cell.method === "GET" &&
  !cell.endpoint.mutates &&
  cell.endpoint.auth !== "admin" &&
  cell.endpoint.auth !== "digest" &&
  cell.endpoint.auth !== "editor" &&
  !ACCOUNT.test(cell.endpoint.id);
/** Reads only editors and admins may make (correction history, suggested merges): a role question, not a key one. */
const editorRead = (c: TCell) => c.endpoint.auth === "editor" && c.method === "GET" && !c.endpoint.mutates;
const keyOnlyRefused = allAliases.filter(
  (c) =>
    !keyOnlyReads(c) &&
    !editorRead(c) &&
    c.endpoint.auth !== "digest" &&
    (c.endpoint.auth !== "none" || c.method !== "GET"),
);

let plainKey: TTestKey;
let adminKey: TTestKey;
let keyOnlyKey: TTestKey;
let adminKeyOnlyKey: TTestKey;
let adminCookie: string;
let editorKey: TTestKey;

beforeAll(async () => {
  const plain = await createTestUser();
  const admin = await createTestUser({ admin: true });
  plainKey = await createTestKey(plain.username);
  keyOnlyKey = await createTestKey(plain.username, false);
  const { createUser } = await import("@/lib/server/users/create-user");
  const editor = await createUser({ username: uniqueName("editor"), password: "editor-password-1", editor: true });
  editorKey = await createTestKey(editor.username);
  adminKey = await createTestKey(admin.username);
  adminKeyOnlyKey = await createTestKey(admin.username, false);
  // The cookie's admin is another admin: the key cells end every session of the key's user
  // (POST /v1/sessions/endothers with a key), which must not sign the cookie out.
  adminCookie = await loginCookie(await createTestUser({ admin: true }));
});

describe("authorisation matrix over every endpoint", () => {
  it("covers every endpoint and method of the registry", () => {
    expect(all.length).toBe(ENDPOINTS.reduce((n, e) => n + e.methods.length, 0));
    expect(mutating.length).toBeGreaterThan(50);
    expect(byAuth("admin").length).toBeGreaterThan(20);
    expect(byAuth("digest").length).toBe(2);
    // Every mutating endpoint is refused to a key-only key, and the reads it keeps are plain GETs.
    expect(mutating.every((c) => !keyOnlyReads(c))).toBe(true);
    expect(all.filter(keyOnlyReads).length).toBeGreaterThan(50);
    expect(keyOnlyRefused.length).toBeGreaterThan(mutating.length);
  });

  it("refuses every cell it must, with the auth layer's Code, and the refused batch changes no row", async () => {
    const before = await rowCounts();
    const refused = {
      anonymous: await mismatches(
        allAliases.filter((c) => c.endpoint.auth !== "none"),
        { kind: "anonymous" },
        (o) => o.status === 401 && o.code === "AUTHENTICATION_REQUIRED",
      ),
      userOnAdmin: await mismatches(
        byAuth("admin"),
        { kind: "key", key: keyOnlyKey, signed: false },
        (o) => o.status === 403 && o.code === "FORBIDDEN",
      ),
      keyOnly: await mismatches(keyOnlyRefused, { kind: "key", key: keyOnlyKey, signed: false }, refusedByAuth),
      signedKeyOnly: await mismatches(keyOnlyRefused, { kind: "key", key: keyOnlyKey, signed: true }, refusedByAuth),
      adminKeyOnly: await mismatches(
        keyOnlyRefused,
        { kind: "key", key: adminKeyOnlyKey, signed: false },
        (o) => o.status === 403 && o.code === "KEY_ONLY_READS_ONLY",
      ),
      signedUserOnAdmin: await mismatches(
        byAuth("admin"),
        { kind: "key", key: plainKey, signed: true },
        (o) => o.status === 403 && o.code === "FORBIDDEN",
      ),
      userOnRealAdminOnly: await mismatches(
        realAdminOnly,
        { kind: "key", key: plainKey, signed: true },
        (o) => o.status === 403 && o.code === "FORBIDDEN",
      ),
      userOnSessionOrDigest: await mismatches(
        sessionOrDigest,
        { kind: "key", key: plainKey, signed: false },
        (o) => o.status === 401 && o.code === "DIGEST_REQUIRED",
      ),
      keyOnlyOnSessionOrDigest: await mismatches(
        sessionOrDigest,
        { kind: "key", key: keyOnlyKey, signed: false },
        (o) => o.status === 401 && o.code === "DIGEST_REQUIRED",
      ),
      userOnDigest: await mismatches(
        byAuth("digest"),
        { kind: "key", key: keyOnlyKey, signed: false },
        (o) => o.status === 401 && o.code === "DIGEST_REQUIRED",
      ),
      cookieOnDigest: await mismatches(
        byAuth("digest"),
        { kind: "cookie", cookie: adminCookie, site: "same-origin" },
        (o) => o.status === 401 && o.code === "DIGEST_REQUIRED",
      ),
      digestRequiredKey: await mismatches(
        all,
        { kind: "key", key: plainKey, signed: false },
        (o) => o.status === 401 && o.code === "DIGEST_REQUIRED",
      ),
      crossSiteCookie: await mismatches(
        mutating,
        { kind: "cookie", cookie: adminCookie, site: "cross-site" },
        (o) => o.status === 403 && o.code === "CROSS_SITE_REQUEST",
      ),
      foreignOriginCookie: await mismatches(
        mutating,
        { kind: "cookie", cookie: adminCookie, site: "foreign-origin" },
        (o) => o.status === 403 && o.code === "CROSS_SITE_REQUEST",
      ),
      contradictoryCookie: await mismatches(
        mutating,
        { kind: "cookie", cookie: adminCookie, site: "contradictory" },
        (o) => o.status === 403 && o.code === "CROSS_SITE_REQUEST",
      ),
      crossSiteJsonp: await mismatches(
        jsonpReads,
        { kind: "cookie", cookie: adminCookie, site: "cross-site" },
        (o) => o.status === 403 && o.code === "CROSS_SITE_REQUEST",
      ),
      crossSiteSession: await mismatches(
        sessionChanges,
        { kind: "cookie", cookie: "", site: "cross-site" },
        (o) => o.status === 403 && o.code === "CROSS_SITE_REQUEST",
      ),
      contradictorySession: await mismatches(
        sessionChanges,
        { kind: "cookie", cookie: adminCookie, site: "contradictory" },
        (o) => o.status === 403 && o.code === "CROSS_SITE_REQUEST",
      ),
    };
    expect(refused).toEqual({
      anonymous: [],
      userOnAdmin: [],
      keyOnly: [],
      signedKeyOnly: [],
      adminKeyOnly: [],
      signedUserOnAdmin: [],
      userOnRealAdminOnly: [],
      userOnSessionOrDigest: [],
      keyOnlyOnSessionOrDigest: [],
      userOnDigest: [],
      cookieOnDigest: [],
      digestRequiredKey: [],
      crossSiteCookie: [],
      foreignOriginCookie: [],
      contradictoryCookie: [],
      crossSiteJsonp: [],
      crossSiteSession: [],
      contradictorySession: [],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it("lets through every cell it must (any answer but an auth refusal, and never a 500)", async () => {
    const allowed = {
      anonymousOnOpen: await mismatches(byAuth("none"), { kind: "anonymous" }, through),
      keyOnlyReads: await mismatches(
        keyWithoutDigest(all.filter(keyOnlyReads)),
        { kind: "key", key: keyOnlyKey, signed: false },
        through,
      ),
      signedUserKey: await mismatches(
        forUsers(byAuth("user", "none", "digest")),
        { kind: "key", key: plainKey, signed: true },
        through,
      ),
      signedAdminKey: await mismatches(all, { kind: "key", key: adminKey, signed: true }, through),
      adminKeyOnlyReads: await mismatches(
        keyWithoutDigest(all.filter(keyOnlyReads)),
        { kind: "key", key: adminKeyOnlyKey, signed: false },
        through,
      ),
      signedEditorKey: await mismatches(byAuth("editor"), { kind: "key", key: editorKey, signed: true }, through),
      sameSiteCookie: await mismatches(mutating, { kind: "cookie", cookie: adminCookie, site: "same-origin" }, through),
      ownOriginCookie: await mismatches(mutating, { kind: "cookie", cookie: adminCookie, site: "own-origin" }, through),
      unmarkedCookie: await mismatches(mutating, { kind: "cookie", cookie: adminCookie, site: "unmarked" }, through),
      crossSiteRead: await mismatches(readOnly, { kind: "cookie", cookie: adminCookie, site: "cross-site" }, through),
    };
    expect(allowed).toEqual({
      anonymousOnOpen: [],
      keyOnlyReads: [],
      signedUserKey: [],
      signedAdminKey: [],
      adminKeyOnlyReads: [],
      signedEditorKey: [],
      sameSiteCookie: [],
      ownOriginCookie: [],
      unmarkedCookie: [],
      crossSiteRead: [],
    });
  });
});

// ---------------------------------------------------------------------------------------------------
// Owned resources: user B cannot see or change A's.

type TUser = Awaited<ReturnType<typeof signedInUser>>;
type TReply = { status: number; body: Record<string, unknown> & { Code?: string } };

async function call(who: { key: TTestKey }, method: string, path: string, body?: unknown): Promise<TReply> {
  const url = api(`${path}${path.includes("?") ? "&" : "?"}type=json`);
  const text = body === undefined ? undefined : JSON.stringify(body);
  const response = await fetch(signUrl(who.key, method, url, text), {
    method,
    body: text,
    headers: text ? { "Content-Type": "application/json" } : undefined,
  });
  const raw = await response.text();
  return { status: response.status, body: raw ? (JSON.parse(raw) as TReply["body"]) : {} };
}

async function expectStatus(who: { key: TTestKey }, method: string, path: string, status: number, body?: unknown) {
  const reply = await call(who, method, path, body);
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(status);
  return reply.body;
}

describe("an impersonating admin over every endpoint", () => {
  it("has the user's rights: admin endpoints 403, credentials 403 NOT_WHILE_IMPERSONATING, the rest through", async () => {
    const [boss, target] = await Promise.all([signedInUser({ admin: true }), signedInUser()]);
    const made = await expectStatus(boss, "POST", "/v1/impersonation", 201, {
      UserName: target.user.username,
      Reason: "authorisation matrix",
    });
    await expectStatus(target, "POST", `/v1/impersonation/${made.Id}/approve`, 200);
    await expectStatus(boss, "POST", `/v1/impersonation/${made.Id}/activate`, 200);
    const credentials = new Set([
      "auth.changepassword",
      "apikey.create",
      "apikey.revoke",
      "sessions.list",
      "sessions.end",
      "sessions.end-others",
    ]);
    const impersonating: TCaller = { kind: "key", key: boss.key, signed: true };
    try {
      expect((await expectStatus(boss, "GET", "/v1/loginstatus", 200)).UserName).toBe(target.user.username);
      // Every request made while impersonating is audited: that table grows, no other.
      const withoutAudit = async () => {
        const { impersonation_audit: _, ...rest } = await rowCounts();
        return rest;
      };
      const before = await withoutAudit();
      const refused = {
        admin: await mismatches(byAuth("admin"), impersonating, (o) => o.status === 403 && o.code === "FORBIDDEN"),
        credentials: await mismatches(
          all.filter((c) => credentials.has(c.endpoint.id)),
          impersonating,
          (o) => o.status === 403 && o.code === "NOT_WHILE_IMPERSONATING",
        ),
      };
      expect(refused).toEqual({ admin: [], credentials: [] });
      expect(await withoutAudit()).toEqual(before);
      // Impersonation's own steps are left out: deactivating would end the impersonation mid-batch.
      const rest = byAuth("user", "none", "digest").filter(
        (c) => !credentials.has(c.endpoint.id) && !c.endpoint.id.startsWith("impersonation."),
      );
      expect(await mismatches(rest, impersonating, through)).toEqual([]);
      expect((await expectStatus(boss, "GET", "/v1/loginstatus", 200)).UserName).toBe(target.user.username);
    } finally {
      await expectStatus(boss, "POST", "/v1/impersonation/deactivate", 200);
      await expectStatus(boss, "POST", `/v1/impersonation/${made.Id}/close`, 200);
    }
  });
});

describe("owned resources another user cannot reach", () => {
  let alice: TUser;
  let bob: TUser;
  let admin: TUser;

  beforeAll(async () => {
    [alice, bob, admin] = await Promise.all([signedInUser(), signedInUser(), signedInUser({ admin: true })]);
  });

  it("report orders, sections and items: 404 to another user, and the owner's data is unchanged", async () => {
    const report = await expectStatus(alice, "POST", "/v1/reports", 201, {
      Title: uniqueName("Brief"),
      Sections: ["Europe"],
    });
    const sections = (await expectStatus(alice, "GET", `/v1/reports/${report.Id}/sections`, 200)).Items as {
      Id: number;
    }[];
    const order = await expectStatus(alice, "POST", "/v1/reportorders", 201, {
      ReportId: report.Id,
      Format: "html",
      IntervalHours: 24,
    });
    const orderBefore = await expectStatus(alice, "GET", `/v1/reportorders/${order.Id}`, 200);
    const reportBefore = await expectStatus(alice, "GET", `/v1/reports/${report.Id}`, 200);

    await expectStatus(bob, "GET", `/v1/reportorders/${order.Id}`, 404);
    await expectStatus(bob, "PATCH", `/v1/reportorders/${order.Id}`, 404, { Enabled: false });
    await expectStatus(bob, "DELETE", `/v1/reportorders/${order.Id}`, 404);
    expect((await expectStatus(bob, "GET", "/v1/reportorders", 200)).TotalCount).toBe(0);
    // Bob cannot order a report of Alice's either.
    await expectStatus(bob, "POST", "/v1/reportorders", 404, { ReportId: report.Id, Format: "html" });

    await expectStatus(bob, "PATCH", `/v1/reports/${report.Id}`, 404, { Title: "Mine now" });
    await expectStatus(bob, "POST", `/v1/reports/${report.Id}/sections`, 404, { Title: "Intruder" });
    await expectStatus(bob, "PATCH", `/v1/reports/${report.Id}/sections/${sections[0]!.Id}`, 404, { Position: 0 });
    await expectStatus(bob, "DELETE", `/v1/reports/${report.Id}/sections/${sections[0]!.Id}`, 404);
    await expectStatus(bob, "POST", `/v1/reports/${report.Id}/items`, 404, { ItemRefs: ["5_1"] });
    await expectStatus(bob, "DELETE", `/v1/reports/${report.Id}/items/5_1`, 404);

    expect(await expectStatus(alice, "GET", `/v1/reportorders/${order.Id}`, 200)).toEqual(orderBefore);
    expect(await expectStatus(alice, "GET", `/v1/reports/${report.Id}`, 200)).toEqual(reportBefore);
  });

  it("impersonations: a stranger sees none of them, and each step is only for its own party", async () => {
    const made = await expectStatus(admin, "POST", "/v1/impersonation", 201, {
      UserName: alice.user.username,
      Reason: "ticket authz",
    });
    const id = made.Id as number;
    try {
      await expectStatus(bob, "GET", `/v1/impersonation/${id}`, 404);
      await expectStatus(bob, "GET", `/v1/impersonation/${id}/audit`, 404);
      expect((await expectStatus(bob, "GET", "/v1/impersonation", 200)).TotalCount).toBe(0);
      for (const step of ["approve", "revoke", "activate", "deactivate", "close"]) {
        const reply = await call(bob, "POST", `/v1/impersonation/${id}/${step}`);
        expect([403, 404], `${step}: ${JSON.stringify(reply.body)}`).toContain(reply.status);
      }
      // The admin cannot approve for the user; the user cannot activate or close for the admin.
      await expectStatus(admin, "POST", `/v1/impersonation/${id}/approve`, 403);
      await expectStatus(alice, "POST", `/v1/impersonation/${id}/activate`, 403);
      await expectStatus(alice, "POST", `/v1/impersonation/${id}/close`, 403);
      expect((await expectStatus(alice, "GET", `/v1/impersonation/${id}`, 200)).Status).toBe(made.Status);
    } finally {
      await call(admin, "POST", `/v1/impersonation/${id}/close`);
    }
  });

  it("API keys: another user's list never shows them", async () => {
    const extra = await expectStatus(alice, "POST", "/v1/apikey", 201, { Description: "alice's script" });
    const bobs = JSON.stringify(await expectStatus(bob, "GET", "/v1/apikey", 200));
    expect(bobs).not.toContain(extra.ApiKey as string);
    expect(bobs).not.toContain(alice.key.ApiKey);
    await expectStatus(bob, "DELETE", `/v1/apikey/${extra.ApiKey}`, 404);
    await expectStatus(alice, "GET", "/v1/apikey", 200);
  });

  it("projects, tabs and widgets through the v1 and export paths: 404 to another user", async () => {
    const project = await expectStatus(alice, "GET", `/project/add/Scrapbook?description=${uniqueName("Authz")}`, 200);
    const projectRef = (project.Projects as { ProjectRef: string }[])[0]!.ProjectRef;
    expect(projectRef).toMatch(/^15_\d+$/);
    await expectStatus(alice, "GET", `/v1/projects/${projectRef}`, 200);
    await expectStatus(bob, "GET", `/v1/projects/${projectRef}`, 404);
    await expectStatus(bob, "GET", `/project/export?projectRef=${projectRef}&exportFormat=docx`, 404);

    const tab = (await expectStatus(alice, "GET", `/mypagetab/create?description=${uniqueName("Tab")}`, 200))
      .WidgetProject as {
      Id: string;
      ProjectItemId: number;
    };
    const widget = (
      await expectStatus(
        alice,
        "GET",
        `/widget/save?tabId=${tab.Id}&widgetJSON=${encodeURIComponent(JSON.stringify({ Key: "Note" }))}`,
        200,
      )
    ).Widget as { Id: string };
    await expectStatus(alice, "GET", `/v1/mypagetabs/${tab.ProjectItemId}`, 200);
    await expectStatus(bob, "GET", `/v1/mypagetabs/${tab.ProjectItemId}`, 404);
    await expectStatus(bob, "GET", `/v1/mypagetabs/${tab.ProjectItemId}/projects`, 404);
    await expectStatus(bob, "GET", `/mypagetab/export?tabId=${tab.Id}&exportFormat=docx`, 404);
    await expectStatus(bob, "GET", `/widget/export?widgetId=${widget.Id}&exportFormat=docx`, 404);
    await expectStatus(
      bob,
      "GET",
      `/mypagetab/islatestversion?tabId=${tab.Id}&lastUpdatedUtc=2024-05-01T10:00:00Z`,
      404,
    );
  });

  it("entity requests: the requester can neither list nor decide them, and property writes are admin-only", async () => {
    const desc = uniqueName("Authz Robotics");
    await expectStatus(alice, "GET", `/entity/request?desc=${encodeURIComponent(desc)}&entityType=Company`, 200);
    const pending = (await expectStatus(admin, "GET", "/entity/requests?pageSize=500", 200)).Items as {
      Id: number;
      Description?: string;
    }[];
    const mine = pending.find((r) => JSON.stringify(r).includes(desc));
    expect(mine, "the request is listed for the admin").toBeTruthy();
    await expectStatus(alice, "GET", "/entity/requests", 403);
    await expectStatus(alice, "GET", `/entity/requests/approve?id=${mine!.Id}`, 403);
    await expectStatus(bob, "GET", `/entity/requests/reject?id=${mine!.Id}`, 403);
    expect(JSON.stringify(await expectStatus(admin, "GET", "/entity/requests?pageSize=500", 200))).toContain(desc);

    const before = await pool().query("SELECT count(*) AS n FROM entity_properties");
    await expectStatus(alice, "POST", "/v1/properties", 403, { ItemRef: "11_1", Name: "Ticker", Value: "X" });
    await expectStatus(alice, "PUT", "/v1/properties", 403, { ItemRef: "5_1", Name: "region", Value: ["emea"] });
    await expectStatus(alice, "DELETE", "/v1/properties?itemRef=11_1&name=Ticker", 403);
    expect((await pool().query("SELECT count(*) AS n FROM entity_properties")).rows).toEqual(before.rows);
  });
});
