import { parseFeed } from "@rowanmanning/feed-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { signedInUser } from "../support/api-fixtures";
import { corpusMissing, ensureWikinews, hasCorpus } from "../support/corpus";

type TItem = {
  Id: string;
  Description: string;
  PublicationDate: string;
  ClusterId?: string;
  NoDocuments: number;
  Extras?: Record<string, { Teaser?: string; HtmlFullText?: string; ContainsHighlightedTokens?: boolean }>;
};
type TResult = { TotalCount: number; Items: TItem[] };

let get: (path: string) => Promise<Response>;
const search = async (params: string): Promise<TResult> => {
  const response = await get(`/search/documents?type=json&${params}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TResult;
};
const ids = (r: TResult) => r.Items.map((i) => i.Id);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe.skipIf(!hasCorpus)("document search on the Wikinews corpus", () => {
  beforeAll(async () => {
    await ensureWikinews();
    get = (await signedInUser()).get;
  }, 600_000);

  it("finds the articles in which an entity was recognised, not merely the words", async () => {
    const found = await search(`${q('person:"Nancy Pelosi"')}&pageSize=50`);
    expect(found.TotalCount).toBeGreaterThanOrEqual(2);
    const docIds = found.Items.map((i) => i.Id.slice(2));
    const { rows } = await pool().query(
      `SELECT count(DISTINCT m.document_id) AS n FROM mentions m JOIN entities e ON e.id = m.entity_id
       WHERE e.name = 'Nancy Pelosi' AND e.type = 'Person' AND m.document_id = ANY($1::int8[])`,
      [docIds],
    );
    expect(Number(rows[0].n)).toBe(found.Items.length);
    const suffix = await search(`${q("Nancy Pelosi[Person]")}&pageSize=50`);
    expect(ids(suffix).sort()).toEqual(ids(found).sort());
  });

  it("matches phrases as phrases and words anywhere", async () => {
    const words = await search(`${q("border wall")}&pageSize=100`);
    const phrase = await search(`${q('"border wall"')}&pageSize=100`);
    expect(phrase.TotalCount).toBeGreaterThan(0);
    expect(phrase.TotalCount).toBeLessThanOrEqual(words.TotalCount);
    for (const id of ids(phrase)) expect(ids(words)).toContain(id);
  });

  it("keeps boolean logic: OR widens, AND narrows, NOT excludes", async () => {
    const iran = await search(`${q("Iran")}&pageSize=1`);
    const iraq = await search(`${q("Iraq")}&pageSize=1`);
    const either = await search(`${q("Iran OR Iraq")}&pageSize=1`);
    const both = await search(`${q("Iran AND Iraq")}&pageSize=1`);
    const implicit = await search(`${q("Iran Iraq")}&pageSize=1`);
    const without = await search(`${q("Iran NOT Iraq")}&pageSize=1`);
    expect(either.TotalCount).toBe(iran.TotalCount + iraq.TotalCount - both.TotalCount);
    expect(implicit.TotalCount).toBe(both.TotalCount);
    expect(without.TotalCount).toBe(iran.TotalCount - both.TotalCount);
  });

  it("puts on-topic articles first when sorting by relevance, and honours rel", async () => {
    const found = await search(`${q("hurricane")}&sortBy=relevance&pageSize=5`);
    expect(found.Items[0]!.Description).toMatch(/hurricane/i);
    const strict = await search(`${q("hurricane")}&sortBy=relevance&rel=0.9&pageSize=50`);
    expect(strict.TotalCount).toBeGreaterThan(0);
    expect(strict.TotalCount).toBeLessThan(found.TotalCount);
  });

  it("sorts by date both ways and pages without overlap", async () => {
    const desc = await search("pageSize=10&pageNumber=0");
    const next = await search("pageSize=10&pageNumber=1");
    expect(ids(desc).filter((id) => ids(next).includes(id))).toEqual([]);
    const dates = desc.Items.map((i) => i.PublicationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const asc = await search("pageSize=5&sortDirection=asc");
    expect(asc.Items[0]!.PublicationDate <= desc.Items[0]!.PublicationDate).toBe(true);
    const past = await search("pageSize=10&pageNumber=9999");
    expect(past.Items).toEqual([]);
    expect(past.TotalCount).toBe(desc.TotalCount);
  });

  it("carries story fields and highlighted teasers and full text", async () => {
    const found = await search(`${q("Dorian")}&extras=documentTeasers,DocumentFullText&pageSize=3`);
    const item = found.Items[0]!;
    expect(item.ClusterId).toBeTruthy();
    expect(item.NoDocuments).toBeGreaterThanOrEqual(2);
    expect(item.Extras!.DocumentTeasers!.Teaser).toMatch(/<em>Dorian<\/em>/);
    expect(item.Extras!.DocumentFullText!.ContainsHighlightedTokens).toBe(true);
    expect(item.Extras!.DocumentFullText!.HtmlFullText).toMatch(/^<p>/);
    const entityOnly = await search(`${q('person:"Vladimir Putin"')}&extras=DocumentFullText&pageSize=1`);
    expect(entityOnly.Items[0]!.Extras!.DocumentFullText!.HtmlFullText).toMatch(/<em>[^<]*Putin<\/em>/);
  });

  it("serves the alias paths, {query} and {types} segments, atom and html", async () => {
    const viaAlias = await (await get(`/documents/${encodeURIComponent("Soleimani")}?type=json`)).json();
    const viaParam = await search(q("Soleimani"));
    expect(viaAlias.TotalCount).toBe(viaParam.TotalCount);
    const typed = await (await get(`/search/documents/Soleimani/news?type=json`)).json();
    expect(typed.TotalCount).toBe(viaParam.TotalCount);
    const atom = await get(`/search/documents?${q("Soleimani")}&type=atom10`);
    expect(atom.headers.get("content-type")).toContain("application/atom+xml");
    const feed = parseFeed(await atom.text());
    expect(feed.items.length).toBe(Math.min(10, viaParam.TotalCount));
    const html = await (await get(`/search/documents?${q("<script>alert(1)</script>")}&type=html`)).text();
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("rejects bad input with 400 naming the parameter or the position", async () => {
    for (const [params, needle] of [
      ["pageSize=abc", "pageSize"],
      ["pageSize=501", "pageSize"],
      ["sortBy=nonsense", "sortBy"],
      ["rel=2", "rel"],
      ["extras=Everything", "extras"],
      ["types=podcasts", "types"],
      [q('(Iran OR "Iraq'), "position"],
      [q("foo:bar"), "foo"],
    ]) {
      const response = await get(`/search/documents?type=json&${params}`);
      expect(response.status, params).toBe(400);
      expect((await response.json()).Error, params).toContain(needle);
    }
    const conflict = await get(`/search/documents/Iran?q=Iraq&type=json`);
    expect(conflict.status).toBe(400);
  });

  it("renders queries readably and suggests entities as the user types", async () => {
    const pretty = await (
      await get(`/utility/queryBeautifier?${q('person:"Nancy Pelosi" AND (Iran OR Iraq)')}&type=json`)
    ).json();
    expect(pretty.DescriptiveName).toMatch(/Nancy Pelosi/);
    const bad = await get(`/utility/queryBeautifier?${q("(unclosed")}&type=json`);
    expect(bad.status).toBe(400);
    const suggestions = await (await get("/v1/autoComplete?q=pelo&type=json")).json();
    expect(
      suggestions.Items.some(
        (i: { Description: string; Type: string }) => i.Description === "Nancy Pelosi" && i.Type === "Person",
      ),
    ).toBe(true);
    const typo = await (await get("/v1/autoComplete?q=pelosy&types=Person&type=json")).json();
    expect(typo.Items.map((i: { Description: string }) => i.Description)).toContain("Nancy Pelosi");
    expect((await get("/v1/autoComplete?type=json")).status).toBe(400);
  });
});

if (!hasCorpus) console.warn(corpusMissing);
