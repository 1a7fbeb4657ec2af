import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { api, baseUrl, signedInUser } from "../support/api-fixtures";

const xml = new XMLParser();

describe("gateway: paths, formats and the error model (DECISIONS 1-12)", () => {
  it("answers an unknown path with 400 invalid request URI in XML by default", async () => {
    const response = await fetch(api("/no/such/thing"));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const body = await response.text();
    expect(XMLValidator.validate(body)).toBe(true);
    expect(xml.parse(body).Error).toMatchObject({ Code: "INVALID_URI", LastUpdated: "0001-01-01T00:00:00" });
    expect(xml.parse(body).Error.Error).toMatch(/invalid request URI/);
  });

  it("answers an empty path segment with 400, not a redirect echoing a huge URL", async () => {
    const { get } = await signedInUser();
    const response = await get(`/v1/impersonation//close?type=json&x=${"é".repeat(2000)}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect((await response.json()).Error).toBeTruthy();
  });

  it("answers /api itself and pages outside the API differently", async () => {
    expect((await fetch(`${baseUrl}/api`)).status).toBe(400);
  });

  it("requires authentication: GET /api/user without credentials is 401 with an XML Error", async () => {
    const response = await fetch(api("/user"));
    expect(response.status).toBe(401);
    expect(xml.parse(await response.text()).Error.Code).toBe("AUTHENTICATION_REQUIRED");
  });

  it("matches paths and parameter names case-insensitively", async () => {
    const { key, user } = await signedInUser();
    const { signedFetch } = await import("../support/api-fixtures");
    const response = await signedFetch(key, `${baseUrl}/API/USER?TYPE=json`);
    expect(response.status).toBe(200);
    expect((await response.json()).UserName).toBe(user.username);
  });

  it("serves xml by default, json, and jsonp with a safe callback", async () => {
    const { get, user } = await signedInUser();
    const asXml = await get("/user");
    expect(asXml.headers.get("content-type")).toContain("application/xml");
    expect(xml.parse(await asXml.text()).User.UserName).toBe(user.username);

    const asXml2 = await get("/user?type=xml");
    expect(asXml2.status).toBe(200);

    const asJsonp = await get("/user?type=jsonp&callback=cb");
    expect(asJsonp.headers.get("content-type")).toContain("application/javascript");
    const text = await asJsonp.text();
    expect(text.startsWith("cb(") && text.endsWith(");")).toBe(true);
    expect(JSON.parse(text.slice(3, -2)).UserName).toBe(user.username);

    const viaFormat = await get("/user?format=json");
    expect((await viaFormat.json()).UserName).toBe(user.username);
  });

  it.each([
    ["/user?type=jsonp&callback=alert(1)", "INVALID_CALLBACK"],
    ["/user?type=jsonp", "INVALID_CALLBACK"],
    ["/user?type=yaml", "INVALID_FORMAT"],
    ["/user?type=json&format=xml", "CONFLICTING_FORMAT"],
    ["/user?type=atom10", "UNSUPPORTED_FORMAT"],
    ["/user?type=html", "UNSUPPORTED_FORMAT"],
    ["/user?pagesize=x&type=json", "UNSUPPORTED_PARAMETER"],
    ["/user?type=json&user=a&user=b", "DUPLICATE_PARAMETER"],
    ["/user/access?resources=" + "x".repeat(10) + "&type=json&%ZZ=1", "INVALID_URI"],
  ])("rejects %s with 400 %s", async (path, code) => {
    const { get } = await signedInUser();
    const response = await get(path);
    expect(response.status).toBe(400);
    const text = await response.text();
    const body = text.startsWith("<") ? xml.parse(text).Error : JSON.parse(text);
    expect(body.Code).toBe(code);
    expect(body.Error.length).toBeGreaterThan(5);
  });

  it("names the offending parameter", async () => {
    const { get } = await signedInUser();
    const body = await (await get("/user?pagesize=x&type=json")).json();
    expect(body.Error).toContain("pagesize");
  });

  it("answers the json-only login family in json and refuses xml", async () => {
    const status = await fetch(api("/v1/loginstatus"));
    expect(status.headers.get("content-type")).toContain("application/json");
    expect(await status.json()).toMatchObject({ Status: "unauthenticated" });
    const refused = await fetch(api("/v1/loginstatus?type=xml"));
    expect(refused.status).toBe(400);
    expect((await refused.json()).Code).toBe("UNSUPPORTED_FORMAT");
  });

  it("answers a wrong method with 405 and an Allow header", async () => {
    const response = await fetch(api("/v1/login/?type=json"));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("POST");
  });

  it("refuses a body over the limit with 413 and changes nothing", async () => {
    const response = await fetch(api("/v1/login/?type=json"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "x".repeat(1024 * 1024 + 10),
    });
    expect(response.status).toBe(413);
  });

  it("returns a request id, echoing a well-formed incoming one", async () => {
    const response = await fetch(api("/v1/healthstatus?type=json"), { headers: { "X-Request-Id": "trace-123" } });
    expect(response.headers.get("x-request-id")).toBe("trace-123");
    const other = await fetch(api("/v1/healthstatus?type=json"), { headers: { "X-Request-Id": "bad id <>" } });
    expect(other.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends security headers on API responses and pages", async () => {
    for (const url of [api("/v1/healthstatus?type=json"), api("/user"), `${baseUrl}/login`]) {
      const response = await fetch(url);
      expect(response.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(response.headers.get("content-security-policy"), url).toContain("frame-ancestors 'none'");
      expect(response.headers.get("referrer-policy"), url).toBe("strict-origin-when-cross-origin");
    }
  });

  it("reports health without authentication, in xml and json", async () => {
    const response = await fetch(api("/v1/healthstatus?type=json"));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ Status: "Healthy", Database: { Reachable: true } });
    expect(body.Database.Version).toMatch(/^18\./);
    const asXml = xml.parse(await (await fetch(api("/v1/healthstatus?type=xml"))).text());
    expect(asXml.HealthStatus.Status).toBe("Healthy");
  });
});
