import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { signedInUser } from "../support/api-fixtures";
import { cli } from "../support/corpus";

type TItem = { Id: string; Description: string; Language: string };
type TResult = { TotalCount: number; Items: TItem[] };
type TCount = { Facets: { Description: string; Amount: number }[] };

// One word no other test uses marks this file's documents (every language indexes it as it is).
const MARK = `qlang${Date.now().toString(36)}`;

/** Short news items written for this test, in several languages and scripts. */
const ARTICLES = [
  {
    key: "fr",
    title: `Présidentielle : les électeurs aux urnes ${MARK}`,
    body: `Les électeurs ont voté dimanche pour les élections présidentielles. Les négociations entre les partis continuent à Lyon. ${MARK}`,
  },
  {
    key: "de",
    title: `Regierung beschließt Haushalt ${MARK}`,
    body: `Die Bundesregierung hat am Mittwoch in Berlin den Haushalt beschlossen, sagte der Sprecher der Regierung. ${MARK}`,
  },
  {
    key: "sw",
    title: `Rais akutana na viongozi ${MARK}`,
    body: `Rais wa Kenya amekutana na viongozi wa upinzani jijini Nairobi leo kujadili hali ya uchumi wa nchi. ${MARK}`,
  },
  {
    key: "am",
    title: `የኢትዮጵያ ጠቅላይ ሚኒስትር ${MARK}`,
    body: `የኢትዮጵያ ጠቅላይ ሚኒስትር ዛሬ በአዲስ አበባ ንግግር አደረጉ። ${MARK}`,
  },
  { key: "en", title: `Leaders meet ${MARK}`, body: `Angela Merkel met Emmanuel Macron in Paris. ${MARK}` },
  // Declared French, too short to tell: the declaration decides.
  { key: "declared", title: `Brèves ${MARK}`, body: `Macron, Lyon ${MARK}`, language: "fr" },
];

let get: (path: string) => Promise<Response>;
const search = async (query: string): Promise<TResult> => {
  const response = await get(`/search/documents?type=json&pageSize=50&q=${encodeURIComponent(query)}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TResult;
};
const titles = (r: TResult) => r.Items.map((i) => i.Description).sort();
const title = (key: string) => ARTICLES.find((a) => a.key === key)!.title;

describe("documents in many languages", () => {
  beforeAll(async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "languages-")), "news.jsonl");
    fs.writeFileSync(
      file,
      ARTICLES.map(({ key: _key, ...a }) => JSON.stringify({ ...a, publisher: "Language Test" })).join("\n"),
    );
    const result = cli("import", file, "--json");
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ imported: ARTICLES.length, rejected: 0 });
    get = (await signedInUser()).get;
  }, 600_000);

  it("identifies each document's language and indexes it with that language's configuration", async () => {
    const { rows } = await pool().query<{ title: string; language: string; ts_config: string }>(
      "SELECT title, language, ts_config::text FROM documents WHERE title LIKE '%' || $1",
      [MARK],
    );
    const byTitle = new Map(rows.map((r) => [r.title, [r.language, r.ts_config]]));
    expect(byTitle.get(title("fr"))).toEqual(["fr", "french"]);
    expect(byTitle.get(title("de"))).toEqual(["de", "german"]);
    expect(byTitle.get(title("sw"))).toEqual(["sw", "simple"]);
    expect(byTitle.get(title("am"))).toEqual(["am", "simple"]);
    expect(byTitle.get(title("en"))).toEqual(["en", "english"]);
    expect(byTitle.get(title("declared"))).toEqual(["fr", "french"]);
  });

  it("finds the short English text's two people and its city without a language hint", async () => {
    const { rows } = await pool().query<{ type: string; name: string }>(
      `SELECT e.type, e.name FROM mentions m JOIN entities e ON e.id = m.entity_id JOIN documents d ON d.id = m.document_id
       WHERE d.title = $1 AND e.type IN ('Person', 'City', 'Country') ORDER BY e.type DESC, e.name`,
      [title("en")],
    );
    expect(rows).toEqual([
      { type: "Person", name: "Angela Merkel" },
      { type: "Person", name: "Emmanuel Macron" },
      { type: "City", name: "Paris" },
    ]);
  });

  it("finds a French article by French inflected forms, and keeps English stemming", async () => {
    expect(titles(await search(`${MARK} élection`))).toEqual([title("fr")]);
    expect(titles(await search(`${MARK} présidentielle`))).toEqual([title("fr")]);
    expect(titles(await search(`${MARK} négociation`))).toEqual([title("fr")]);
    // English stemming as before: "leader" finds "Leaders".
    expect(titles(await search(`${MARK} leader`))).toEqual([title("en")]);
  });

  it("makes a language new to the corpus searchable as soon as it is imported (from another process)", async () => {
    // Swedish: no other test imports it. The search before the import caches the corpus's configurations.
    const swedish = `${MARK}sv`;
    expect((await search(`${swedish} regeringens skolor`)).TotalCount).toBe(0);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "languages-sv-")), "news.jsonl");
    const article = {
      title: `Regeringen satsar på skolorna ${swedish}`,
      body: `Regeringen presenterade på tisdagen budgeten för skolorna. Pengarna ska gå till fler lärare i hela landet. ${swedish}`,
      publisher: "Language Test",
    };
    fs.writeFileSync(file, JSON.stringify(article));
    const result = cli("import", file, "--json");
    expect(result.code, result.stderr).toBe(0);
    // "regeringens" and "skolor" match "Regeringen" and "skolorna" only through Swedish stemming.
    expect(titles(await search(`${swedish} regeringens skolor`))).toEqual([article.title]);
  });

  it("filters by language: and shows each result's language", async () => {
    const french = await search(`${MARK} language:fr`);
    expect(titles(french)).toEqual([title("declared"), title("fr")].sort());
    expect(french.Items.map((i) => i.Language)).toEqual(["fr", "fr"]);
    expect(titles(await search(`${MARK} language:amh`))).toEqual([title("am")]);
    expect(titles(await search(`${MARK} NOT language:fr NOT language:en`))).toEqual(
      [title("de"), title("sw"), title("am")].sort(),
    );
    const bad = await get(`/search/documents?type=json&q=${encodeURIComponent("language:french")}`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("a language code");
  });

  it("counts the documents by language", async () => {
    const response = await get(
      `/statistics/documentcount?type=json&splitType=language&showDuplicates=true&q=${encodeURIComponent(MARK)}`,
    );
    expect(response.status).toBe(200);
    const counts = (await response.json()) as TCount;
    expect(Object.fromEntries(counts.Facets.map((f) => [f.Description, f.Amount]))).toEqual({
      fr: 2,
      de: 1,
      sw: 1,
      am: 1,
      en: 1,
    });
  });
});
