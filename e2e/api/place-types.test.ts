import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closePool, pool } from "@/lib/server/db/pool";
import { api, jsonCalls, signedInUser, signUrl, type TTestKey } from "../support/api-fixtures";

// The place types of DECISIONS 23 end to end: a document uploaded here (with a random word of its own,
// so no other test's data can match) names a state, a province and two facilities; the real pipeline
// types them Region and Site, and search, entity search, autocomplete, the per-document entity lists,
// the map and the graph know those types.

type TEntity = { Id: string; Description: string; Type: string };
type TList<T> = { TotalCount: number; Items: T[] };
type TDocs = TList<{ Id: string; Description: string }>;
type TGeo = { Items: { Item: TEntity; Latitude: number; Longitude: number }[] };

afterAll(closePool);

const word = `zq${randomBytes(5).toString("hex")}`;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let calls: ReturnType<typeof jsonCalls>;
let docId: string;

async function upload(key: TTestKey, text: string) {
  const url = api(`/v1/Package/upload?type=json&fileName=${word}.txt`);
  const body = Buffer.from(text, "utf8");
  const response = await fetch(signUrl(key, "POST", url, body), {
    method: "POST",
    body,
    headers: { "Content-Type": "application/octet-stream" },
  });
  const answer = await response.text();
  expect(response.status, answer).toBe(200);
  return JSON.parse(answer) as TList<{ Id: string }>;
}

const q = (text: string) => encodeURIComponent(text);

beforeAll(async () => {
  owner = await signedInUser();
  calls = jsonCalls(owner.get);
  const uploaded = await upload(
    owner.key,
    `Launch report ${word}\n\n` +
      `Wildfires spread across California on Monday while floods hit Queensland. ` +
      `The crew lifted off from Kennedy Space Center in Florida, and the president watched from the White House. ` +
      `Officials in California said the fires were contained by Friday.`,
  );
  docId = uploaded.Items[0]!.Id;
}, 120_000);

describe("place types: Region and Site", () => {
  it("stores states as Region and facilities as Site entities", async () => {
    const { rows } = await pool().query<{ type: string; name: string }>(
      `SELECT e.type, e.name FROM mentions m JOIN entities e ON e.id = m.entity_id WHERE m.document_id = $1
       ORDER BY e.type, e.name`,
      [docId.replace(/^5_/, "")],
    );
    const typed = rows.map((r) => `${r.type}:${r.name}`);
    expect(typed).toEqual(
      expect.arrayContaining([
        "Region:California",
        "Region:Queensland",
        "Region:Florida",
        "Site:Kennedy Space Center",
        "Site:White House",
      ]),
    );
    expect(typed).not.toContain("Organization:White House");
  });

  it('finds the document by region:"California" and site:"Kennedy Space Center"', async () => {
    const byRegion = await calls.json<TDocs>(`/search/documents?q=${q(`region:"California" ${word}`)}`);
    expect(byRegion.Items.map((i) => i.Id)).toEqual([docId]);
    const suffix = await calls.json<TDocs>(`/search/documents?q=${q(`Queensland[Region] ${word}`)}`);
    expect(suffix.Items.map((i) => i.Id)).toEqual([docId]);
    const bySite = await calls.json<TDocs>(`/search/documents?q=${q(`site:"Kennedy Space Center" ${word}`)}`);
    expect(bySite.Items.map((i) => i.Id)).toEqual([docId]);
    // California is a region, not a city: the wrong type finds nothing.
    const asCity = await calls.json<TDocs>(`/search/documents?q=${q(`city:"California" ${word}`)}`);
    expect(asCity.Items).toEqual([]);
  });

  it("searches and suggests entities of type Region and Site", async () => {
    const regions = await calls.json<TList<TEntity>>(`/entities?q=California&types=Region`);
    expect(regions.Items.map((i) => [i.Type, i.Description])).toContainEqual(["Region", "California"]);
    expect(regions.Items.every((i) => i.Type === "Region")).toBe(true);
    const sites = await calls.json<TList<TEntity>>(`/entities?q=${q("Kennedy Space Center")}&types=Site`);
    expect(sites.Items.map((i) => i.Description)).toContain("Kennedy Space Center");
    const suggested = await calls.json<TList<TEntity>>(`/v1/autoComplete?q=Queens&types=Region`);
    expect(suggested.Items.map((i) => [i.Type, i.Description])).toContainEqual(["Region", "Queensland"]);
  });

  it("lists the document's places by type, on the map and in the graph", async () => {
    const ofDoc = await calls.json<TList<TEntity>>(`/documents/${word}/entities/Region,Site`);
    const names = ofDoc.Items.map((i) => `${i.Type}:${i.Description}`);
    expect(names).toEqual(expect.arrayContaining(["Region:California", "Site:White House"]));
    expect(ofDoc.Items.every((i) => i.Type === "Region" || i.Type === "Site")).toBe(true);
    const geo = await calls.json<TGeo>(`/entities/geo?q=${word}&size=20`);
    const onMap = geo.Items.map((i) => `${i.Item.Type}:${i.Item.Description}`);
    expect(onMap).toEqual(expect.arrayContaining(["Region:California", "Site:Kennedy Space Center"]));
    const kennedy = geo.Items.find((i) => i.Item.Description === "Kennedy Space Center")!;
    expect(kennedy.Latitude).toBeCloseTo(28.57, 1);
    const graph = await owner.get(`/graph/${word}/Region,Site?type=json`);
    expect(graph.status, await graph.clone().text()).toBe(200);
  });

  it("names the new types among the valid ones when a type is wrong, and changes nothing", async () => {
    for (const path of [`/entities?types=Planet`, `/v1/autoComplete?q=Cal&types=Planet`]) {
      const response = await owner.get(`${path}&type=json`);
      expect(response.status, path).toBe(400);
      const { Error } = (await response.json()) as { Error: string };
      expect(Error, path).toMatch(/Region/);
      expect(Error, path).toMatch(/Site/);
    }
    const query = await owner.get(`/search/documents?q=${q("planet:Mars")}&type=json`);
    expect(query.status).toBe(400);
    expect(((await query.json()) as { Error: string }).Error).toContain("Region:");
  });

  it("documents the place types in the OpenAPI description", async () => {
    const response = await owner.get("/openapi.json");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("Region");
    expect(text).toMatch(/Person, Company, Organization, Country, City, Region, Keyphrase, Site/);
  });
});
