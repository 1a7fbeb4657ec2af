import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closePool } from "@/lib/server/db/pool";
import { wireGraph } from "@/lib/server/gateway/wire/graph";
import { buildGraph, type TGraphInput } from "@/lib/server/graph/build-graph";
import type { TCounting } from "@/lib/server/related/count-foreground";
import type { TOptimization } from "@/lib/server/related/foreground";
import { scoreEntities } from "@/lib/server/related/score-entities";
import { createTestUser, signedInUser, uniqueName } from "../support/api-fixtures";
import { cli, corpusMissing, ensureWikinews, hasCorpus } from "../support/corpus";

// The in-memory mention index (lib/server/related/mention-index.ts) must count exactly what PostgreSQL
// counts: the same foregrounds, the same rankings, the same graphs, on broad and narrow queries.
const QUERIES = [
  "", // the whole corpus
  "said", // nearly every article
  "government OR police",
  "president",
  'country:"United States"',
  "Bernie Sanders[Person]",
  "Iran AND NOT Trump",
];

// The services run in this process too: their connections are closed so the worker exits promptly.
afterAll(async () => {
  await closePool();
});

let callerId: number;
const score = (q: string, optimization: TOptimization, counting: TCounting) =>
  scoreEntities({ q, optimization, callerId, excludeQueryEntities: false, counting, withDocumentIds: true });

// Compared as the API answers them (Nodes and Connections).
const graph = async (q: string, counting: TCounting, weightAlgorithm: TGraphInput["weightAlgorithm"]) =>
  wireGraph(
    await buildGraph({
      q,
      optimization: "accuracy",
      callerId,
      noNodes: 50,
      graphEntities: [],
      includeEntities: [],
      expandEntities: [],
      weightAlgorithm,
      normalize: false,
      counting,
    }),
  );

describe.skipIf(!hasCorpus)("counting a foreground in the mention index and in SQL", () => {
  beforeAll(async () => {
    await ensureWikinews();
    callerId = (await createTestUser()).id;
  }, 600_000);

  it("ranks the same entities with the same counts and scores", async () => {
    for (const q of QUERIES) {
      for (const optimization of ["accuracy", "speed"] as const) {
        const sql = await score(q, optimization, "sql");
        const indexed = await score(q, optimization, "index");
        expect(sql.counting).toBe("sql");
        expect(indexed.counting).toBe("index");
        expect(indexed.foreground, `${q} ${optimization}`).toBe(sql.foreground);
        expect(indexed.foreground, `${q} ${optimization}`).toBeGreaterThan(0);
        expect(indexed.ranked.length, `${q} ${optimization}`).toBeGreaterThan(10);
        expect(indexed.ranked, `${q} ${optimization}`).toEqual(sql.ranked);
        // SQL lists the documents unless the foreground is the whole corpus (filtered again instead).
        if (sql.documents!.list) {
          expect([...indexed.documents!.list!].sort((x, y) => x - y)).toEqual(
            [...sql.documents!.list].sort((x, y) => x - y),
          );
        } else expect(q).toBe("");
      }
    }
  });

  it("builds the same graphs", async () => {
    for (const q of ["said", "president", "Bernie Sanders[Person]"]) {
      for (const algorithm of ["cooccurrence", "iwmc"] as const) {
        const sql = await graph(q, "sql", algorithm);
        const indexed = await graph(q, "index", algorithm);
        expect(indexed.Nodes, q).toEqual(sql.Nodes);
        expect(indexed.Nodes.length).toBe(50);
        const strengths = (g: typeof sql) => new Map(g.Connections.map((c) => [`${c.FromId}-${c.ToId}`, c.Strength]));
        const expected = strengths(sql);
        const actual = strengths(indexed);
        expect([...actual.keys()].sort(), `${q} ${algorithm}`).toEqual([...expected.keys()].sort());
        expect(actual.size).toBeGreaterThan(50);
        for (const [pair, strength] of expected) expect(actual.get(pair), pair).toBeCloseTo(strength, 6);
      }
    }
  });

  it("counts a document added after the index was built", async () => {
    await score("said", "accuracy", "index"); // the index now holds the corpus
    const word = uniqueName("zqx").replace(/[^a-z0-9]/gi, "");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mention-index-"));
    const file = path.join(dir, "late.jsonl");
    const body = `${word}: Angela Merkel met Emmanuel Macron in Paris, France, to discuss the European Union budget.`;
    fs.writeFileSync(
      file,
      `${JSON.stringify({ title: `${word} summit in Paris`, body, publishedAt: "2020-03-02" })}\n`,
    );
    const imported = cli("import", file, "--json");
    expect(imported.code, imported.stderr).toBe(0);
    const sql = await score(word, "accuracy", "sql");
    const indexed = await score(word, "accuracy", "index");
    expect(sql.foreground).toBe(1);
    expect(sql.ranked.length).toBeGreaterThan(0);
    expect(indexed.ranked).toEqual(sql.ranked);
    // The server's index (built by earlier requests or by this one) sees it too.
    const { get } = await signedInUser();
    const response = await get(`/documents/${word}/entities?type=json&sortBy=count`);
    expect(response.status).toBe(200);
    const items = ((await response.json()) as { Items: { Id: string }[] }).Items.map((i) => i.Id);
    expect(items.sort()).toEqual(sql.ranked.map((s) => `11_${s.id}`).sort());
  });
});

describe.skipIf(hasCorpus)("counting a foreground", () => {
  it.skip(corpusMissing, () => {});
});
