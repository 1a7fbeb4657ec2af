import http from "node:http";
import { describe, expect, it } from "vitest";
import { api, baseUrl, createTestKey, createTestUser, digestOf, signedFetch, signUrl } from "../support/api-fixtures";

// DECISIONS 14/15 and the public sample clients (Node, Python, Go) in how they build the URL.
describe("API key and digest authentication", () => {
  async function keyed(digestRequired = true) {
    const user = await createTestUser();
    return { user, key: await createTestKey(user.username, digestRequired) };
  }

  it("accepts the Node sample's signing (digest URL-encoded)", async () => {
    const { key, user } = await keyed();
    const response = await signedFetch(key, api("/user?type=json"));
    expect(response.status).toBe(200);
    expect((await response.json()).UserName).toBe(user.username);
  });

  it("accepts the Python sample's signing (digest not URL-encoded: + arrives as a space)", async () => {
    const { key } = await keyed();
    // Find a URL whose digest contains a '+', as real clients eventually will.
    let url = "";
    let digest = "";
    for (let i = 0; !digest.includes("+"); i++) {
      url = api(`/user/access?resources=api&type=json&_=${i}`);
      digest = digestOf(key.SharedKey, "GET", url);
    }
    const response = await fetch(`${url}&apiKey=${key.ApiKey}&digest=${digest}`);
    expect(response.status).toBe(200);
  });

  it("accepts the Go sample's signing (query-escaped digest) and a POST with its body", async () => {
    const { key } = await keyed();
    const url = api("/user?type=json");
    const go = `${url}&apiKey=${key.ApiKey}&digest=${encodeURIComponent(digestOf(key.SharedKey, "GET", url))}`;
    expect((await fetch(go)).status).toBe(200);
    const body = JSON.stringify({ Password: "wrong-password", NewPassword: "does-not-matter" });
    const post = await signedFetch(key, api("/v1/changepassword?type=json"), { method: "POST", body });
    expect(post.status).toBe(403); // authenticated; the current password is wrong
  });

  it("verifies the URL exactly as sent: commas, quotes and odd characters stay unencoded", async () => {
    const { key } = await keyed();
    // fetch() would re-encode the quote, so the request line is sent byte for byte with node:http.
    const url = api("/user/access?resources=api,ads,'x'|y~z*&type=json");
    const path = new URL(url).pathname + url.slice(url.indexOf("?"));
    const digest = encodeURIComponent(digestOf(key.SharedKey, "GET", url));
    const response = await rawGet(`${path}&apiKey=${key.ApiKey}&digest=${digest}`);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).Resources).toEqual({ api: true, ads: false, "'x'|y~z*": false });
  });

  it("rejects a wrong secret, a changed query string and a changed POST body with 401", async () => {
    const { key } = await keyed();
    const wrongSecret = signUrl({ ...key, SharedKey: "not-the-secret" }, "GET", api("/user?type=json"));
    expect((await fetch(wrongSecret)).status).toBe(401);

    const signed = signUrl(key, "GET", api("/user?type=json"));
    expect((await fetch(signed.replace("type=json", "type=xml"))).status).toBe(401);

    const body = JSON.stringify({ Password: "a", NewPassword: "b" });
    const url = signUrl(key, "POST", api("/v1/changepassword?type=json"), body);
    const tampered = await fetch(url, {
      method: "POST",
      body: body.replace('"a"', '"c"'),
      headers: { "Content-Type": "application/json" },
    });
    expect(tampered.status).toBe(401);
    expect((await tampered.json()).Code).toBe("INVALID_DIGEST");
  });

  it("rejects a signature made for another method", async () => {
    const { key } = await keyed();
    const url = signUrl(key, "POST", api("/user?type=json"));
    expect((await fetch(url)).status).toBe(401);
  });

  it("refuses a key without its digest unless the key was created key-only (DECISIONS 15)", async () => {
    const strict = await keyed();
    const refused = await fetch(api(`/search/documents?q=hurricane&type=json&apiKey=${strict.key.ApiKey}`));
    expect(refused.status).toBe(401);
    expect((await refused.json()).Code).toBe("DIGEST_REQUIRED");
    expect((await signedFetch(strict.key, api("/user?type=json"))).status).toBe(200);
    const open = await keyed(false);
    expect((await fetch(api(`/search/documents?q=hurricane&type=json&apiKey=${open.key.ApiKey}`))).status).toBe(200);
  });

  it("a key-only key reads and nothing else: no writes, keys, user or password endpoints", async () => {
    const { key, user } = await keyed(false);
    const bare = (path: string) => api(`${path}${path.includes("?") ? "&" : "?"}apiKey=${key.ApiKey}`);
    const description = `KeyOnly-${Date.now()}`;
    const attempts: [string, string, string?][] = [
      ["GET", "/user?type=json"],
      ["GET", "/user/property?propertyDescription=Theme&type=json"],
      ["GET", `/project/add/Scrapbook?description=${description}&type=json`],
      ["POST", "/v1/apikey?type=json", JSON.stringify({ Description: "minted" })],
      ["GET", "/v1/apikey?type=json"],
      ["POST", "/v1/changepassword?type=json", JSON.stringify({ Password: "x", NewPassword: "y-long-enough" })],
      ["GET", "/v1/impersonation?type=json"],
    ];
    for (const [method, path, body] of attempts) {
      for (const url of [bare(path), signUrl(key, method, api(path), body)]) {
        const response = await fetch(url, {
          method,
          body,
          headers: body ? { "Content-Type": "application/json" } : {},
        });
        const answer = await response.json();
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(answer.Code).toBe("KEY_ONLY_READS_ONLY");
        expect(answer.SharedKey).toBeUndefined();
      }
    }
    const { listApiKeys } = await import("@/lib/server/auth/manage-api-keys");
    expect((await listApiKeys(user.username)).length).toBe(1); // no key was minted
    // It still reads: its own projects (the refused add created none).
    const projects = await fetch(bare("/projects?type=json"));
    expect(projects.status).toBe(200);
    expect(await projects.text()).not.toContain(description);
  });

  it("migrates keys made before the rule to digest-required (migration 0013), and defaults new rows so", async () => {
    const fs = await import("node:fs");
    const { pool } = await import("@/lib/server/db/pool");
    const { key } = await keyed(false);
    const sql = fs.readFileSync("prisma/migrations/0016_keys_need_digest/migration.sql", "utf8");
    const client = await pool().connect();
    try {
      await client.query("BEGIN");
      await client.query(sql);
      const { rows } = await client.query<{ digest_required: boolean }>(
        "SELECT digest_required FROM api_keys WHERE key = $1",
        [key.ApiKey],
      );
      expect(rows[0]!.digest_required).toBe(true);
      const { rows: unset } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM api_keys WHERE NOT digest_required",
      );
      expect(unset[0]!.n).toBe(0);
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
    const { rows: column } = await pool().query<{ column_default: string }>(
      "SELECT column_default FROM information_schema.columns WHERE table_name = 'api_keys' AND column_name = 'digest_required'",
    );
    expect(column[0]!.column_default).toBe("true");
  });

  it("creates keys that need their digest unless DigestRequired is false", async () => {
    const { key } = await keyed();
    const made = async (body: Record<string, unknown>) => {
      const text = JSON.stringify(body);
      const response = await signedFetch(key, api("/v1/apikey?type=json"), { method: "POST", body: text });
      expect(response.status).toBe(201);
      return (await response.json()) as { ApiKey: string; SharedKey: string; DigestRequired: boolean };
    };
    const byDefault = await made({ Description: "default" });
    expect(byDefault.DigestRequired).toBe(true);
    expect((await fetch(api(`/search/documents?q=x&type=json&apiKey=${byDefault.ApiKey}`))).status).toBe(401);
    const keyOnly = await made({ Description: "reader", DigestRequired: false });
    expect(keyOnly.DigestRequired).toBe(false);
    expect((await fetch(api(`/search/documents?q=x&type=json&apiKey=${keyOnly.ApiKey}`))).status).toBe(200);
  });

  it("rejects unknown and revoked keys, and a digest without a key", async () => {
    const { key } = await keyed();
    expect((await fetch(api("/user?type=json&apiKey=nope"))).status).toBe(401);
    expect((await fetch(api("/user?type=json&digest=abc"))).status).toBe(401);
    const { revokeApiKey } = await import("@/lib/server/auth/manage-api-keys");
    await revokeApiKey(key.ApiKey);
    expect((await signedFetch(key, api("/user?type=json"))).status).toBe(401);
  });

  it("refuses with a named 401 a key whose secret was sealed under another service secret", async () => {
    const { key } = await keyed();
    const { pool } = await import("@/lib/server/db/pool");
    // As after a change of SESSION_SECRET: the sealed secret no longer opens (its tag does not match).
    await pool().query(
      "UPDATE api_keys SET secret_ciphertext = regexp_replace(secret_ciphertext, '^(v1\\.[^.]+\\.)[^.]', '\\1' || CASE WHEN substr(split_part(secret_ciphertext, '.', 3), 1, 1) = 'A' THEN 'B' ELSE 'A' END) WHERE key = $1",
      [key.ApiKey],
    );
    for (const response of [
      await signedFetch(key, api("/user?type=json")),
      await fetch(api(`/user?type=json&apiKey=${key.ApiKey}`)),
    ]) {
      expect(response.status).toBe(401);
      expect((await response.json()).Code).toBe("API_KEY_UNREADABLE");
    }
  });

  it("ignores a client-supplied raw-URL header (no replay of a digest onto another URL)", async () => {
    const { key } = await keyed();
    const signedPath = "/api/user?type=json";
    const signed = signUrl(key, "GET", api("/user?type=json"));
    const digest = new URL(signed).searchParams.get("digest")!;
    const other = api(`/user/access?type=json&apiKey=${key.ApiKey}&digest=${encodeURIComponent(digest)}`);
    const response = await fetch(other, { headers: { "x-nei-raw-url": signedPath } });
    expect(response.status).toBe(401);
  });
});

function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method: "GET" }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body }));
    });
    request.on("error", reject);
    request.end();
  });
}
