import { beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { api, jsonCalls, signedFetch, signedInUser, type TTestKey } from "../support/api-fixtures";
import { corpusMissing, ensureWikinews, hasCorpus } from "../support/corpus";

type TNode = { Id: string; Description: string; Type: string; Extras: { Relevance: { DocumentCount: number } } };
type TConnection = { FromId: string; ToId: string; Strength: number };
type TGraph = { Nodes: TNode[]; Connections: TConnection[]; LastUpdated: string };

let get: (path: string) => Promise<Response>;
let key: TTestKey;
const { withJson, json, expectBad } = jsonCalls((path) => get(path));
const network = (body: string) => signedFetch(key, api("/v1/network?type=json"), { method: "POST", body });
const num = (id: string) => Number(id.slice(3));

/** Documents mentioning Bernie Sanders (the query below) shared by each pair of the given entities. */
async function sharedDocuments(ids: number[]): Promise<Map<string, { n: number; ni: number; nj: number }>> {
  const { rows } = await pool().query(
    `WITH f AS (SELECT m.document_id AS id FROM mentions m JOIN entity_aliases a ON a.entity_id = m.entity_id
                JOIN entities e ON e.id = a.entity_id WHERE a.alias_key = 'bernie sanders' AND e.type = 'Person'),
     nm AS (SELECT document_id AS d, entity_id AS e FROM mentions WHERE entity_id = ANY($1::int8[]) AND document_id IN (SELECT id FROM f))
     SELECT x.e AS i, y.e AS j, count(*)::int AS n,
       (SELECT count(*) FROM nm WHERE nm.e = x.e)::int AS ni, (SELECT count(*) FROM nm WHERE nm.e = y.e)::int AS nj
     FROM nm x JOIN nm y ON x.d = y.d AND x.e < y.e GROUP BY x.e, y.e`,
    [ids],
  );
  return new Map(rows.map((r) => [`${r.i}-${r.j}`, { n: r.n, ni: r.ni, nj: r.nj }]));
}

function checkShape(graph: TGraph) {
  const ids = new Set(graph.Nodes.map((n) => n.Id));
  expect(ids.size).toBe(graph.Nodes.length);
  const pairs = new Set<string>();
  for (const c of graph.Connections) {
    expect(ids.has(c.FromId) && ids.has(c.ToId), JSON.stringify(c)).toBe(true);
    expect(num(c.FromId)).toBeLessThan(num(c.ToId)); // ordered, hence no self-loops
    expect(c.Strength).toBeGreaterThan(0);
    expect(pairs.has(`${c.FromId}-${c.ToId}`)).toBe(false);
    pairs.add(`${c.FromId}-${c.ToId}`);
  }
  const strengths = graph.Connections.map((c) => c.Strength);
  expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
}

const SANDERS = encodeURIComponent("Bernie Sanders[Person]");

describe.skipIf(!hasCorpus)("relationship graphs", () => {
  beforeAll(async () => {
    await ensureWikinews();
    const signedIn = await signedInUser();
    get = signedIn.get;
    key = signedIn.key;
  }, 600_000);

  it("connects the entities of a query's documents with strengths that match the shared documents", async () => {
    const raw = await json<TGraph>(`/graph/${SANDERS}?noNodes=15&normalize=false`);
    checkShape(raw);
    expect(raw.Nodes.length).toBe(15);
    expect(raw.Nodes[0]!.Description).toBe("Bernie Sanders"); // the query's entity is the centre
    const shared = await sharedDocuments(raw.Nodes.map((n) => num(n.Id)));
    // Every pair sharing a document is a connection, with that count as its strength.
    expect(raw.Connections.length).toBe(shared.size);
    for (const c of raw.Connections)
      expect(c.Strength, `${c.FromId}-${c.ToId}`).toBe(shared.get(`${num(c.FromId)}-${num(c.ToId)}`)!.n);
    // Normalised: the same order, divided by the strongest.
    const normalized = await json<TGraph>(`/graph/${SANDERS}?noNodes=15`);
    expect(normalized.Connections.map((c) => `${c.FromId}-${c.ToId}`)).toEqual(
      raw.Connections.map((c) => `${c.FromId}-${c.ToId}`),
    );
    const max = raw.Connections[0]!.Strength;
    expect(normalized.Connections[0]!.Strength).toBe(1);
    normalized.Connections.forEach((c, i) => expect(c.Strength).toBeCloseTo(raw.Connections[i]!.Strength / max, 5));
  });

  it("serves the same graph on every path and in XML", async () => {
    const canonical = await json<TGraph>(`/graph?q=${SANDERS}&types=Person,Country`);
    for (const path of [
      `/graph/${SANDERS}?types=Person,Country`,
      `/graph/${SANDERS}/Person,Country`,
      `/entitygraph/${SANDERS}/person,country`,
    ]) {
      const graph = await json<TGraph>(path);
      expect(
        graph.Nodes.map((n) => n.Id),
        path,
      ).toEqual(canonical.Nodes.map((n) => n.Id));
      expect(graph.Connections, path).toEqual(canonical.Connections);
    }
    expect(canonical.Nodes.every((n) => ["Person", "Country"].includes(n.Type))).toBe(true);
    expect((await json<TGraph>(`/entitygraph/${SANDERS}`)).Nodes).toHaveLength(20); // noNodes default
    const xml = await get(`/graph/${SANDERS}?noNodes=5`);
    expect(xml.status).toBe(200);
    expect(await xml.text()).toMatch(/<Graph><Nodes><TermData>.*<Connections><Connection><FromId>11_\d+<\/FromId>/s);
  });

  it("caps types with entityTypeLimits and keeps required entities", async () => {
    const limited = await json<TGraph>(`/graph/${SANDERS}/Person,Country?entityTypeLimits=3,1&noNodes=50`);
    expect(limited.Nodes.filter((n) => n.Type === "Person")).toHaveLength(3);
    expect(limited.Nodes.filter((n) => n.Type === "Country")).toHaveLength(1);
    checkShape(limited);
    // An entity of another story: included (with no connection), and kept when passed as graphEntities.
    const { rows } = await pool().query(
      "SELECT id::text AS id FROM entities WHERE name = 'Qasem Soleimani' AND type = 'Person'",
    );
    const outsider = `11_${rows[0].id}`;
    const included = await json<TGraph>(`/graph/${SANDERS}?noNodes=5&includeEntities=${outsider}`);
    expect(included.Nodes).toHaveLength(5);
    expect(included.Nodes[0]!.Id).toBe(outsider);
    expect(included.Nodes[0]!.Extras.Relevance.DocumentCount).toBe(0);
    expect(included.Connections.some((c) => c.FromId === outsider || c.ToId === outsider)).toBe(false);
    const kept = await json<TGraph>(
      `/graph/${SANDERS}?noNodes=3&graphEntities=${included.Nodes.map((n) => n.Id).join(",")}`,
    );
    expect(kept.Nodes.map((n) => n.Id)).toEqual(included.Nodes.map((n) => n.Id));
    // Expanding an entity brings its most related entities among the query's documents that mention it.
    const biden = await pool().query(
      "SELECT id::text AS id FROM entities WHERE name = 'Joe Biden' AND type = 'Person'",
    );
    const expanded = await json<TGraph>(`/graph/${SANDERS}?noNodes=1&expandEntities=11_${biden.rows[0].id}`);
    expect(expanded.Nodes[0]!.Id).toBe(`11_${biden.rows[0].id}`);
    expect(expanded.Nodes.length).toBeGreaterThan(1);
    expect(expanded.Nodes.length).toBeLessThanOrEqual(6);
    expect(expanded.Nodes.slice(1).every((n) => n.Extras.Relevance.DocumentCount > 0)).toBe(true);
  });

  it("offers several weight algorithms, normalised to 0..1", async () => {
    const nodes = (await json<TGraph>(`/graph/${SANDERS}?noNodes=12`)).Nodes;
    const shared = await sharedDocuments(nodes.map((n) => num(n.Id)));
    for (const algorithm of ["cooccurrence", "iwmc", "jaccard", "pmi", "IWMC"]) {
      const graph = await json<TGraph>(`/graph/${SANDERS}?noNodes=12&weightAlgorithm=${algorithm}`);
      checkShape(graph);
      expect(graph.Connections.length).toBeGreaterThan(0);
      expect(graph.Connections[0]!.Strength).toBe(1);
      expect(graph.Connections.every((c) => c.Strength <= 1)).toBe(true);
    }
    const jaccard = await json<TGraph>(`/graph/${SANDERS}?noNodes=12&weightAlgorithm=jaccard&normalize=false`);
    for (const c of jaccard.Connections) {
      const { n, ni, nj } = shared.get(`${num(c.FromId)}-${num(c.ToId)}`)!;
      expect(c.Strength).toBeCloseTo(n / (ni + nj - n), 5);
    }
  });

  it("builds a graph from POST /v1/network with named items", async () => {
    const response = await network(
      JSON.stringify({
        query: "Iran",
        items: "donald trump [person],Republican Party (US) [organization]",
        normalize: true,
        weightAlgorithm: "iwmc",
      }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const graph = (await response.json()) as TGraph;
    checkShape(graph);
    expect(graph.Nodes.slice(0, 2).map((n) => n.Description)).toEqual(["Donald Trump", "Republican Party"]);
    expect(graph.Nodes.length).toBe(20);
    expect(graph.Connections[0]!.Strength).toBe(1);
    const typed = await network(
      JSON.stringify({ query: "Iran", types: ["Country"], noNodes: 4, entityTypeLimits: "4" }),
    );
    expect(typed.status).toBe(200);
    expect(((await typed.json()) as TGraph).Nodes.every((n) => n.Type === "Country")).toBe(true);
  });

  it("answers bad input with 400, never 500", async () => {
    // Graphs show people, organisations, keyphrases and places of every kind (Site too), not products.
    await expectBad(`/graph/${SANDERS}?types=Product`, "types");
    await expectBad(`/graph/${SANDERS}/Planet`, "types");
    await expectBad(`/graph/${SANDERS}?noNodes=0`, "noNodes");
    await expectBad(`/graph/${SANDERS}?noNodes=100000`, "noNodes");
    await expectBad(`/graph/${SANDERS}?noNodes=ten`, "noNodes");
    await expectBad(`/graph/${SANDERS}/Person,City?entityTypeLimits=3`, "entityTypeLimits");
    await expectBad(`/graph/${SANDERS}?weightAlgorithm=magic`, "weightAlgorithm");
    await expectBad(`/graph/${SANDERS}?normalize=maybe`, "normalize");
    await expectBad(`/graph/${SANDERS}?includeEntities=Iran`, "includeEntities");
    await expectBad(`/graph/${SANDERS}?expandEntities=11_999999999`, "expandEntities");
    await expectBad("/graph/(Iran", "position");
    const bad = async (body: string, needle: string) => {
      const response = await network(body);
      expect(response.status, body).toBe(400);
      expect((await response.json()).Error, body).toContain(needle);
    };
    await bad("{not json", "JSON");
    await bad("", "body");
    await bad(JSON.stringify({ query: "Iran", items: "Nobody Atall [person]" }), "Nobody Atall [person]");
    await bad(JSON.stringify({ query: "Iran", items: "Iran [planet]" }), "items");
    await bad(JSON.stringify({ query: "Iran", weightAlgorithm: "magic" }), "weightAlgorithm");
    await bad(JSON.stringify({ query: "Iran", noNodes: 0 }), "noNodes");
    await bad(JSON.stringify({ query: "Iran", noNodes: 1e9 }), "noNodes");
    await bad(JSON.stringify({ query: "Iran", normalize: "maybe" }), "normalize");
    await bad(JSON.stringify({ query: "Iran", types: ["Person"], entityTypeLimits: [1, 2] }), "entityTypeLimits");
    await bad(JSON.stringify({ query: "Iran", colour: "red" }), "colour");
    await bad(JSON.stringify([1, 2]), "body");
    const get405 = await get(withJson("/v1/network"));
    expect(get405.status).toBe(405);
  });
});

describe.skipIf(hasCorpus)("relationship graphs", () => {
  it.skip(corpusMissing, () => {});
});
