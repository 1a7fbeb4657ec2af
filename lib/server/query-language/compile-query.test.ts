import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { compileQuery } from "./compile-query";
import { parseQuery } from "./parse-query";
import { TQueryNotAvailableError } from "./query-errors";

/** A corpus in English (and text of unknown language): words are parsed stemmed and exact. */
/** The knowledge base the tests see: an entity name key of a type → its ids. */
const KNOWN: Record<string, bigint[]> = { "Person/nancy pelosi": [11n, 12n], "Country/iraq": [7n] };
const asked: { type: string; key: string }[][] = [];
const resolveEntities = async (pairs: readonly { type: string; key: string }[]) => {
  asked.push([...pairs]);
  return pairs.map((p) => KNOWN[`${p.type}/${p.key}`] ?? []);
};
const compiled = (text: string) =>
  compileQuery(parseQuery(text), { textConfigs: ["simple", "english"], resolveEntities });
const TERM = (n: number) => `(plainto_tsquery('english', $${n}) || plainto_tsquery('simple', $${n + 1}))`;
const PHRASE = (n: number) => `(phraseto_tsquery('english', $${n}) || phraseto_tsquery('simple', $${n + 1}))`;
// Ranked by the tsquery of the document's own configuration, the whole tsquery for any other.
const RANK_TERM = (n: number) =>
  `(CASE d.ts_config WHEN 'english'::regconfig THEN plainto_tsquery('english', $${n}) ` +
  `WHEN 'simple'::regconfig THEN plainto_tsquery('simple', $${n + 1}) ELSE ${TERM(n + 2)} END)`;
const EN = (n: number) => `plainto_tsquery('english', $${n})`;
const SIMPLE = (n: number) => `plainto_tsquery('simple', $${n})`;
const ENTITY_IDS = (k: number) => `m.entity_id = ANY($${k}::bigint[])`;
const MENTIONED = (filter: string) => `EXISTS (SELECT 1 FROM mentions m WHERE m.document_id = d.id AND ${filter})`;
const SALIENCE = (filter: string) =>
  `COALESCE((SELECT max(m.salience) FROM mentions m WHERE m.document_id = d.id AND ${filter}), 0)`;

