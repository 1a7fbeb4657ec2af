import { beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { findDocuments } from "@/lib/server/search/find-documents";
import { api, loginCookie, signedFetch, signedInUser, uniqueName, type TTestKey } from "../support/api-fixtures";
import { ensureWikinews, hasCorpus } from "../support/corpus";

// The gateway keeps API keys and users in process (lib/server/auth/caller-cache.ts): these tests prove that
// no change of credentials is ever served stale. Then the date listing of every document (the
// covering publication-date index, migration 0012_search_speed) against the general search path.

type TSigned = Awaited<ReturnType<typeof signedInUser>>;
type TJson = Record<string, unknown> & { Items?: { Id: string }[]; TotalCount?: number; Code?: string; Id?: number };

async function call(key: TTestKey, method: string, path: string, body?: unknown) {
  const url = api(`${path}${path.includes("?") ? "&" : "?"}type=json`);
  const response = await signedFetch(key, url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  const raw = await response.text();
  return { status: response.status, body: (raw ? JSON.parse(raw) : {}) as TJson };
}

async function expectStatus(key: TTestKey, method: string, path: string, status: number, body?: unknown) {
  const result = await call(key, method, path, body);
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBe(status);
  return result.body;
}

/** Two searches, so the key and its user are surely in the cache. */
async function warm(who: TSigned) {
  for (let i = 0; i < 2; i++) await expectStatus(who.key, "GET", "/search/documents?pageSize=1", 200);
}

/** Milliseconds until a search by `who` is refused with `code` (fails after `limitMs`). */
async function msUntilRefused(who: TSigned, code: string, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { status, body } = await call(who.key, "GET", "/search/documents?pageSize=1");
    if (status === 401) {
      expect(body.Code).toBe(code);
      return Date.now() - started;
    }
    expect(status).toBe(200);
    if (Date.now() - started > limitMs) throw new Error(`still served after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let admin: TSigned;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
});

describe("credential changes with the caller cache", () => {
  it("refuses a revoked key on the very next request", async () => {
    const who = await signedInUser();
    await warm(who);
    await expectStatus(who.key, "DELETE", `/v1/apikey/${who.key.ApiKey}`, 200);
    expect((await expectStatus(who.key, "GET", "/search/documents?pageSize=1", 401)).Code).toBe("INVALID_API_KEY");
  });

  it("refuses a locked user at once, and serves them again as soon as they are unlocked", async () => {
    const who = await signedInUser();
    await warm(who);
    await expectStatus(admin.key, "PATCH", `/v1/users/${who.user.username}`, 200, { LockedOut: true });
    expect((await expectStatus(who.key, "GET", "/search/documents?pageSize=1", 401)).Code).toBe("USER_LOCKED_OUT");
    await expectStatus(admin.key, "PATCH", `/v1/users/${who.user.username}`, 200, { LockedOut: false });
    await expectStatus(who.key, "GET", "/search/documents?pageSize=1", 200);
  });

  it("ends a locked user's session at once", async () => {
    const who = await signedInUser();
    const cookie = await loginCookie(who.user);
    const withCookie = () => fetch(api("/search/documents?pageSize=1&type=json"), { headers: { Cookie: cookie } });
    for (let i = 0; i < 2; i++) expect((await withCookie()).status).toBe(200);
    await expectStatus(admin.key, "PATCH", `/v1/users/${who.user.username}`, 200, { LockedOut: true });
    expect((await withCookie()).status).toBe(401);
  });

  it("sees a key revoked and a user locked by another process within moments (not after the cache's minute)", async () => {
    const revoked = await signedInUser();
    const locked = await signedInUser();
    await warm(revoked);
    await warm(locked);
    await pool().query("UPDATE api_keys SET revoked_at = now() WHERE key = $1", [revoked.key.ApiKey]);
    await pool().query("UPDATE users SET locked_out = true WHERE id = $1", [locked.user.id]);
    expect(await msUntilRefused(revoked, "INVALID_API_KEY", 2_000)).toBeLessThan(2_000);
    expect(await msUntilRefused(locked, "USER_LOCKED_OUT", 2_000)).toBeLessThan(2_000);
  });

  it("applies a department change to comment visibility at once", async () => {
    const company = (await expectStatus(admin.key, "POST", "/v1/companies", 201, { Name: uniqueName("Speed") })).Id;
    const desk = (await expectStatus(admin.key, "POST", "/v1/departments", 201, { Name: "Desk", CompanyId: company }))
      .Id;
    const [author, colleague] = await Promise.all([signedInUser(), signedInUser()]);
    await expectStatus(admin.key, "POST", `/v1/departments/${desk}/users`, 200, {
      UserNames: [author.user.username, colleague.user.username],
    });
    const word = `cmt${uniqueName("w").replace(/[^a-z0-9]/g, "")}`;
    const { rows } = await pool().query(
      `INSERT INTO documents (type, title, body, content_hash, published_at, contributing_user_id)
       VALUES ('Article Comment', $1, $1, $1, now(), $2) RETURNING id`,
      [word, author.user.id],
    );
    const sees = async () =>
      (await expectStatus(colleague.key, "GET", `/search/documents?q=${word}`, 200)).Items!.some(
        (item) => item.Id === `5_${rows[0].id}`,
      );
    expect(await sees()).toBe(true);
    expect(await sees()).toBe(true);
    await expectStatus(admin.key, "DELETE", `/v1/departments/${desk}/users/${colleague.user.username}`, 200);
    expect(await sees()).toBe(false);
  });
});

describe("listing every document by publication date", () => {
  beforeAll(async () => {
    if (hasCorpus) await ensureWikinews();
  }, 600_000);

  it("pages and counts exactly as the general search path, comments included as far as visible", async () => {
    const company = (await expectStatus(admin.key, "POST", "/v1/companies", 201, { Name: uniqueName("List") })).Id;
    const desk = (await expectStatus(admin.key, "POST", "/v1/departments", 201, { Name: "Desk", CompanyId: company }))
      .Id;
    const [reader, colleague, outsider] = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
    await expectStatus(admin.key, "POST", `/v1/departments/${desk}/users`, 200, {
      UserNames: [reader.user.username, colleague.user.username],
    });
    // Two comments among the newest documents: the colleague's is visible to the reader, the outsider's is not.
    const { rows } = await pool().query<{ id: string; author: number }>(
      `INSERT INTO documents (type, title, body, content_hash, published_at, contributing_user_id)
       SELECT 'Article Comment', t, t, t || random(), coalesce((SELECT max(published_at) FROM documents), now()) - interval '1 second', a
         FROM (VALUES ($1, $2::int), ($3, $4::int)) v(t, a)
       RETURNING id, contributing_user_id AS author`,
      [uniqueName("seen"), colleague.user.id, uniqueName("hidden"), outsider.user.id],
    );
    const visible = `5_${rows.find((r) => r.author === colleague.user.id)!.id}`;
    const hidden = `5_${rows.find((r) => r.author === outsider.user.id)!.id}`;
    const page = async (query: string) =>
      expectStatus(reader.key, "GET", `/search/documents?pageSize=7&${query}`, 200) as Promise<
        Required<Pick<TJson, "Items" | "TotalCount">>
      >;

    const seen: string[] = [];
    for (const pageNumber of [0, 1, 2, 5]) {
      for (const direction of ["desc", "asc"]) {
        const fast = await page(`pageNumber=${pageNumber}&sortDirection=${direction}`);
        // rel=0 keeps every match but takes the general (ranked) path: the reference.
        const general = await page(`pageNumber=${pageNumber}&sortDirection=${direction}&rel=0`);
        expect(fast.Items.map((i) => i.Id)).toEqual(general.Items.map((i) => i.Id));
        expect(fast.TotalCount).toBe(general.TotalCount);
        seen.push(...fast.Items.map((i) => i.Id));
      }
    }
    expect(seen).toContain(visible);
    expect(seen).not.toContain(hidden);
    const { rows: counted } = await pool().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM documents
        WHERE (type <> 'Article Comment' OR contributing_user_id = ANY($1))
          AND (provider IS NULL OR lower(provider) NOT IN (SELECT name_key FROM providers WHERE restricted))`,
      [[reader.user.id, colleague.user.id]],
    );
    expect((await page("pageNumber=0")).TotalCount).toBe(counted[0]!.n);
  });
});

