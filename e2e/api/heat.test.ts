import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { uniqueName } from "../support/api-fixtures";
import { startTestServer, type TTestServer } from "../support/test-server";
import { CORPUS_DIR, corpusMissing, ensureWikinews, hasCorpus } from "../support/corpus";

// Heat is computed against the service clock, so these tests run their own servers with pinned
// clocks on their own databases (sharing nothing with the suite): one pinned to a Wikinews day, one
// following the corpus (SERVICE_NOW=latest). The suite's database is only used to choose the day.

type TVolume = { Volume: number; LastUpdated: string };
type THeatValue = { Heat: number; LastUpdated: string };
type THeatItem = {
  Id: string;
  EntityReference: string;
  Description: string;
  Type: string;
  Extras: Record<"DocVolume-1" | "DocVolume-7" | "DocVolume-30", TVolume> &
    Record<"Heat-1/30" | "Heat-7/30", THeatValue>;
};
type THeat = { TotalCount: number; Description: string; Items: THeatItem[]; LastUpdated: string; Source: string };

type TServer = { server: TTestServer; db: pg.Pool; cookie: string };

async function startServer(name: string, serviceNow: string): Promise<TServer> {
  const server = await startTestServer({ name, env: { SERVICE_NOW: serviceNow } });
  const response = await fetch(`${server.baseUrl}/api/v1/login/?type=json`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ Username: "admin", Password: "admin-password-e2e" }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`login failed on ${name}: ${await response.text()}`);
  return { server, db: new pg.Pool({ connectionString: server.databaseUrl, max: 2 }), cookie };
}

/** The admin CLI against one server's database: ingestion in another process than the server. */
function importInto(s: TServer, file: string) {
  const result = spawnSync(process.execPath, ["scripts/run.mjs", "cli", "import", file, "--json"], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: s.server.databaseUrl, SESSION_SECRET: s.server.sessionSecret },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`import failed: ${result.stderr}`);
}

function jsonlFile(docs: object[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "heat-")), "docs.jsonl");
  fs.writeFileSync(file, docs.map((d) => JSON.stringify(d)).join("\n") + "\n");
  return file;
}

async function call(s: TServer, pathAndQuery: string, init: { method?: string; body?: string } = {}) {
  const url = `${s.server.baseUrl}/api${pathAndQuery}${pathAndQuery.includes("?") ? "&" : "?"}type=json`;
  return fetch(url, {
    method: init.method ?? "GET",
    body: init.body,
    headers: {
      Cookie: s.cookie,
      "Sec-Fetch-Site": "same-origin",
      ...(init.body ? { "Content-Type": "application/json" } : {}),
    },
  });
}

