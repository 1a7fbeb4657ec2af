import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startTestServer, type TTestServer } from "../support/test-server";

// A server of its own with limits on: 5 requests a minute per caller, 30 per client address, counted in
// PostgreSQL (RATE_LIMIT_STORE=postgres) as several web nodes would share them.
let server: TTestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({
    name: "rate-limit",
    env: { RATE_LIMIT_PER_MINUTE: "5", RATE_LIMIT_ADDRESS_PER_MINUTE: "30", RATE_LIMIT_STORE: "postgres" },
  });
  const login = await fetch(`${server.baseUrl}/api/v1/login/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.baseUrl },
    body: JSON.stringify({ Username: "admin", Password: "admin-password-e2e" }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
}, 240_000);

afterAll(() => server?.stop());

const asAdmin = (path: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}/api${path}`, {
    ...init,
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", ...(init.headers ?? {}) },
  });

describe("rate limits", () => {
  it("counts each caller's requests, answers 429 with Retry-After and X-RateLimit headers, and changes nothing", async () => {
    const remaining: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await asAdmin("/user?type=json");
      expect(response.status).toBe(200);
      expect(response.headers.get("x-ratelimit-limit")).toBe("5");
      remaining.push(Number(response.headers.get("x-ratelimit-remaining")));
      const reset = Number(response.headers.get("x-ratelimit-reset"));
      expect(reset * 1000).toBeGreaterThan(Date.now());
      expect(reset * 1000).toBeLessThanOrEqual(Date.now() + 61_000);
    }
    // The login counted for the address only; these four leave 4, 3, 2, 1 of the caller's five.
    expect(remaining).toEqual([4, 3, 2, 1]);

    // The last request left is a change; the one after it is refused and must not change anything.
    const allowed = await asAdmin("/user/property/update?propertyDescription=Colour&value=blue&type=json");
    expect(allowed.status).toBe(200);
    const refused = await asAdmin("/user/property/update?propertyDescription=Colour&value=red&type=json");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    const body = await refused.json();
    expect(body).toMatchObject({ Code: "RATE_LIMITED", LastUpdated: "0001-01-01T00:00:00" });
    expect(body.Error).toContain("at most 5 a minute");

    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(`SELECT value FROM user_properties WHERE name = 'Colour'`);
      expect(rows.map((r) => r.value)).toEqual(["blue"]);
      const { rows: counts } = await db.query(`SELECT key, points FROM rate_limits WHERE key LIKE 'caller:%'`);
      expect(counts).toHaveLength(1);
      expect(counts[0].points).toBeGreaterThanOrEqual(6);
    } finally {
      await db.end();
    }
  });

  it("limits a client address whoever it claims to be", async () => {
    let refusedAt = 0;
    for (let i = 1; i <= 40 && !refusedAt; i++) {
      const response = await fetch(`${server.baseUrl}/api/v1/healthstatus?type=json`);
      if (response.status === 429) {
        refusedAt = i;
        expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
        expect((await response.json()).Code).toBe("RATE_LIMITED");
      } else expect(response.status).toBe(200);
    }
    expect(refusedAt).toBeGreaterThan(0);
  });
});
