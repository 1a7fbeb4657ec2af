import { createHmac, randomBytes } from "node:crypto";
import { afterAll, expect, inject } from "vitest";

// Services run in the test process against the suite's database, sealed with the server's secret.
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SESSION_SECRET = inject("sessionSecret");

export const baseUrl = inject("baseUrl");

// Close the pool the services opened in this test file, so the worker can exit promptly.
afterAll(async () => {
  const { closePool } = await import("@/lib/server/db/pool");
  await closePool();
});
export const api = (pathAndQuery: string) => `${baseUrl}/api${pathAndQuery}`;

export type TTestUser = { username: string; password: string; id: number };
export type TTestKey = { ApiKey: string; SharedKey: string };

export function uniqueName(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}`;
}

export async function createTestUser(opts: { admin?: boolean; firstName?: string } = {}): Promise<TTestUser> {
  const { createUser } = await import("@/lib/server/users/create-user");
  const username = uniqueName(opts.admin ? "admin" : "user");
  const password = `pw-${randomBytes(8).toString("hex")}`;
  const user = await createUser({
    username,
    password,
    admin: opts.admin,
    firstName: opts.firstName ?? "Test",
    lastName: "User",
  });
  return { username, password, id: user.id };
}

/** A key that needs its digest (the default), or with `digestRequired: false` a key-only key (reads only). */
export async function createTestKey(username: string, digestRequired = true): Promise<TTestKey> {
  const { createApiKey } = await import("@/lib/server/auth/manage-api-keys");
  const key = await createApiKey({ username, digestRequired });
  return { ApiKey: key.apiKey, SharedKey: key.sharedKey };
}

/** Base64 HMAC-SHA1 of `METHOD URL` (+ body), computed independently of the service's code. */
export function digestOf(secret: string, method: string, url: string, body?: string | Buffer): string {
  const hmac = createHmac("sha1", secret).update(`${method} ${url}`, "utf8");
  if (body !== undefined) hmac.update(body);
  return hmac.digest("base64");
}

/** Signs like the public Node sample: digest URL-encoded, keys appended after the signed URL. */
export function signUrl(key: TTestKey, method: string, url: string, body?: string | Buffer): string {
  const digest = encodeURIComponent(digestOf(key.SharedKey, method, url, body));
  return `${url}${url.includes("?") ? "&" : "?"}apiKey=${key.ApiKey}&digest=${digest}`;
}

export async function signedFetch(key: TTestKey, url: string, init: { method?: string; body?: string } = {}) {
  const method = init.method ?? "GET";
  return fetch(signUrl(key, method, url, init.body), {
    method,
    body: init.body,
    headers: init.body ? { "Content-Type": "application/json" } : undefined,
  });
}

/** Signs in through the API and returns the Cookie header value. */
export async function loginCookie(user: { username: string; password: string }): Promise<string> {
  const response = await fetch(api("/v1/login/?type=json"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ Username: user.username, Password: user.password }),
  });
  const body = (await response.json()) as { Status: string };
  if (body.Status !== "Success") throw new Error(`login failed: ${JSON.stringify(body)}`);
  const cookie = response.headers.get("set-cookie");
  if (!cookie) throw new Error("no session cookie was set");
  return cookie.split(";")[0]!;
}

/** A signed-in user and an API key for them, ready to call the API. */
export async function signedInUser(opts: { admin?: boolean } = {}) {
  const user = await createTestUser(opts);
  const key = await createTestKey(user.username);
  return { user, key, get: (path: string) => signedFetch(key, api(path)) };
}

/** `json(path)` expects a 200 JSON answer and returns it; `expectBad(path, needle)` a 400 naming `needle`. */
export function jsonCalls(send: (path: string) => Promise<Response>) {
  return {
    withJson,
    json: async <T>(path: string): Promise<T> => {
      const response = await send(withJson(path));
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as T;
    },
    expectBad: async (path: string, needle: string) => {
      const response = await send(withJson(path));
      expect(response.status, path).toBe(400);
      expect((await response.json()).Error, path).toContain(needle);
    },
  };
}

/** `path` with `type=json` added to its query. */
export const withJson = (path: string) => `${path}${path.includes("?") ? "&" : "?"}type=json`;

/** A JSON answer as the platform tests read it: any fields, a list's Items, an error's Error and Code. */
export type TJsonAnswer = Record<string, unknown> & {
  Items?: Record<string, unknown>[];
  Error?: string;
  Code?: string;
};

/** A signed JSON call; the body (an object, or raw text for broken JSON) is sent as is. */
export async function signedJsonCall(key: TTestKey, method: string, path: string, body?: unknown) {
  const text = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
  const response = await signedFetch(key, api(withJson(path)), { method, body: text });
  const raw = await response.text();
  return { status: response.status, body: (raw ? JSON.parse(raw) : {}) as TJsonAnswer, raw };
}

/** A signed JSON call that must answer `status`; its body. */
export async function expectSignedStatus(key: TTestKey, method: string, path: string, status: number, body?: unknown) {
  const result = await signedJsonCall(key, method, path, body);
  expect(result.status, `${method} ${path}: ${result.raw}`).toBe(status);
  return result.body;
}

/**
 * A signed call to a server of a test's own (`apiBase`: its …/api): a JSON body with its content type; the
 * answer parsed as JSON, or its text when it is not JSON.
 */
export async function signedCallTo(apiBase: string, key: TTestKey, method: string, path: string, body?: unknown) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const response = await fetch(signUrl(key, method, `${apiBase}${path}`, text), {
    method,
    body: text,
    headers: text ? { "Content-Type": "application/json" } : undefined,
  });
  const raw = await response.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = JSON.parse(raw);
  } catch {
    json = raw;
  }
  return { status: response.status, body: json, raw };
}

/** A JSON GET as a signed-in user (`who.get`): its status and body. */
export async function userCall<T = Record<string, unknown>>(
  who: { get: (path: string) => Promise<Response> },
  path: string,
): Promise<{ status: number; body: T }> {
  const response = await who.get(withJson(path));
  return { status: response.status, body: (await response.json()) as T };
}

/** A JSON GET as a signed-in user that must answer 200; its body. */
export async function userOk<T = Record<string, unknown>>(
  who: { get: (path: string) => Promise<Response> },
  path: string,
): Promise<T> {
  const { status, body } = await userCall<T>(who, path);
  expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}