describe("counting stops at the cap", () => {
  it("counts exactly up to the cap and says so beyond it, with the same pages either way", async () => {
    const who = await signedInUser();
    const word = `cap${uniqueName("w").replace(/[^a-z0-9]/g, "")}`;
    // Twelve documents with a word of their own, a minute apart, older than the newest document (which is
    // the demo clock other tests read); comments of this user's, so that no other test's user sees them.
    await pool().query(
      `INSERT INTO documents (type, title, body, content_hash, published_at, contributing_user_id)
       SELECT 'Article Comment', $1 || ' ' || i, $1 || ' report ' || i, $1 || i,
              coalesce((SELECT max(published_at) FROM documents), now()) - make_interval(mins => i), $2
         FROM generate_series(1, 12) i`,
      [word, who.user.id],
    );
    const search = (pageNumber: number, exactCount?: boolean) =>
      findDocuments({
        q: word,
        pageSize: 5,
        pageNumber,
        sortBy: "publicationdate",
        sortDirection: "desc",
        extras: [],
        callerId: who.user.id,
        exactCount,
      });
    const ids = (result: Awaited<ReturnType<typeof search>>) => result.items.map((item) => item.id);
    process.env.SEARCH_COUNT_CAP = "7";
    try {
      const capped = await search(0);
      expect([capped.total, capped.totalIsLowerBound]).toEqual([7, true]);
      const exact = await search(0, true);
      expect([exact.total, exact.totalIsLowerBound]).toEqual([12, false]);
      // Pages 1 and 2 reach past the cap: the page does not depend on the count.
      for (const pageNumber of [0, 1, 2])
        expect(ids(await search(pageNumber))).toEqual(ids(await search(pageNumber, true)));
      expect((await search(2)).items).toHaveLength(2);
      process.env.SEARCH_COUNT_CAP = "12";
      const atCap = await search(0);
      expect([atCap.total, atCap.totalIsLowerBound]).toEqual([12, false]);
    } finally {
      delete process.env.SEARCH_COUNT_CAP;
    }

    // Over HTTP (the server's cap is 10,000): the same pages as the general (ranked) path, and no flag.
    for (const pageNumber of [0, 2]) {
      const fast = await expectStatus(
        who.key,
        "GET",
        `/search/documents?q=${word}&pageSize=5&pageNumber=${pageNumber}`,
        200,
      );
      const general = await expectStatus(
        who.key,
        "GET",
        `/search/documents?q=${word}&pageSize=5&pageNumber=${pageNumber}&rel=0`,
        200,
      );
      expect(fast.Items!.map((i) => i.Id)).toEqual(general.Items!.map((i) => i.Id));
      expect([fast.TotalCount, fast.TotalCountIsLowerBound]).toEqual([12, undefined]);
    }
    const exactly = await expectStatus(who.key, "GET", `/search/documents?q=${word}&exactCount=true`, 200);
    expect(exactly.TotalCount).toBe(12);
    const refused = await expectStatus(who.key, "GET", `/search/documents?q=${word}&exactCount=maybe`, 400);
    expect(JSON.stringify(refused)).toContain("exactCount");
  });
});

describe("Server-Timing", () => {
  const phases = (header: string | null) =>
    Object.fromEntries(
      (header ?? "").split(", ").map((part) => {
        const [name, duration] = part.split(";dur=");
        return [name, Number(duration)];
      }),
    );

  it("names the gateway, endpoint and formatting time of an answer, and their total", async () => {
    const who = await signedInUser();
    const response = await signedFetch(who.key, api("/search/documents?q=the&pageSize=5&type=json"));
    expect(response.status).toBe(200);
    const timing = phases(response.headers.get("server-timing"));
    expect(Object.keys(timing)).toEqual(["gateway", "app", "format", "total"]);
    for (const value of Object.values(timing)) expect(value).toBeGreaterThanOrEqual(0);
    expect(timing.total).toBeGreaterThanOrEqual(timing.gateway! + timing.app! + timing.format! - 0.2);
  });

  it("gives at least the total on a refused request", async () => {
    const response = await fetch(api("/search/documents?type=json")); // no credentials
    expect(response.status).toBe(401);
    expect(phases(response.headers.get("server-timing")).total).toBeGreaterThanOrEqual(0);
  });
});
