import { beforeAll, describe, expect, it } from "vitest";
import { api, signedFetch, signedInUser, type TTestKey } from "../support/api-fixtures";
import { corpusMissing, ensureWikinews, hasCorpus } from "../support/corpus";

let get: (path: string) => Promise<Response>;
let key: TTestKey;

describe.skipIf(!hasCorpus)("geo events and highlighting", () => {
  beforeAll(async () => {
    await ensureWikinews();
    ({ get, key } = await signedInUser());
  }, 600_000);

  it("places the stories of a query on the map, inside a bounding box when given", async () => {
    const global = await (await get("/search/geoevents?q=Dorian&type=json")).json();
    expect(global.Items.length).toBeGreaterThan(0);
    const first = global.Items[0];
    expect(first.Term.Type).toMatch(/^(City|Country|Region|Site)$/);
    expect(typeof first.Latitude).toBe("number");
    expect(first.Story.Id).toMatch(/^5_\d+$/);
    expect(first.Story.Extras.NoDocuments).toBeGreaterThanOrEqual(1);
    expect(
      global.Items.some(
        (i: { Term: { Description: string } }) =>
          i.Term.Description === "The Bahamas" || i.Term.Description === "Bahamas",
      ),
    ).toBe(true);
    const boxed = await (
      await get("/search/geoevents?q=Dorian&minLat=20&maxLat=30&minLong=-80&maxLong=-70&type=json")
    ).json();
    for (const item of boxed.Items) {
      expect(item.Latitude).toBeGreaterThanOrEqual(20);
      expect(item.Longitude).toBeLessThanOrEqual(-70);
    }
    const legacy = await (await get("/geoEvents/Dorian?type=json&maxNoVisibleEvent=1")).json();
    expect(legacy.Items).toHaveLength(1);
    expect((await get("/search/geoevents?minLat=10&type=json")).status).toBe(400);
    expect((await get("/search/geoevents?minLat=30&maxLat=10&minLong=0&maxLong=1&type=json")).status).toBe(400);
    expect((await get("/search/geoevents?maxNoVisibleEvent=0&type=json")).status).toBe(400);
  });

  it("highlights a query in a stored document and in a posted text, escaping the text", async () => {
    const found = await (await get("/search/documents?q=Dorian&type=json&pageSize=1")).json();
    const stored = await (await get(`/v1/highlight?q=Dorian&docId=${found.Items[0].Id}&type=json`)).json();
    expect(stored.ContainsHighlightedTokens).toBe(true);
    expect(stored.HtmlText).toContain("<em>Dorian</em>");
    const body = JSON.stringify({ Text: 'Crude oil <b>prices</b> rose; "crude oil" again.' });
    const posted = await signedFetch(key, api(`/v1/highlight?q=${encodeURIComponent('"crude oil"')}&type=json`), {
      method: "POST",
      body,
    });
    const result = await posted.json();
    // A phrase's words, next to each other, are one mark (as "COVID-19" is).
    expect(result.HtmlText).toContain("<em>Crude oil</em>");
    expect(result.HtmlText).toContain("&quot;<em>crude oil</em>&quot;");
    expect(result.HtmlText).toContain("&lt;b&gt;prices&lt;/b&gt;");
    expect((await get("/v1/highlight?q=x&type=json")).status).toBe(400);
    expect((await get("/v1/highlight?q=x&docId=5_999999999&type=json")).status).toBe(404);
    expect((await get("/v1/highlight?q=x&docId=abc&type=json")).status).toBe(400);
  });
});

if (!hasCorpus) console.warn(corpusMissing);
