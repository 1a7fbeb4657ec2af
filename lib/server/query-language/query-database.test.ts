import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type TEmbeddedDb } from "@/lib/server/db/embedded";
import { migrate } from "@/lib/server/db/migrate";
import { closePool } from "@/lib/server/db/pool";
import { TS_CONFIGS, tsConfigFor } from "@/lib/server/ingest/prepared";
import { Prisma } from "@/lib/generated/prisma/client";
import { compileQuery, type TCompileOptions } from "./compile-query";
import { parseQuery } from "./parse-query";
import { TQuerySyntaxError } from "./query-errors";

// Real PostgreSQL: the compiled fragments run on pg (their `.text` and `.values`) as the services run them.
let dir: string;
let embedded: TEmbeddedDb;
let testPool: pg.Pool;

// The test's own statements: tagged templates or composed fragments; bigint ids come back as bigints.
const BIGINT_IDS = {
  getTypeParser: (oid: number, format?: string) =>
    oid === pg.types.builtins.INT8 ? (value: string) => BigInt(value) : pg.types.getTypeParser(oid, format as "text"),
} as pg.CustomTypesConfig;
type TTagged = [TemplateStringsArray | Prisma.Sql, ...unknown[]];
const fragment = ([first, ...values]: TTagged) => (first instanceof Prisma.Sql ? first : Prisma.sql(first, ...values));
const runner = (on: Pick<pg.Pool, "query">) => ({
  $queryRaw: async <T>(...tagged: TTagged): Promise<T> => {
    const sql = fragment(tagged);
    return (await on.query({ text: sql.text, values: sql.values, types: BIGINT_IDS })).rows as T;
  },
  $executeRaw: async (...tagged: TTagged): Promise<number> => {
    const sql = fragment(tagged);
    return (await on.query(sql.text, sql.values)).rowCount ?? 0;
  },
});
const db = {
  ...runner({ query: (...args: Parameters<pg.Pool["query"]>) => testPool.query(...args) } as Pick<pg.Pool, "query">),
  $transaction: async <T>(work: (tx: ReturnType<typeof runner>) => Promise<T>): Promise<T> => {
    const client = await testPool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(runner(client));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    } finally {
      client.release();
    }
  },
};
/** Ids of the seeded rows by key; documents are found back by `docKeys`. */
const ids: Record<string, bigint> = {};
const docKeys = new Map<bigint, string>();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nei-query-"));
  embedded = await startEmbeddedPostgres({ dir, port: 20_000 + Math.floor(Math.random() * 20_000) });
  await migrate(embedded.url);
  // compileQuery reads the corpus's text-search configurations through the service's own client.
  process.env.DATABASE_URL = embedded.url;
  testPool = new pg.Pool({ connectionString: embedded.url });
  await seed();
}, 120_000);

