import { createHmac } from "node:crypto";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { api, baseUrl, signedInUser, type TTestKey } from "../support/api-fixtures";

// The public sample clients (api-spec "Authentication"), as they call the API: only base URL, key and
// secret differ. authenticate.py (urllib, digest appended as is, json.loads of the answer, -P posts a JSON
// body), digest.js (digest URL-encoded), and formsauth.js (cookie jar: e2e/api/browser-origin.test.ts).

/** authenticate.py: Base64 HMAC-SHA1 of "METHOD URL" + body, appended without URL-encoding. */
function pythonSigned(key: TTestKey, method: string, url: string, body?: string): string {
  const hmac = createHmac("sha1", key.SharedKey).update(`${method} ${url}`, "utf8");
  if (body !== undefined) hmac.update(body, "utf8");
  return `${url}${url.includes("?") ? "&" : "?"}apiKey=${key.ApiKey}&digest=${hmac.digest("base64")}`;
}

/** Like the Python sample: the answer must parse as JSON, whatever the content type says. */
async function pythonCall(key: TTestKey, url: string, post?: unknown) {
  const body = post === undefined ? undefined : JSON.stringify(post);
  const method = body === undefined ? "GET" : "POST";
  const response = await fetch(pythonSigned(key, method, url, body), {
    method,
    body,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
  });
  const text = await response.text();
  return { status: response.status, json: JSON.parse(text) as Record<string, unknown> };
}

describe("the Python sample authenticate.py", () => {
  it("-P posts to /v1/network and reads JSON without asking for it (DECISIONS 5, 22)", async () => {
    const { key } = await signedInUser();
    const answer = await pythonCall(key, api("/v1/network"), {
      query: "Iran",
      items: "",
      normalize: true,
      weightAlgorithm: "iwmc",
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).toHaveProperty("Nodes");
    expect(answer.json).toHaveProperty("Connections");
  });

  it("without -P signs a GET of a /v1/ endpoint and reads JSON", async () => {
    const { key } = await signedInUser();
    for (const path of ["/v1/heat?pageSize=5", "/v1/timezones", "/v1/apikey"]) {
      const answer = await pythonCall(key, api(path));
      expect(answer.status, path).toBe(200);
      expect(answer.json, path).toHaveProperty("LastUpdated");
    }
    // Errors under /v1/ are json too; other paths keep their xml default.
    const refused = await pythonCall(key, api("/v1/heat?pageSize=abc"));
    expect(refused.status).toBe(400);
    expect(refused.json.Code).toBe("INVALID_PARAMETER");
    const legacy = await fetch(pythonSigned(key, "GET", api("/user")));
    expect(legacy.headers.get("content-type")).toContain("xml");
  });
});

describe("the Node sample digest.js", () => {
  it("signs with a URL-encoded digest, GET and POST", async () => {
    const { key, user } = await signedInUser();
    const sign = (method: string, url: string, body = "") => {
      const digest = createHmac("sha1", key.SharedKey).update(`${method} ${url}${body}`).digest("base64");
      return `${url}${url.includes("?") ? "&" : "?"}apiKey=${key.ApiKey}&digest=${encodeURIComponent(digest)}`;
    };
    const got = await fetch(sign("GET", api("/user?type=json")));
    expect((await got.json()).UserName).toBe(user.username);
    const body = JSON.stringify({ query: "Iran", normalize: true, weightAlgorithm: "iwmc" });
    const posted = await fetch(sign("POST", api("/v1/network"), body), {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
    });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toHaveProperty("Nodes");
  });
});

/** Sends the request line byte for byte (fetch would re-encode it). */
function rawGet(path: string): Promise<{ status: number; type: string; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: url.hostname, port: url.port, path }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, type: String(response.headers["content-type"]), body }),
      );
    });
    request.on("error", reject);
  });
}

describe("errors found before an endpoint is matched answer in the format asked for (DECISIONS 9, 11)", () => {
  it("a URL over 16 kB: 414 in json, jsonp or xml as asked", async () => {
    const long = "x".repeat(17 * 1024);
    const json = await rawGet(`/api/search/documents?type=json&q=${long}`);
    expect(json.status).toBe(414);
    expect(JSON.parse(json.body).Code).toBe("URI_TOO_LONG");
    const jsonp = await rawGet(`/api/search/documents?type=jsonp&callback=cb&q=${long}`);
    expect(jsonp.status).toBe(414);
    expect(jsonp.body).toMatch(/^cb\(\{"Error"/);
    const xml = await rawGet(`/api/search/documents?q=${long}`);
    expect(xml.status).toBe(414);
    expect(xml.body).toContain("<Code>URI_TOO_LONG</Code>");
    const v1 = await rawGet(`/api/v1/heat?q=${long}`);
    expect(JSON.parse(v1.body).Code).toBe("URI_TOO_LONG");
  });

  it("bytes that are not UTF-8 in the query: 400 in json with type=json", async () => {
    const response = await rawGet("/api/search/documents?q=%C0%AE&type=json");
    expect(response.status).toBe(400);
    expect(response.type).toContain("json");
    expect(JSON.parse(response.body).Code).toBe("INVALID_URI");
    const path = await rawGet("/api/search/%C0%AE/x?type=json");
    expect(path.status).toBe(400);
    expect(JSON.parse(path.body).Code).toBe("INVALID_URI");
  });
});
