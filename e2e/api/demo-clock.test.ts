import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TTestServer } from "../support/test-server";

// A demo that shows the news (DECISIONS 18, 19): a corpus with a steady flow of news and one stray "test
// page" dated months after it, served with SERVICE_NOW=latest on its own server and database. The clock
// stays with the news, the windows show it, heat has no data for entities absent from the window, and a
// document's entities come most salient first.

const FLOW_DAYS = 60;
const LAST_NEWS = "2016-06-30T18:00:00Z";
const STRAY = "2017-03-15T09:00:00Z";

type THeatItem = { Id: string; Description: string; Extras: Record<string, { Heat?: number | null; Volume?: number }> };
type THeat = { TotalCount: number; Items: THeatItem[]; LastUpdated: string };

let server: TTestServer;
let cookie: string;

function day(offset: number, hour = 12): string {
  const end = Date.parse(LAST_NEWS);
  return new Date(end - offset * 86_400_000 - (18 - hour) * 3_600_000).toISOString();
}

function corpus(): object[] {
  const docs: object[] = [];
  for (let i = 0; i < FLOW_DAYS; i++) {
    for (let j = 0; j < 3; j++) {
      docs.push({
        title: `Senate debates the budget, day ${i} report ${j}`,
        body:
          `WASHINGTON — President Donald Trump met senators on Tuesday to discuss the federal budget. ` +
          `Donald Trump said the talks were productive. Report ${i}-${j} from the capital, where the Senate ` +
          `majority leader Mitch McConnell promised a vote before the recess.`,
        publishedAt: day(i, 10 + j * 4),
        url: `https://example.org/flow/${i}/${j}`,
        publisher: "Demo Wire",
      });
    }
  }
  // Mentioned only long before the 30-day window: no heat data at the clock.
  docs.push({
    title: "Helsinki festival opens",
    body: "HELSINKI — The Finnish capital opened its summer festival. Mayor Jussi Pajunen welcomed visitors to Helsinki, Finland.",
    publishedAt: day(FLOW_DAYS + 20),
    url: "https://example.org/old/helsinki",
    publisher: "Demo Wire",
  });
  // One document whose main subject is mentioned again and again, with others mentioned once.
  docs.push({
    title: "Angela Merkel visits Paris",
    body:
      "PARIS — Chancellor Angela Merkel arrived in Paris on Monday. Angela Merkel met President Emmanuel Macron. " +
      "Merkel said Germany and France stand together. Later Merkel visited the Louvre with officials from " +
      "Lyon and Marseille. Angela Merkel returns to Berlin on Tuesday.",
    publishedAt: day(1),
    url: "https://example.org/flow/merkel",
    publisher: "Demo Wire",
  });
  // The stray: a test page dated long after the news.
  docs.push({
    title: "TEST PAGE: Self-publish yesterday",
    body: "This is a test page about Donald Trump to check self-publishing on the wiki. Please ignore it.",
    publishedAt: STRAY,
    url: "https://example.org/test-page",
    publisher: "Demo Wire",
  });
  return docs;
}