async function json<T>(s: TServer, pathAndQuery: string, init?: { method?: string; body?: string }): Promise<T> {
  const response = await call(s, pathAndQuery, init);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** Documents mentioning the entity published on the UTC days [from, to], straight from the tables. */
async function mentionedOn(db: pg.Pool, entityId: string, from: string, to: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(DISTINCT d.id)::int AS n FROM documents d JOIN mentions m ON m.document_id = d.id
     WHERE m.entity_id = $1 AND (d.published_at AT TIME ZONE 'UTC')::date BETWEEN $2::date AND $3::date`,
    [entityId, from, to],
  );
  return rows[0]!.n;
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const figures = (item: THeatItem) => ({
  Id: item.Id,
  v1: item.Extras["DocVolume-1"].Volume,
  v7: item.Extras["DocVolume-7"].Volume,
  v30: item.Extras["DocVolume-30"].Volume,
  h1: item.Extras["Heat-1/30"].Heat,
  h7: item.Extras["Heat-7/30"].Heat,
});

describe.skipIf(!hasCorpus)("entity heat with the clock pinned to a Wikinews day", () => {
  let pinned: TServer;
  let day: string;
  let entity: { id: string; name: string; type: string };

  beforeAll(async () => {
    // Choose the day: the (Wikinews day, entity) with the most articles, preferring exactly 3, places first.
    await ensureWikinews();
    const { rows } = await pool().query<{ day: string; n: number }>(
      `SELECT to_char(d.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(DISTINCT d.id)::int AS n
       FROM documents d JOIN mentions m ON m.document_id = d.id JOIN entities e ON e.id = m.entity_id
       WHERE d.publisher = 'Wikinews'
       GROUP BY 1, m.entity_id, e.type
       ORDER BY (count(DISTINCT d.id) = 3) DESC, count(DISTINCT d.id) DESC, (e.type IN ('Country', 'City')) DESC, 1
       LIMIT 1`,
    );
    day = rows[0]!.day;
    pinned = await startServer("heat-pinned", `${day}T12:00:00Z`);
    importInto(pinned, path.join(CORPUS_DIR, "wikinews"));
    // The entity, found again independently on this server's own database.
    const found = await pinned.db.query<{ id: string; name: string; type: string; n: number }>(
      `SELECT e.id::text, e.name, e.type, count(DISTINCT d.id)::int AS n
       FROM documents d JOIN mentions m ON m.document_id = d.id JOIN entities e ON e.id = m.entity_id
       WHERE (d.published_at AT TIME ZONE 'UTC')::date = $1::date
       GROUP BY e.id ORDER BY (count(DISTINCT d.id) = 3) DESC, n DESC, (e.type IN ('Country', 'City')) DESC, e.id LIMIT 1`,
      [day],
    );
    entity = found.rows[0]!;
  }, 600_000);

  afterAll(async () => {
    await pinned?.db.end();
    await pinned?.server.stop();
  });

  it("counts the documents of the clock's day as DocVolume-1, and of 7 and 30 days", async () => {
    const expected = {
      v1: await mentionedOn(pinned.db, entity.id, day, day),
      v7: await mentionedOn(pinned.db, entity.id, shiftDay(day, -6), day),
      v30: await mentionedOn(pinned.db, entity.id, shiftDay(day, -29), day),
    };
    expect(expected.v1).toBeGreaterThanOrEqual(2);
    for (const forceDb of [false, true]) {
      const heat = await json<THeat>(pinned, `/entities/heat?itemrefs=11_${entity.id}&forceDb=${forceDb}`);
      expect(heat.Source).toBe(forceDb ? "Database" : "InMemory");
      expect(heat.TotalCount).toBe(1);
      const item = heat.Items[0]!;
      expect(item.Id).toBe(`11_${entity.id}`);
      expect(item.Description).toBe(entity.name);
      expect(figures(item)).toMatchObject(expected);
      const baseline = (expected.v30 + 1) / 30;
      expect(item.Extras["Heat-1/30"].Heat).toBeCloseTo((expected.v1 + 1 / 30) / baseline, 9);
      expect(item.Extras["Heat-7/30"].Heat).toBeCloseTo((expected.v7 + 7 / 30) / 7 / baseline, 9);
      expect(item.Extras["DocVolume-1"].LastUpdated).toBe(`${day}T12:00:00Z`);
    }
    console.info(
      `heat: clock pinned to ${day}; ${entity.name} (${entity.type}) is in ${expected.v1} articles that day`,
    );
  });

  it("gives the same numbers from memory and from the database, for every order", async () => {
    for (const sortBy of ["heat1d", "heat7d", "vol1d", "vol7d", "vol30d", "name", "type"]) {
      for (const sortDirection of ["desc", "asc"]) {
        const query = `/entities/heat?sortBy=${sortBy}&sortDirection=${sortDirection}&pageSize=500`;
        const memory = await json<THeat>(pinned, query);
        const database = await json<THeat>(pinned, `${query}&forceDb=true`);
        expect(memory.Source).toBe("InMemory");
        expect(database.Source).toBe("Database");
        expect(memory.TotalCount).toBeGreaterThan(0);
        expect(memory.TotalCount).toBe(database.TotalCount);
        expect(memory.Items.map(figures)).toEqual(database.Items.map(figures));
      }
    }
    // Pages of the overall list agree too (each source orders and pages it on its own).
    for (const sortBy of ["heat1d", "heat7d", "vol30d", "name"]) {
      const query = `/entities/heat?sortBy=${sortBy}&pageSize=7&pageNumber=2`;
      const memory = await json<THeat>(pinned, query);
      const database = await json<THeat>(pinned, `${query}&forceDb=true`);
      expect(memory.Items).toHaveLength(7);
      expect(memory.TotalCount).toBe(database.TotalCount);
      expect(memory.Items.map(figures)).toEqual(database.Items.map(figures));
    }
    const beyond = await json<THeat>(pinned, "/entities/heat?forceDb=true&pageSize=500&pageNumber=100");
    expect(beyond.Items).toEqual([]);
    expect(beyond.TotalCount).toBeGreaterThan(0);
    // Hottest first; every entity in the overall list was mentioned in the window.
    const hottest = await json<THeat>(pinned, "/entities/heat?pageSize=500");
    const heats = hottest.Items.map((i) => i.Extras["Heat-1/30"].Heat);
    expect(heats).toEqual([...heats].sort((a, b) => b - a));
    expect(hottest.Items.every((i) => i.Extras["DocVolume-30"].Volume > 0)).toBe(true);
    expect(hottest.Description).toBe("Hottest entities");
    // A query's entities (tq) agree too, and include the chosen entity when its name is searched.
    const tq = encodeURIComponent(`${entity.type.toLowerCase()}:"${entity.name}"`);
    const memory = await json<THeat>(pinned, `/entities/heat?tq=${tq}&pageSize=500`);
    const database = await json<THeat>(pinned, `/entities/heat?tq=${tq}&pageSize=500&forceDb=true`);
    expect(memory.Items.map(figures)).toEqual(database.Items.map(figures));
    expect(memory.Items.map((i) => i.Id)).toContain(`11_${entity.id}`);
  });

  it("filters by name with q (in memory only) and pages", async () => {
    const word = entity.name.split(/\s+/)[0]!;
    const named = await json<THeat>(pinned, `/entities/heat?q=${encodeURIComponent(word.toUpperCase())}&pageSize=500`);
    expect(named.Items.map((i) => i.Id)).toContain(`11_${entity.id}`);
    expect(named.Items.every((i) => i.Description.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const all = await json<THeat>(pinned, "/entities/heat?pageSize=500");
    const page = await json<THeat>(pinned, "/entities/heat?pageSize=5&pageNumber=1");
    expect(page.TotalCount).toBe(all.TotalCount);
    expect(page.Items.map((i) => i.Id)).toEqual(all.Items.slice(5, 10).map((i) => i.Id));
  });

  it("answers /v1/heat by GET and POST like /entities/heat", async () => {
    const expected = await json<THeat>(pinned, `/entities/heat?itemrefs=11_${entity.id},11_1&sortBy=vol30d`);
    const get = await json<THeat>(pinned, `/v1/heat?itemrefs=11_${entity.id},11_1&sortBy=vol30d`);
    const post = await json<THeat>(pinned, "/v1/heat", {
      method: "POST",
      body: JSON.stringify({ items: [`x-11_${entity.id}`, "11_1"], sortBy: "vol30d" }),
    });
    expect(get.Items.map(figures)).toEqual(expected.Items.map(figures));
    expect(post.Items.map(figures)).toEqual(expected.Items.map(figures));
    const bad = await call(pinned, "/v1/heat", { method: "POST", body: JSON.stringify({ items: ["nope"] }) });
    expect(bad.status).toBe(400);
    const xml = await fetch(`${pinned.server.baseUrl}/api/entities/heat?itemrefs=11_${entity.id}`, {
      headers: { Cookie: pinned.cookie },
    });
    expect(xml.status).toBe(200);
    const text = await xml.text();
    expect(text).toContain('<Entry Key="Heat-1/30">');
    expect(text).toContain("<Source>InMemory</Source>");
  });

  it("moves the in-memory figures when another process imports a document", async () => {
    const before = await json<THeat>(pinned, `/entities/heat?itemrefs=11_${entity.id}`);
    const v1 = before.Items[0]!.Extras["DocVolume-1"].Volume;
    const name = entity.name;
    importInto(
      pinned,
      jsonlFile([
        {
          title: `${name} in the news again`,
          body:
            `Officials in ${name} said on Monday that talks would continue. ` +
            `Reporters in ${name} confirmed the statement, and ${name} was named in a second report.`,
          publishedAt: `${day}T08:00:00Z`,
          url: `https://example.org/${uniqueName("heat")}`,
          publisher: "Heat Test",
        },
      ]),
    );
    const expected = await mentionedOn(pinned.db, entity.id, day, day);
    expect(expected).toBe(v1 + 1);
    let seen = v1;
    for (let i = 0; i < 50 && seen !== expected; i++) {
      await new Promise((r) => setTimeout(r, 100));
      seen = (await json<THeat>(pinned, `/entities/heat?itemrefs=11_${entity.id}`)).Items[0]!.Extras["DocVolume-1"]
        .Volume;
    }
    expect(seen).toBe(expected);
    const database = await json<THeat>(pinned, `/entities/heat?itemrefs=11_${entity.id}&forceDb=true`);
    expect(database.Items[0]!.Extras["DocVolume-1"].Volume).toBe(expected);
    const memoryAll = await json<THeat>(pinned, "/entities/heat?pageSize=500&sortBy=vol30d");
    const databaseAll = await json<THeat>(pinned, "/entities/heat?pageSize=500&sortBy=vol30d&forceDb=true");
    expect(memoryAll.Items.map(figures)).toEqual(databaseAll.Items.map(figures));
  });

  it("takes the entities of an EntityList the caller can see (projectref)", async () => {
    const made = await json<{ Projects: { ProjectRef: string }[] }>(
      pinned,
      `/project/add/EntityList/?description=Heat${Date.now()}`,
    );
    const ref = made.Projects[0]!.ProjectRef;
    await json(pinned, `/project/addItems?projectRef=${ref}&itemRefs=11_${entity.id}`);
    for (const forceDb of ["false", "true"]) {
      const heat = await json<THeat>(pinned, `/entities/heat?projectref=${ref}&forceDb=${forceDb}`);
      expect(heat.Items.map((i) => i.Id)).toEqual([`11_${entity.id}`]);
    }
    const book = await json<{ Projects: { ProjectRef: string }[] }>(
      pinned,
      `/project/add/Scrapbook/?description=HeatBook${Date.now()}`,
    );
    expect((await call(pinned, `/entities/heat?projectref=${book.Projects[0]!.ProjectRef}`)).status).toBe(400);
    expect((await call(pinned, `/entities/heat?projectref=15_999999999`)).status).toBe(404);
  });

  it("rejects bad input with 400s that name the parameter", async () => {
    const cases: [string, string][] = [
      ["/entities/heat?sortBy=hottest", "sortBy"],
      ["/entities/heat?sortDirection=up", "sortDirection"],
      ["/entities/heat?forceDb=true&q=trump", "q"],
      ["/entities/heat?forceDb=maybe", "forceDb"],
      ["/entities/heat?itemrefs=5_12", "itemrefs"],
      ["/entities/heat?projectref=abc", "projectref"],
      ["/entities/heat?tq=(unbalanced", "position"],
      ["/entities/heat?pageSize=0", "pageSize"],
      ["/entities/heat?bogus=1", "bogus"],
      ["/v1/heat?sortBy=x", "sortBy"],
    ];
    for (const [query, needle] of cases) {
      const response = await call(pinned, query);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { Error: string }).Error, query).toContain(needle);
    }
  });
});