afterAll(async () => {
  await testPool?.end();
  await closePool();
  await embedded?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function insertDocument(
  key: string,
  doc: { title: string; body: string; type?: string; tsConfig?: string; language?: string },
) {
  const [row] = await db.$queryRaw<{ id: bigint }[]>`
    INSERT INTO documents (title, body, type, ts_config, language, content_hash, published_at)
    VALUES (${doc.title}, ${doc.body}, ${doc.type ?? "Article"}, ${doc.tsConfig ?? "english"}::regconfig,
      ${doc.language ?? "en"}, ${key}, now())
    RETURNING id`;
  ids[key] = row!.id;
  docKeys.set(row!.id, key);
}

async function insertEntity(key: string, type: string, name: string, aliases: string[]) {
  const [row] = await db.$queryRaw<{ id: bigint }[]>`
    INSERT INTO entities (type, name, name_key, slug) VALUES (${type}, ${name}, ${name.toLowerCase()}, ${key}) RETURNING id`;
  ids[key] = row!.id;
  for (const alias of [name, ...aliases]) {
    await db.$executeRaw`INSERT INTO entity_aliases (alias_key, entity_id, alias) VALUES (${alias.toLowerCase()}, ${row!.id}, ${alias})`;
  }
}

async function mention(doc: string, entity: string, salience: number) {
  await db.$executeRaw`
    INSERT INTO mentions (document_id, entity_id, published_at, count, first_offset, salience)
    VALUES (${ids[doc]}, ${ids[entity]}, now(), 1, 0, ${salience})`;
}

async function seed() {
  await insertDocument("pelosiIran", {
    title: "Pelosi visits Iran",
    body: "Speaker Pelosi held talks on the nuclear deal in Tehran. She runs the House.",
  });
  await insertDocument("iraqVote", {
    title: "Iraq elections",
    body: "Voters in Iraq went to the polls. A deal on nuclear issues was not discussed.",
  });
  await insertDocument("appleSheet", {
    title: "Apple results",
    body: "Apple reported higher costs during COVID-19. Nancy Pelosi was named in a headline, but only as words.",
    type: "Fact Sheet",
  });
  await insertDocument("simpleDoc", {
    title: "Running notes",
    body: "running läufer",
    type: "Local File",
    tsConfig: "simple",
  });
  await insertDocument("frenchVote", {
    title: "Présidentielle : les électeurs aux urnes",
    body: "Les électeurs ont voté dimanche pour les élections présidentielles. Les négociations continuent.",
    tsConfig: "french",
    language: "fr",
  });
  await insertEntity("pelosi", "Person", "Nancy Pelosi", ["Pelosi", "Speaker Pelosi"]);
  await insertEntity("iran", "Country", "Iran", []);
  await insertEntity("iraq", "Country", "Iraq", []);
  await insertEntity("apple", "Company", "Apple Inc", ["Apple"]);
  await mention("pelosiIran", "pelosi", 0.9);
  await mention("pelosiIran", "iran", 0.6);
  await mention("iraqVote", "iraq", 0.8);
  await mention("appleSheet", "apple", 0.7);
  const [topic] = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO topics (type, name, name_key) VALUES ('Subject', 'Elections', 'elections') RETURNING id`;
  ids.elections = BigInt(topic!.id);
  await db.$executeRaw`INSERT INTO document_topics (document_id, topic_id, score) VALUES (${ids.iraqVote}, ${topic!.id}, 1)`;
}

/** The keys of the documents a query finds, in key order. */
async function find(text: string, options?: TCompileOptions): Promise<string[]> {
  const { where } = await compileQuery(parseQuery(text), options);
  const rows = await db.$queryRaw<{ id: bigint }[]>(Prisma.sql`SELECT d.id FROM documents d WHERE ${where}`);
  return rows.map((r) => docKeys.get(r.id)!).sort();
}

describe("compiled queries on PostgreSQL", () => {
  it("matches everything for the empty query", async () => {
    expect(await find("")).toEqual(["appleSheet", "frenchVote", "iraqVote", "pelosiIran", "simpleDoc"]);
  });

  it("applies AND, OR, NOT and parentheses", async () => {
    expect(await find("Iran OR Iraq")).toEqual(["iraqVote", "pelosiIran"]);
    expect(await find("Iran Iraq")).toEqual([]);
    expect(await find("nuclear NOT Iran")).toEqual(["iraqVote"]);
    expect(await find("(Iran OR Apple) AND NOT DocType:Article")).toEqual(["appleSheet"]);
    expect(await find("NOT (Iran OR Iraq)")).toEqual(["appleSheet", "frenchVote", "simpleDoc"]);
  });

  it("excludes words in the same search-index condition exactly as a separate NOT would, in every configuration", async () => {
    const pairs: [string, string][] = [
      ["nuclear", "Iran"],
      ["run", "running"],
      ["running", "run"],
      ['"nuclear deal"', "the"],
      ["deal", '"nuclear issues"'],
      ["(Iran OR Iraq)", "nuclear"],
      ["élections", "dimanche"],
      ["Pelosi", "(Tehran OR headline)"],
    ];
    for (const [positive, negative] of pairs) {
      const excluded = new Set(await find(negative));
      const expected = (await find(positive)).filter((key) => !excluded.has(key));
      expect(await find(`${positive} NOT ${negative}`), `${positive} NOT ${negative}`).toEqual(expected);
    }
  });

  it("reads -word as NOT and a hyphenated word as its parts in order (DECISIONS 21)", async () => {
    expect(await find("nuclear -Iran")).toEqual(["iraqVote"]);
    expect(await find('nuclear -"nuclear deal"')).toEqual(["iraqVote"]);
    expect(await find("nuclear-deal")).toEqual(["pelosiIran"]);
    expect(await find('"nuclear-deal"')).toEqual(["pelosiIran"]);
    // A hyphen before a number stays: PostgreSQL reads COVID-19 as "covid" and the number "-19".
    expect(await find("COVID-19")).toEqual(["appleSheet"]);
    expect(await find('"COVID-19"')).toEqual(["appleSheet"]);
  });

  it("distinguishes a phrase from its words", async () => {
    expect(await find('"nuclear deal"')).toEqual(["pelosiIran"]);
    expect(await find("nuclear deal")).toEqual(["iraqVote", "pelosiIran"]);
  });

  it("matches stemmed words and exact words of documents indexed with the simple configuration", async () => {
    // english: running → run finds "runs"; simple: running finds the simple-config document.
    expect(await find("running")).toEqual(["pelosiIran", "simpleDoc"]);
    expect(await find("talk")).toEqual(["pelosiIran"]);
    expect(await find("läufer")).toEqual(["simpleDoc"]);
    // English documents index no stop words; with other words a stop word is simply ignored.
    expect(await find("the")).toEqual([]);
    expect(await find("the Iran")).toEqual(["pelosiIran"]);
    expect(await find('"the nuclear deal"')).toEqual(["pelosiIran"]);
  });

  it("finds a French document by inflected French forms of its words (French stemming)", async () => {
    // "élections présidentielles" is indexed with the french configuration: the singular finds it,
    // which neither english stemming nor the exact form does.
    expect(await find("élection")).toEqual(["frenchVote"]);
    expect(await find("présidentielle")).toEqual(["frenchVote"]);
    expect(await find("négociation")).toEqual(["frenchVote"]);
    expect(await find("élection", { textConfigs: ["english", "simple"] })).toEqual([]);
    // English stemming is unchanged beside it.
    expect(await find("running")).toEqual(["pelosiIran", "simpleDoc"]);
    expect(await find("elections")).toEqual(["iraqVote"]);
    expect(await find("election")).toEqual(["iraqVote"]);
  });

  it("indexes every language the ingestion maps to a configuration with one PostgreSQL has", async () => {
    const rows = await db.$queryRaw<{ cfgname: string }[]>`SELECT cfgname FROM pg_ts_config`;
    const present = new Set(rows.map((r) => r.cfgname));
    expect(Object.values(TS_CONFIGS).filter((config) => !present.has(config))).toEqual([]);
    expect(tsConfigFor("fr")).toBe("french");
    expect(tsConfigFor("sw")).toBe("simple");
  });

  it("filters by language:", async () => {
    expect(await find("language:fr")).toEqual(["frenchVote"]);
    expect(await find("language:fra")).toEqual(["frenchVote"]);
    expect(await find("élection language:en")).toEqual([]);
    expect(await find("NOT language:en")).toEqual(["frenchVote"]);
  });

  it("finds a story's documents by story:<ClusterId>, also by the ClusterId of a story merged into it", async () => {
    const story = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const merged = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
    const [row] = await db.$queryRaw<{ id: bigint }[]>`
      INSERT INTO stories (cluster_id, title, head_document_id, first_reported, last_reported, doc_count)
      VALUES (${story}, 'Votes', ${ids.iraqVote}, now(), now(), 2) RETURNING id`;
    await db.$executeRaw`UPDATE documents SET story_id = ${row!.id} WHERE id IN (${ids.iraqVote}, ${ids.frenchVote})`;
    await db.$executeRaw`INSERT INTO story_merges (cluster_id, into_story_id, score) VALUES (${merged}, ${row!.id}, 0.9)`;
    try {
      expect(await find(`story:${story}`)).toEqual(["frenchVote", "iraqVote"]);
      expect(await find(`story:${story.toUpperCase()} language:fr`)).toEqual(["frenchVote"]);
      expect(await find(`story:${merged}`)).toEqual(["frenchVote", "iraqVote"]);
      expect(await find("story:11111111-2222-3333-4444-555555555555")).toEqual([]);
    } finally {
      await db.$executeRaw`UPDATE documents SET story_id = NULL WHERE story_id = ${row!.id}`;
      await db.$executeRaw`DELETE FROM stories WHERE id = ${row!.id}`;
    }
  });

  it("matches an entity where it was recognised, by name or alias, not by the words", async () => {
    expect(await find('person:"Nancy Pelosi"')).toEqual(["pelosiIran"]);
    expect(await find("person:pelosi")).toEqual(["pelosiIran"]);
    expect(await find("Speaker Pelosi[Person]")).toEqual(["pelosiIran"]);
    expect(await find("company:Pelosi")).toEqual([]); // wrong type
    expect(await find("Nancy Pelosi")).toEqual(["appleSheet"]); // the words are not the entity...
    expect(await find("person:Nancy")).toEqual([]); // ...and neither is a part of its name
    expect(await find("COMPANY:apple OR Country:Iraq")).toEqual(["appleSheet", "iraqVote"]);
    expect(await find("NOT person:Pelosi")).toEqual(["appleSheet", "frenchVote", "iraqVote", "simpleDoc"]);
  });

  it("filters by DocType and itemref", async () => {
    expect(await find('DocType:"fact sheet"')).toEqual(["appleSheet"]);
    expect(await find('doctype:"Local File" OR DocType:blog')).toEqual(["simpleDoc"]);
    expect(await find(`itemref:5_${ids.iraqVote}`)).toEqual(["iraqVote"]);
    expect(await find(`itemref:11_${ids.pelosi}`)).toEqual(["pelosiIran"]);
    expect(await find(`itemref:nancy-pelosi-11_${ids.iran}`)).toEqual(["pelosiIran"]);
    expect(await find(`itemref:7_${ids.elections}`)).toEqual(["iraqVote"]);
    expect(await find("itemref:5_9223372036854775807 OR itemref:7_2147483647")).toEqual([]);
  });

  it("matches doclist:/mylist: through a resolver", async () => {
    const resolveProject: TCompileOptions["resolveProject"] = async (list) =>
      list === "doclist"
        ? { documentIds: [ids.simpleDoc!] }
        : { entityIds: Prisma.sql`SELECT id FROM entities WHERE type = ${"Country"}` };
    expect(await find("doclist:15_1 OR mylist:Countries", { resolveProject })).toEqual([
      "iraqVote",
      "pelosiIran",
      "simpleDoc",
    ]);
  });

  it("runs hostile input as plain values", async () => {
    expect(await find(`"'; DROP TABLE documents; --" OR person:"x'); DELETE FROM entities; --"`)).toEqual([]);
    expect(await find("Iran")).toEqual(["pelosiIran"]);
  });

  it("ranks 0..1: text rank and entity salience, averaged", async () => {
    const { where, rank } = await compileQuery(parseQuery("nuclear OR person:Pelosi"));
    const rows = await db.$queryRaw<{ id: bigint; rank: number }[]>(
      Prisma.sql`SELECT d.id, (${rank})::float8 AS rank FROM documents d WHERE ${where} ORDER BY rank DESC`,
    );
    expect(rows.map((r) => r.id)).toEqual([ids.pelosiIran, ids.iraqVote]);
    for (const row of rows) expect(row.rank).toBeGreaterThan(0);
    for (const row of rows) expect(row.rank).toBeLessThan(1);
    expect(rows[0]!.rank).toBeGreaterThan(0.45); // salience 0.9 averaged with a text rank
  });

  it("ranks a document by its own configuration's tsquery exactly as by the tsquery of them all", async () => {
    for (const text of ["running", "élections", "nuclear deal", "voters OR läufer"]) {
      const { where, rank } = await compileQuery(parseQuery(text));
      const all = (config: string) => Prisma.sql`websearch_to_tsquery(${config}::regconfig, ${text})`;
      const whole = Prisma.sql`(${all("english")} || ${all("simple")} || ${all("french")})`;
      const rows = await db.$queryRaw<{ own: number; whole: number }[]>(
        Prisma.sql`SELECT (${rank})::float8 AS own, ts_rank_cd(d.search, ${whole}, 32)::float8 AS whole
                     FROM documents d WHERE ${where}`,
      );
      expect(rows.length, text).toBeGreaterThan(0);
      for (const row of rows) expect(row.own, text).toBeCloseTo(row.whole, 9);
    }
  });

  it("gives a tsquery string that highlights with the document's own configuration", async () => {
    const { where, textQuery } = await compileQuery(parseQuery('"nuclear deal" OR talking NOT Iraq'));
    expect(textQuery).toBe("('nuclear deal' | 'talking')");
    const [row] = await db.$queryRaw<{ headline: string }[]>(
      Prisma.sql`SELECT ts_headline(d.ts_config, d.body, to_tsquery(d.ts_config, ${textQuery})) AS headline
                 FROM documents d WHERE ${where}`,
    );
    expect(row!.headline).toContain("<b>talks</b>");
    expect(row!.headline).toMatch(/<b>nuclear<\/b> <b>deal<\/b>/);
    // Quotes, backslashes and colons in the user's words cannot break the tsquery syntax.
    const odd = await compileQuery(parseQuery(`O'Brien "a\\b '' c" 10:30 x&y|!z`));
    const [parsed] = await db.$queryRaw<{ q: string }[]>`SELECT to_tsquery('english', ${odd.textQuery})::text AS q`;
    expect(parsed!.q).toBe("'o' <-> 'brien' & 'b' <-> 'c' & '10' <-> '30' & 'x' <-> 'y' <-> 'z'");
  });

  it("answers random queries with rows or a syntax error, never a database error", async () => {
    const pieces = [
      "Iran",
      "run",
      "the",
      "AND",
      "OR",
      "NOT",
      "(",
      ")",
      '"',
      "[Person]",
      "[x]",
      "person:",
      "Country:",
      "DocType:",
      "language:fr",
      "language:",
      "itemref:5_1",
      "itemref:11_2",
      "itemref:7_3",
      "10:30",
      ":",
      "'",
      "\\",
      "&",
      "|",
      "!",
      "-",
      "é",
      "中",
      "$1",
      "%",
      "<->",
    ];
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    let ran = 0;
    for (let n = 0; n < 500; n++) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 8) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join(random() < 0.5 ? " " : "");
      let query;
      try {
        query = parseQuery(text);
      } catch (error) {
        expect(error, text).toBeInstanceOf(TQuerySyntaxError);
        continue;
      }
      const { where, rank, textQuery } = await compileQuery(query);
      await db.$queryRaw(Prisma.sql`SELECT d.id, ${rank} AS rank, ts_headline(d.ts_config, d.body, to_tsquery(d.ts_config, ${textQuery ?? ""}))
                                    FROM documents d WHERE ${where}`);
      ran++;
    }
    expect(ran).toBeGreaterThan(100);
  });

  it("uses the GIN index on d.search for free text", async () => {
    const { where } = await compileQuery(parseQuery('Iran OR "nuclear deal"'));
    const plan = await db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      return tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN SELECT d.id FROM documents d WHERE ${where}`);
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("documents_search_idx");
  });
});