// Fragments are asserted by `.text`, the PostgreSQL rendering ($1, $2, ...) of `.sql` (which uses ?).
describe("compileQuery", () => {
  it("matches everything for the empty query", async () => {
    const q = await compileQuery(null);
    expect([q.where.text, q.rank.text, q.textQuery]).toEqual(["TRUE", "1", undefined]);
  });

  it("compiles a word to stemmed OR exact full text, with the word only as a value", async () => {
    const q = await compiled("Running");
    expect(q.where.text).toBe(`d.search @@ ${TERM(1)}`);
    expect(q.where.values).toEqual(["Running", "Running"]);
    expect(q.rank.text).toBe(`ts_rank_cd(d.search, ${RANK_TERM(1)}, 32)`);
    expect(q.rank.values).toEqual(["Running", "Running", "Running", "Running"]);
    expect(q.textQuery).toBe("'Running'");
  });

  it("also parses words in every other configuration of the corpus, as constants", async () => {
    const q = await compileQuery(parseQuery("élections"), { textConfigs: ["german", "english", "french", "simple"] });
    expect(q.where.text).toBe(
      "d.search @@ (plainto_tsquery('english', $1) || plainto_tsquery('simple', $2) || " +
        "plainto_tsquery('french', $3) || plainto_tsquery('german', $4))",
    );
    expect(q.where.values).toEqual(["élections", "élections", "élections", "élections"]);
  });

  it("never writes a configuration name that is not a plain name", async () => {
    const q = await compileQuery(parseQuery("x"), { textConfigs: ["english", "simple", "french'); DROP TABLE x; --"] });
    expect(q.where.text).toBe(`d.search @@ ${TERM(1)}`);
  });

  it("compiles language: to the document's language", async () => {
    const q = await compiled("language:fr NOT language:und");
    expect(q.where.text).toBe("(d.language = $1 AND NOT (d.language = $2))");
    expect(q.where.values).toEqual(["fr", "und"]);
    expect(q.rank.text).toBe("1");
  });

  it("compiles a phrase with phraseto_tsquery", async () => {
    const q = await compiled('"nuclear deal"');
    expect(q.where.text).toBe(`d.search @@ ${PHRASE(1)}`);
    expect(q.where.values).toEqual(["nuclear deal", "nuclear deal"]);
    expect(q.textQuery).toBe("'nuclear deal'");
  });

  it("folds AND/OR of text into one tsquery: all stemmed OR all exact", async () => {
    const q = await compiled('(Iran OR Iraq) "nuclear deal"');
    expect(q.where.text).toBe(
      `d.search @@ (((${EN(1)} || ${EN(2)}) && phraseto_tsquery('english', $3)) || ((${SIMPLE(4)} || ${SIMPLE(5)}) && phraseto_tsquery('simple', $6)))`,
    );
    expect(q.where.values).toEqual(["Iran", "Iraq", "nuclear deal", "Iran", "Iraq", "nuclear deal"]);
    expect(q.textQuery).toBe("(('Iran' | 'Iraq') & 'nuclear deal')");
  });

  it("compiles an entity term to a mention of an entity of that type known by that name or alias", async () => {
    asked.length = 0;
    const q = await compiled('person:"Nancy Pelosi"');
    expect(asked).toEqual([[{ type: "Person", key: "nancy pelosi" }]]);
    expect(q.where.text).toBe(MENTIONED(ENTITY_IDS(1)));
    expect(q.where.values).toEqual([[11n, 12n]]);
    expect(q.rank.text).toBe(SALIENCE(ENTITY_IDS(1)));
    expect(q.textQuery).toBeUndefined();
  });

  it("looks every entity term up at once, and one that names nothing matches no document", async () => {
    asked.length = 0;
    const q = await compiled("country:Iraq OR person:Nobody");
    expect(asked).toEqual([
      [
        { type: "Country", key: "iraq" },
        { type: "Person", key: "nobody" },
      ],
    ]);
    expect(q.where.text).toBe(`(${MENTIONED(ENTITY_IDS(1))} OR ${MENTIONED(ENTITY_IDS(2))})`);
    expect(q.where.values).toEqual([[7n], []]);
  });

  it("uses SQL boolean logic between kinds, NOT as SQL NOT, and averages the rank parts", async () => {
    const q = await compiled("Iran OR Nancy Pelosi[Person] NOT DocType:blog");
    expect(q.where.text).toBe(`(d.search @@ ${TERM(1)} OR (${MENTIONED(ENTITY_IDS(3))} AND NOT (d.type = $4)))`);
    expect(q.where.values).toEqual(["Iran", "Iran", [11n, 12n], "blog"]);
    expect(q.rank.text).toBe(`((ts_rank_cd(d.search, ${RANK_TERM(1)}, 32) + ${SALIENCE(ENTITY_IDS(5))}) / 2)`);
  });

  it("leaves negated parts out of the rank and the highlighting query", async () => {
    const q = await compiled("Iran NOT Iraq NOT country:Iraq");
    expect(q.where.text).toBe(`(d.search @@ (${TERM(1)} && !!${TERM(3)}) AND NOT (${MENTIONED(ENTITY_IDS(5))}))`);
    expect(q.rank.text).toBe(`ts_rank_cd(d.search, ${RANK_TERM(1)}, 32)`);
    expect(q.textQuery).toBe("'Iran'");
  });

  it("compiles DocType and itemrefs by id", async () => {
    const q = await compiled('DocType:"local file" itemref:5_7 itemref:7_3 itemref:pelosi-11_9');
    expect(q.where.text).toBe(
      "(d.type = $1 AND d.id = $2 AND EXISTS (SELECT 1 FROM document_topics t WHERE t.document_id = d.id AND t.topic_id = $3) AND " +
        `${MENTIONED("m.entity_id = $4")})`,
    );
    expect(q.where.values).toEqual(["Local File", 7n, 3n, 9n]);
    expect(q.rank.text).toBe(SALIENCE("m.entity_id = $1"));
    expect((await compiled("DocType:Article")).rank.text).toBe("1");
  });

  it("escapes quotes and backslashes in the highlighting query", async () => {
    expect((await compiled(`O'Brien "a\\b"`)).textQuery).toBe(`('O''Brien' & 'a\\\\b')`);
  });

  it("never puts user text into the SQL text, only into the values or the entity lookup", async () => {
    const payloads = [
      "zq'; DROP TABLE documents; --",
      "zq'); DELETE FROM users; --",
      "zq $1 ::text",
      "zq\\' OR 1=1",
      "zq' || pg_sleep(1) || '",
    ];
    for (const payload of payloads) {
      const bare = payload.replace(/[()[\]"]/g, " ");
      for (const form of [
        `"${payload}"`,
        `person:"${payload}"`,
        `DocType:"${payload}"`,
        bare,
        `${bare}[Company]`,
        `x OR NOT ${bare}`,
      ]) {
        asked.length = 0;
        const q = await compiled(form);
        for (const fragment of [q.where, q.rank]) {
          expect(fragment.text).not.toMatch(/zq|DROP|DELETE|pg_sleep|1=1|::text/);
        }
        expect(JSON.stringify([q.where.values, asked])).toContain("zq");
      }
    }
  });

  describe("doclist: and mylist:", () => {
    it("are not available without a resolver: a 400 naming the feature and position", async () => {
      const error = await compiled("Iran doclist:15_3").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TQueryNotAvailableError);
      expect(error).toMatchObject({
        status: 400,
        code: "QUERY_NOT_AVAILABLE",
        position: 5,
        message: "doclist: (the documents of a Scrapbook) is not available yet",
      });
      await expect(compiled('NOT mylist:"Watch"')).rejects.toThrow(/^mylist: .* is not available yet$/);
    });

    it("compile to the documents or entities a resolver returns", async () => {
      const calls: unknown[] = [];
      const q = await compileQuery(parseQuery('doclist:15_3 OR mylist:"Watch list"'), {
        resolveProject: async (list, ref) => {
          calls.push([list, ref]);
          return list === "doclist"
            ? { documentIds: [1, 2n] }
            : { entityIds: Prisma.sql`SELECT entity_id FROM x WHERE p = ${4}` };
        },
      });
      expect(calls).toEqual([
        ["doclist", { projectId: 3n, text: "15_3" }],
        ["mylist", { description: "Watch list" }],
      ]);
      expect(q.where.text).toBe(
        `(d.id = ANY($1::bigint[]) OR ${MENTIONED("m.entity_id IN (SELECT entity_id FROM x WHERE p = $2)")})`,
      );
      expect(q.where.values).toEqual([[1n, 2n], 4]);
      expect(q.rank.text).toBe(SALIENCE("m.entity_id IN (SELECT entity_id FROM x WHERE p = $1)"));
    });
  });
});