describe("SERVICE_NOW=latest follows the corpus", () => {
  let latest: TServer;

  beforeAll(async () => {
    latest = await startServer("heat-latest", "latest");
  }, 600_000);

  afterAll(async () => {
    await latest?.db.end();
    await latest?.server.stop();
  });

  it("uses the newest publication time as the clock, and moves with ingestion", async () => {
    type TVolumeResult = { Series: { EndDate: string; Points: { Value: number }[] }[]; UniqueDocumentsCount: number };
    const doc = (title: string, publishedAt: string) => ({
      title,
      body: `${title}. The council of Springfield met on the day to discuss the budget and the roads.`,
      publishedAt,
      url: `https://example.org/${uniqueName("clock")}`,
      publisher: "Clock Test",
    });
    importInto(
      latest,
      jsonlFile([
        doc("First budget meeting", "2015-06-01T09:00:00Z"),
        doc("Second budget meeting", "2015-06-03T10:30:00Z"),
      ]),
    );
    /** The clock as the service reports it, once it has caught up with the import. */
    const clockAfterImport = async (expected: string) => {
      let clock = "";
      for (let i = 0; i < 50 && clock !== expected; i++) {
        if (i) await new Promise((r) => setTimeout(r, 100));
        clock = (await json<THeat>(latest, "/entities/heat")).LastUpdated;
      }
      return clock;
    };
    // The clock is read at most every 30 s unless ingestion announces documents: this is the announcement.
    expect(await clockAfterImport("2015-06-03T10:30:00Z")).toBe("2015-06-03T10:30:00Z");
    let volume = await json<TVolumeResult>(latest, "/statistics/documentvolume");
    expect(volume.Series[0]!.EndDate).toBe("2015-06-04T00:00:00Z");
    expect(volume.UniqueDocumentsCount).toBe(2);
    expect(volume.Series[0]!.Points.length).toBe(30);
    const heat = await json<THeat>(latest, "/entities/heat?pageSize=500");
    expect(heat.Items.every((i) => i.Extras["DocVolume-1"].LastUpdated === "2015-06-03T10:30:00Z")).toBe(true);

    importInto(latest, jsonlFile([doc("Third budget meeting", "2015-08-20T07:00:00Z")]));
    expect(await clockAfterImport("2015-08-20T07:00:00Z")).toBe("2015-08-20T07:00:00Z");
    volume = await json<TVolumeResult>(latest, "/statistics/documentvolume");
    expect(volume.Series[0]!.EndDate).toBe("2015-08-21T00:00:00Z");
    expect(volume.UniqueDocumentsCount).toBe(1);
  });
});

if (!hasCorpus) console.warn(corpusMissing);
