import { beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { api, jsonCalls, signedFetch, signedInUser, type TTestKey } from "../support/api-fixtures";
import { corpusMissing, ensureWikinews, hasCorpus } from "../support/corpus";

type TRelevance = { Score: number; DocumentCount: number; BackgroundDocumentCount: number };
type TItem = {
  Id: string;
  Description: string;
  Type: string;
  EntityReference?: string;
  Extras: { Relevance: TRelevance };
};
type TItems = { Items: TItem[]; LastUpdated: string; TotalCount?: number };
type TRow = { Description: string; Type: string; Extras: { Relevance: TRelevance }; LastUpdated: string };

let get: (path: string) => Promise<Response>;
let key: TTestKey;
const { withJson, json, expectBad } = jsonCalls((path) => get(path));
const post = (path: string, body: string) => signedFetch(key, api(withJson(path)), { method: "POST", body });

/** Entity id and corpus document count of the entity of that name and type. */
async function entity(name: string, type: string): Promise<{ id: string; df: number }> {
  const { rows } = await pool().query(
    `SELECT e.id::text AS id, (SELECT count(*)::int FROM mentions m WHERE m.entity_id = e.id) AS df
     FROM entities e WHERE e.name = $1 AND e.type = $2`,
    [name, type],
  );
  expect(rows[0], `${name} [${type}] in the Wikinews import`).toBeDefined();
  return rows[0];
}

/** Documents mentioning `personId` that also mention each other entity, most first (raw counts). */
async function coMentionCounts(personId: string): Promise<Map<string, number>> {
  const { rows } = await pool().query(
    `SELECT m.entity_id::text AS id, count(*)::int AS n FROM mentions m
     WHERE m.document_id IN (SELECT document_id FROM mentions WHERE entity_id = $1) AND m.entity_id <> $1
     GROUP BY m.entity_id`,
    [personId],
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

const rankOf = (items: TItem[], id: string) => {
  const index = items.findIndex((i) => i.Id === `11_${id}`);
  return index < 0 ? Infinity : index;
};

describe.skipIf(!hasCorpus)("related entities, topics, categories and entity relevance", () => {
  beforeAll(async () => {
    await ensureWikinews();
    const signedIn = await signedInUser();
    get = signedIn.get;
    key = signedIn.key;
  }, 600_000);

  it("finds the people and places of a person's stories, not the most frequent entities", async () => {
    const soleimani = await entity("Qasem Soleimani", "Person");
    const iran = await entity("Iran", "Country");
    const iraq = await entity("Iraq", "Country");
    const us = await entity("United States", "Country");
    const q = encodeURIComponent('person:"Qasem Soleimani"');
    const related = await json<TItems>(`/v1/infocus?q=${q}&pageSize=50`);
    expect(related.Items.length).toBeGreaterThan(5);
    // The query's own entity is left out.
    expect(related.Items.some((i) => i.Id === `11_${soleimani.id}`)).toBe(false);
    // The countries of the story lead; United States, in half the corpus, does not outrank them.
    const top5 = related.Items.slice(0, 5).map((i) => i.Id);
    expect(top5).toContain(`11_${iran.id}`);
    // Iraq leads too, among the story's places (regions and cities of Iran and Iraq now count as places).
    expect(rankOf(related.Items, iraq.id)).toBeLessThan(8);
    expect(rankOf(related.Items, us.id)).toBeGreaterThan(rankOf(related.Items, iraq.id));
    expect(rankOf(related.Items, us.id)).toBeGreaterThan(rankOf(related.Items, iran.id));
    expect(top5).not.toContain(`11_${us.id}`);
    // …although raw counts would put it near the top.
    const counts = await coMentionCounts(soleimani.id);
    expect(counts.get(us.id)).toBeGreaterThanOrEqual(counts.get(iraq.id)!);
    // Relevance extras are the counts a reader can check.
    for (const item of related.Items.slice(0, 10)) {
      const id = item.Id.slice(3);
      expect(item.Extras.Relevance.DocumentCount, item.Description).toBe(counts.get(id));
      // The corpus counts are cached for a while: never more than the live count, never less than the foreground.
      const { rows } = await pool().query("SELECT count(*)::int AS n FROM mentions WHERE entity_id = $1", [id]);
      expect(item.Extras.Relevance.BackgroundDocumentCount).toBeLessThanOrEqual(rows[0].n);
      expect(item.Extras.Relevance.BackgroundDocumentCount).toBeGreaterThanOrEqual(item.Extras.Relevance.DocumentCount);
    }
    const scores = related.Items.map((i) => i.Extras.Relevance.Score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("puts a known co-actor (Joe Biden for Bernie Sanders) above United States", async () => {
    const biden = await entity("Joe Biden", "Person");
    const us = await entity("United States", "Country");
    const related = await json<TItems>(`/statistics/relatedentities/${encodeURIComponent("Bernie Sanders[Person]")}`);
    expect(rankOf(related.Items, biden.id)).toBeLessThan(5);
    expect(rankOf(related.Items, biden.id)).toBeLessThan(rankOf(related.Items, us.id));
  });

  it("answers the same on every path, with types and entityTypeLimits", async () => {
    const q = "Iran";
    const canonical = await json<TItems>(`/v1/infocus?q=${q}&types=Person,City`);
    for (const path of [
      `/statistics/relatedentities?q=${q}&types=Person,City`,
      `/statistics/relatedentities/${q}?types=Person,City`,
      `/statistics/relatedentities/${q}/Person,City`,
      `/statistics/relatedentities/${q}/person,city`,
    ]) {
      expect(
        (await json<TItems>(path)).Items.map((i) => i.Id),
        path,
      ).toEqual(canonical.Items.map((i) => i.Id));
    }
    expect(canonical.Items.every((i) => ["Person", "City"].includes(i.Type))).toBe(true);
    const limited = await json<TItems>(`/statistics/relatedentities/${q}/Person,City?entityTypeLimits=3,1`);
    expect(limited.Items.filter((i) => i.Type === "Person").length).toBeLessThanOrEqual(3);
    expect(limited.Items.filter((i) => i.Type === "City").length).toBeLessThanOrEqual(1);
    expect(limited.Items.length).toBeGreaterThanOrEqual(2);
    // The best Person of the limited list is the best Person of the whole list.
    expect(limited.Items.find((i) => i.Type === "Person")?.Id).toBe(
      canonical.Items.find((i) => i.Type === "Person")?.Id,
    );
    const xml = await get(`/v1/infocus?q=${q}&pageSize=3&type=xml`);
    expect(xml.status).toBe(200);
    expect(await xml.text()).toMatch(/<RelatedEntities>.*<Items><TermData>.*<Relevance><Score>/s);
  });

  it("supports optimization=speed and an empty query (by document count)", async () => {
    const speed = await json<TItems>("/v1/infocus?q=Trump&optimization=speed&pageSize=5");
    expect(speed.Items.length).toBe(5);
    const all = await json<TItems>("/v1/infocus?pageSize=5");
    const counts = all.Items.map((i) => i.Extras.Relevance.DocumentCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const { rows } = await pool().query(
      `SELECT count(*)::int AS n FROM mentions m JOIN documents d ON d.id = m.document_id
       WHERE d.type <> 'Article Comment' GROUP BY m.entity_id ORDER BY n DESC LIMIT 1`,
    );
    expect(counts[0]).toBe(rows[0].n);
  });

  it("lists the entities of a query's documents, query entities included, paged", async () => {
    const soleimani = await entity("Qasem Soleimani", "Person");
    const q = encodeURIComponent('person:"Qasem Soleimani"');
    const first = await json<TItems>(`/documents/${q}/entities?pageSize=5`);
    expect(first.Items[0]!.Id).toBe(`11_${soleimani.id}`);
    expect(first.TotalCount).toBeGreaterThan(10);
    const second = await json<TItems>(`/documents/${q}/entities?pageSize=5&pageNumber=1`);
    const ten = await json<TItems>(`/documents/entities?q=${q}&pageSize=10`);
    expect([...first.Items, ...second.Items].map((i) => i.Id)).toEqual(ten.Items.map((i) => i.Id));
    const byCount = await json<TItems>(`/documents/${q}/entities?sortBy=count&pageSize=20`);
    const counts = byCount.Items.map((i) => i.Extras.Relevance.DocumentCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const sql = await coMentionCounts(soleimani.id);
    for (const item of byCount.Items.slice(1, 6))
      expect(item.Extras.Relevance.DocumentCount).toBe(sql.get(item.Id.slice(3)));
    const typed = await json<TItems>(`/documents/${q}/entities/City,Country?entityTypeLimits=2,2`);
    expect(typed.TotalCount).toBeLessThanOrEqual(4);
    expect(typed.Items.every((i) => ["City", "Country"].includes(i.Type))).toBe(true);
    expect((await json<TItems>(`/documents/${q}/entities?pageNumber=1000`)).Items).toEqual([]);
  });

  it("ranks related topics and categories of a query's documents", async () => {
    const topics = await json<TItems>("/statistics/relatedtopics/hurricane");
    expect(topics.Items[0]).toMatchObject({ Description: "Weather", Type: "Subject" });
    expect(topics.Items.every((i) => /^7_\d+$/.test(i.Id) && i.EntityReference === undefined)).toBe(true);
    const urgency = await json<TItems>("/statistics/relatedtopics?q=hurricane&types=Urgency");
    expect(urgency.Items.every((i) => i.Type === "Urgency")).toBe(true);
    const { rows } = await pool().query(
      `SELECT t.term, count(*)::int AS n FROM document_terms t
       WHERE t.kind = 'Category' AND t.term = 'Weather' AND t.document_id IN
         (SELECT id FROM documents d WHERE d.search @@ (plainto_tsquery('english', 'hurricane') || plainto_tsquery('simple', 'hurricane')))
       GROUP BY t.term`,
    );
    const categories = await json<{ Items: TRow[] }>("/documents/categories?q=hurricane");
    expect(categories.Items[0]).toMatchObject({
      Description: "Weather",
      Type: "Category",
      LastUpdated: "0001-01-01T00:00:00",
    });
    expect(categories.Items[0]!.Extras.Relevance.DocumentCount).toBe(rows[0].n);
    expect(categories.Items.every((i) => i.Type === "Category")).toBe(true);
    const both = await json<{ Items: TRow[] }>(
      "/documents/categories?q=hurricane&types=Category,Keyword&entityTypeLimits=1,3",
    );
    expect(both.Items.filter((i) => i.Type === "Category")).toHaveLength(1);
    expect(both.Items.filter((i) => i.Type === "Keyword")).toHaveLength(3);
  });

  it("scores given entities against a query by GET and POST", async () => {
    const iran = await entity("Iran", "Country");
    const us = await entity("United States", "Country");
    const q = encodeURIComponent('person:"Qasem Soleimani"');
    const byGet = await json<TItems & { DocumentCount: number }>(
      `/v1/entityrelevance?q=${q}&itemRefs=11_${us.id},united-states-11_${us.id},11_${iran.id}`,
    );
    expect(byGet.Items.map((i) => i.Id)).toEqual([`11_${iran.id}`, `11_${us.id}`]);
    expect(byGet.DocumentCount).toBeGreaterThanOrEqual(4);
    const infocus = await json<TItems>(`/v1/infocus?q=${q}&pageSize=500`);
    expect(byGet.Items[0]!.Extras.Relevance).toEqual(
      infocus.Items.find((i) => i.Id === `11_${iran.id}`)!.Extras.Relevance,
    );
    const response = await post(
      "/v1/entityrelevance",
      JSON.stringify({ query: 'person:"Qasem Soleimani"', items: "iran [country],United States [Country]" }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as TItems).Items).toEqual(byGet.Items);
    const unknown = await post("/v1/entityrelevance", JSON.stringify({ items: "Nobody Atall [Person]" }));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).Error).toContain("Nobody Atall [Person]");
    expect((await post("/v1/entityrelevance", "{not json")).status).toBe(400);
    expect((await post("/v1/entityrelevance", JSON.stringify({ itemRefs: 5 }))).status).toBe(400);
    await expectBad("/v1/entityrelevance?q=Iran", "itemRefs");
    await expectBad("/v1/entityrelevance?itemRefs=11_999999999", "itemRefs");
    await expectBad("/v1/entityrelevance?itemRefs=Iran", "itemRefs");
  });

  it("answers bad input with 400 naming the parameter", async () => {
    await expectBad("/v1/infocus?types=Planet", "types");
    await expectBad("/v1/infocus?types=Person,person", "types");
    await expectBad("/statistics/relatedentities/Iran/Person?entityTypeLimits=1,2", "entityTypeLimits");
    await expectBad("/v1/infocus?entityTypeLimits=3", "entityTypeLimits");
    await expectBad("/v1/infocus?types=Person&entityTypeLimits=many", "entityTypeLimits");
    await expectBad("/v1/infocus?types=Person&entityTypeLimits=-1", "entityTypeLimits");
    await expectBad("/v1/infocus?optimization=fast", "optimization");
    await expectBad("/v1/infocus?pageSize=0", "pageSize");
    await expectBad("/v1/infocus?q=(Iran", "position");
    await expectBad("/statistics/relatedentities/Iran?q=Iraq", "q");
    await expectBad("/statistics/relatedtopics?types=Person", "types");
    await expectBad("/documents/Iran/entities?entityTypeLimits=2", "entityTypeLimits");
    await expectBad("/documents/Iran/entities?sortBy=heat", "sortBy");
    await expectBad("/documents/categories?types=Topic", "types");
    await expectBad("/documents/categories?nonsense=1", "nonsense");
  });
});

describe.skipIf(hasCorpus)("related entities", () => {
  it.skip(corpusMissing, () => {});
});