async function call<T>(pathAndQuery: string): Promise<T> {
  const url = `${server.baseUrl}/api${pathAndQuery}${pathAndQuery.includes("?") ? "&" : "?"}type=json`;
  const response = await fetch(url, { headers: { Cookie: cookie } });
  expect(response.status, `${pathAndQuery}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  server = await startTestServer({ name: "demo-clock", env: { SERVICE_NOW: "latest" } });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "demo-clock-")), "docs.jsonl");
  fs.writeFileSync(
    file,
    corpus()
      .map((d) => JSON.stringify(d))
      .join("\n") + "\n",
  );
  const imported = spawnSync(process.execPath, ["scripts/run.mjs", "cli", "import", file, "--json"], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: server.databaseUrl, SESSION_SECRET: server.sessionSecret },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (imported.status !== 0) throw new Error(`import failed: ${imported.stderr}`);
  // stdout is the summary alone, one JSON document (logs go to stderr).
  expect(JSON.parse(imported.stdout)).toBeTypeOf("object");
  const login = await fetch(`${server.baseUrl}/api/v1/login/?type=json`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ Username: "admin", Password: "admin-password-e2e" }),
  });
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
}, 900_000);

afterAll(async () => {
  await server?.stop();
});

describe("SERVICE_NOW=latest on a corpus with a stray item (DECISIONS 18)", () => {
  it("keeps the clock at the last news, not at the stray test page", async () => {
    const heat = await call<THeat>("/entities/heat?pageSize=5");
    expect(heat.LastUpdated).toBe(LAST_NEWS);
  });

  it("shows the news in top stories and the default document volume, never the stray", async () => {
    const top = await call<{ Items: { Description: string }[] }>("/search/topstories");
    expect(top.Items.length).toBeGreaterThan(0);
    expect(JSON.stringify(top)).not.toContain("TEST PAGE");
    const volume = await call<{ UniqueDocumentsCount: number; Series: { EndDate: string }[] }>(
      "/statistics/documentvolume",
    );
    expect(volume.UniqueDocumentsCount).toBeGreaterThan(60);
    expect(volume.Series[0]!.EndDate).toBe("2016-07-01T00:00:00Z");
    const trumpVolume = await call<{ UniqueDocumentsCount: number }>("/statistics/documentvolume?q=Trump");
    expect(trumpVolume.UniqueDocumentsCount).toBeGreaterThan(60);
  });
});

describe("heat on the demo clock (DECISIONS 19)", () => {
  it("has real data for Donald Trump, by q and by tq", async () => {
    for (const query of ["q=Trump", "tq=Trump", "q=donald%20trump"]) {
      const heat = await call<THeat>(`/entities/heat?${query}&pageSize=50`);
      const trump = heat.Items.find((i) => i.Description === "Donald Trump");
      expect(trump, query).toBeTruthy();
      expect(trump!.Extras["DocVolume-30"]!.Volume).toBeGreaterThan(60);
      expect(trump!.Extras["Heat-1/30"]!.Heat).toBeGreaterThan(0);
    }
  });

  it("gives no heat to an entity not mentioned in the 30 days, and ranks it after mentioned ones", async () => {
    const entities = await call<{ Items: { Id: string; Description: string }[] }>("/entities?q=Helsinki");
    const helsinki = entities.Items.find((i) => i.Description === "Helsinki");
    expect(helsinki, JSON.stringify(entities)).toBeTruthy();
    const trump = (await call<{ Items: { Id: string }[] }>("/entities?q=Donald%20Trump")).Items[0]!;
    for (const direction of ["desc", "asc"]) {
      const heat = await call<THeat>(
        `/entities/heat?itemrefs=${helsinki!.Id},${trump.Id}&sortBy=heat1d&sortDirection=${direction}`,
      );
      expect(
        heat.Items.map((i) => i.Id),
        direction,
      ).toEqual([trump.Id, helsinki!.Id]);
      const cold = heat.Items[1]!;
      expect(cold.Extras["DocVolume-30"]!.Volume).toBe(0);
      expect(cold.Extras["Heat-1/30"]!.Heat).toBeNull();
      expect(cold.Extras["Heat-7/30"]!.Heat).toBeNull();
    }
  });
});

describe("a document's entities (item 12)", () => {
  it("come most salient first", async () => {
    const found = await call<{ Items: { Id: string }[] }>('/search/documents?q="Angela Merkel visits Paris"');
    const docId = found.Items[0]!.Id;
    for (const sortBy of ["count", "relevance"]) {
      const entities = await call<{ Items: { Description: string }[] }>(
        `/documents/entities?q=itemref:${docId}&sortBy=${sortBy}&pageSize=40`,
      );
      expect(entities.Items[0]?.Description, `${sortBy}: ${JSON.stringify(entities.Items)}`).toBe("Angela Merkel");
    }
  });
});
