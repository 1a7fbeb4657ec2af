import { beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { jsonCalls, signedInUser, uniqueName } from "../support/api-fixtures";
import { corpusMissing, ensureWikinews, hasCorpus, importArticlesCsv } from "../support/corpus";

type TEntity = { Id: string; Description: string; Type: string };
type TStory = {
  Id: string;
  Description: string;
  ClusterId: string;
  NoDocuments: number;
  FirstReported: string;
  Extras?: {
    RelatedEntities?: { Items: TEntity[] };
    DocumentTeasers?: { Teaser: string };
    Images?: { Items: unknown[]; LastUpdated: string };
  };
};
type TStories = { TotalCount: number; Description: string; Items: TStory[]; LastUpdated: string };
type TQuote = { Quote: string; PreText: string; PostText: string; SourceDocument: { Id: string }; Speaker?: TEntity };

let get: (path: string) => Promise<Response>;
let userId: number;
const { json, expectBad } = jsonCalls((path) => get(path));
/** Documents of a story published in [from, to]. */
const storyDocsBetween = async (clusterId: string, from: string, to: string) => {
  const { rows } = await pool().query(
    `SELECT count(*)::int AS n FROM documents d JOIN stories s ON s.id = d.story_id
     WHERE s.cluster_id = $1 AND d.published_at BETWEEN $2 AND $3`,
    [clusterId, from, to],
  );
  return rows[0].n as number;
};

describe.skipIf(!hasCorpus)("top stories, quotes, lookups and social search", () => {
  beforeAll(async () => {
    await ensureWikinews();
    const signedIn = await signedInUser();
    get = signedIn.get;
    userId = signedIn.user.id;
  }, 600_000);

  it("ranks the stories about a query by size, on all four paths", async () => {
    const top = await json<TStories>("/search/topstories?q=Dorian&noStories=3");
    expect(top.Items.length).toBeGreaterThanOrEqual(1);
    expect(top.Items.length).toBeLessThanOrEqual(3);
    expect(top.TotalCount).toBeGreaterThanOrEqual(top.Items.length);
    const first = top.Items[0]!;
    expect(first.Id).toMatch(/^5_\d+$/);
    expect(first.ClusterId).toBeTruthy();
    expect(first.NoDocuments).toBeGreaterThanOrEqual(2);
    expect(new Set(top.Items.map((i) => i.ClusterId)).size).toBe(top.Items.length);
    for (const path of [
      "/search/topstories/Dorian?noStories=3",
      "/topstories/Dorian?noStories=3",
      "/topstories?q=Dorian&noStories=3",
    ]) {
      expect((await json<TStories>(path)).Items.map((i) => i.ClusterId)).toEqual(top.Items.map((i) => i.ClusterId));
    }
    const strict = await json<TStories>("/search/topstories?q=Dorian&minRelevance=1&noStories=100");
    expect(strict.TotalCount).toBeGreaterThanOrEqual(1);
    expect(strict.TotalCount).toBeLessThanOrEqual(top.TotalCount);
    expect((await json<TStories>("/search/topstories?q=Dorian&minNoDocuments=100000")).Items).toEqual([]);
    const atom = await get("/search/topstories?q=Dorian&type=atom10");
    expect(atom.headers.get("content-type")).toContain("application/atom+xml");
  });

  it("takes today's stories from the 24 hours before toDate, and a fromDate..toDate window", async () => {
    // One invented event reported three times on one day: a story with documents in the 24 hours before toDate.
    const word = uniqueName("varnholt").replace(/[^a-z]/gi, "");
    const report = (hour: number, lead: string) => ({
      url: `https://example.org/${word}/${hour}`,
      date: `2013-06-04T${String(hour).padStart(2, "0")}:00:00Z`,
      title: `${word} bridge collapses over the Ostrava river, ${lead}`,
      text:
        `The ${word} bridge over the Ostrava river collapsed on Tuesday morning during rush hour. ` +
        `Mayor Petra Lindqvist said 12 people were injured and two cars fell into the ${word} river. ` +
        `Engineers from Brenna and Kallio inspected the ${word} bridge by boat. ${lead}.`,
    });
    const result = importArticlesCsv([
      report(8, "divers search the river"),
      report(11, "the mayor closes the old town"),
      report(15, "engineers blame corroded cables"),
    ]);
    expect(result.code, result.stderr).toBe(0);
    const day = new Date("2013-06-04T15:00:00Z");
    const iso = (ms: number) => new Date(day.getTime() + ms).toISOString();
    const DAY = 86_400_000;
    const today = await json<TStories>(`/topstories?toDate=${iso(0)}&noStories=10`);
    const reports = await json<{ Items: { ClusterId?: string }[] }>(`/search/documents?q=${word}&pageSize=10`);
    expect(reports.Items).toHaveLength(3);
    expect(new Set(reports.Items.map((d) => d.ClusterId)).size).toBe(1); // one event, one story
    expect(today.Items.map((s) => s.ClusterId)).toContain(reports.Items[0]!.ClusterId);
    for (const story of today.Items)
      expect(await storyDocsBetween(story.ClusterId, iso(-DAY), iso(0))).toBeGreaterThanOrEqual(2);
    const window = `fromDate=${iso(-6 * DAY)}&toDate=${iso(0)}`;
    const week = await json<TStories>(`/search/topstories?${window}&noStories=5`);
    const counts = [];
    for (const story of week.Items) counts.push(await storyDocsBetween(story.ClusterId, iso(-6 * DAY), iso(0)));
    expect(counts.length).toBeGreaterThan(0);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const growing = await json<TStories>(`/search/topstories?${window}&storySelector=FastestGrowing`);
    expect(growing.Items.length).toBeGreaterThan(0);
    expect(await storyDocsBetween(growing.Items[0]!.ClusterId, iso(-DAY + 1), iso(0))).toBeGreaterThan(0);
  });

  it("adds related entities, teasers and an empty image list", async () => {
    const top = await json<TStories>(
      "/search/topstories?q=Dorian&noStories=2&extras=relatedEntities,DocumentTeasers,Images",
    );
    const extras = top.Items[0]!.Extras!;
    expect(extras.RelatedEntities!.Items.length).toBeGreaterThan(0);
    expect(extras.RelatedEntities!.Items[0]!.Id).toMatch(/^11_\d+$/);
    expect(extras.DocumentTeasers!.Teaser).toMatch(/<em>Dorian<\/em>/);
    expect(extras.Images!.Items).toEqual([]);
    expect(extras.Images!.LastUpdated).toBeTruthy();
  });

  it("rejects bad top-story parameters with 400 naming them", async () => {
    for (const [params, needle] of [
      ["storyType=breaking", "storyType"],
      ["noStories=0", "noStories"],
      ["noStories=101", "noStories"],
      ["storySelector=random", "storySelector"],
      ["minRelevance=2", "minRelevance"],
      ["minNoDocuments=x", "minNoDocuments"],
      ["fromDate=yesterday", "fromDate"],
      ["fromDate=2020-02-01&toDate=2020-01-01", "fromDate"],
      ["extras=Videos", "extras"],
      [`q=${encodeURIComponent('(Iran OR "Iraq')}`, "position"],
    ] as [string, string][]) {
      await expectBad(`/search/topstories?${params}`, needle);
    }
  });

  it("finds quotes by speaker, one per document unless asked, trimmed as asked", async () => {
    const { rows } = await pool().query(
      `SELECT speaker_entity_id AS id, count(*)::int AS n, count(DISTINCT document_id)::int AS docs FROM quotes
       WHERE speaker_entity_id IS NOT NULL GROUP BY 1 ORDER BY count(*) - count(DISTINCT document_id) DESC, 2 DESC LIMIT 1`,
    );
    const speaker = rows[0] as { id: string; n: number; docs: number };
    expect(speaker).toBeTruthy();
    const all = await json<{ Items: TQuote[] }>(
      `/search/quotes?itemRef=11_${speaker.id}&allowQuotesFromSameDocument=true&pageSize=500`,
    );
    expect(all.Items.length).toBe(speaker.n);
    for (const quote of all.Items) expect(quote.Speaker!.Id).toBe(`11_${speaker.id}`);
    const perDocument = await json<{ Items: TQuote[] }>(`/search/quotes?itemRef=11_${speaker.id}&pageSize=500`);
    expect(perDocument.Items.length).toBe(speaker.docs);
    expect(new Set(perDocument.Items.map((q) => q.SourceDocument.Id)).size).toBe(speaker.docs);
    // Organisations speak too ("…," Pfizer said): their quotes are theirs, and a person's itemRef never
    // returns them.
    const { rows: organisations } = await pool().query(
      `SELECT q.speaker_entity_id AS id, count(*)::int AS n FROM quotes q JOIN entities e ON e.id = q.speaker_entity_id
       WHERE e.type IN ('Organization', 'Company', 'Publisher') GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    );
    const organisation = organisations[0] as { id: string; n: number };
    expect(organisation).toBeTruthy();
    const spoken = await json<{ Items: TQuote[] }>(
      `/search/quotes?itemRef=11_${organisation.id}&allowQuotesFromSameDocument=true&pageSize=500`,
    );
    expect(spoken.Items.length).toBe(organisation.n);
    for (const quote of spoken.Items) {
      expect(quote.Speaker!.Id).toBe(`11_${organisation.id}`);
      expect(["Organization", "Company", "Publisher"]).toContain(quote.Speaker!.Type);
    }
    for (const quote of all.Items) expect(quote.Speaker!.Type).toBe(all.Items[0]!.Speaker!.Type);
    const trimmed = await json<{ Items: TQuote[] }>("/search/quotes?pageSize=50&PreLength=10&postlength=0&length=80");
    expect(trimmed.Items.length).toBeGreaterThan(0);
    for (const quote of trimmed.Items) {
      expect(quote.Quote.length).toBeLessThanOrEqual(80);
      expect(quote.PreText.length).toBeLessThanOrEqual(10);
      expect(quote.PostText).toBe("");
    }
    const xml = await get("/search/quotes?pageSize=2");
    expect(xml.status).toBe(200);
    expect(await xml.text()).toMatch(/^<\?xml[\s\S]*<Quote>/);
    const anyQuotes = await json<{ Items: TQuote[] }>("/search/quotes?pageSize=500");
    const about = await json<{ Items: TQuote[] }>("/search/quotes?q=Trump&pageSize=500");
    expect(about.Items.length).toBeGreaterThan(0);
    expect(about.Items.length).toBeLessThanOrEqual(anyQuotes.Items.length);
    for (const [params, needle] of [
      ["itemRef=5_1", "itemRef"],
      ["length=abc", "length"],
      ["allowQuotesFromSameDocument=maybe", "allowQuotesFromSameDocument"],
      ["PreLength=-1", "PreLength"],
      ["q=foo:bar", "foo"],
    ] as [string, string][]) {
      await expectBad(`/search/quotes?${params}`, needle);
    }
  });

  it("looks documents up by property and by provider reference", async () => {
    const ref = uniqueName("ref");
    // Values of this test only: the corpus (Reuters places, years) may be loaded by other tests.
    const place = uniqueName("place");
    const topic = uniqueName("topic");
    const batch = Math.floor(Math.random() * 1e9) + 1e9;
    // An article comment of this test's user: invisible to every other caller and test.
    const { rows } = await pool().query(
      `INSERT INTO documents (type, title, body, content_hash, published_at, contributing_user_id, provider, provider_ref, properties)
       VALUES ('Article Comment', 'Grain prices', 'Grain prices rose.', $1, '1987-03-01', $2, 'reuters-test', $1,
               $3::jsonb) RETURNING id`,
      [ref, userId, JSON.stringify({ places: ["usa", place], topics: topic, batch })],
    );
    const id = `5_${rows[0].id}`;
    const ids = async (path: string) => (await json<{ Items: { Id: string }[] }>(path)).Items.map((i) => i.Id);
    expect(await ids(`/search/documents/property?name=places&value=${place.toUpperCase()}`)).toEqual([id]);
    expect(await ids(`/search/documents/property?name=topics&value=${topic}`)).toEqual([id]);
    expect(await ids(`/search/documents/property?name=batch&value=${batch}`)).toEqual([id]);
    expect(await ids(`/search/documents/property?name=places&value=${place}x`)).toEqual([]);
    expect(await ids(`/search/provider?provider=Reuters-Test&reference=${ref}`)).toEqual([id]);
    expect(await ids(`/search/documents/provider?provider=reuters-test&reference=${ref}`)).toEqual([id]);
    expect(await ids(`/search/provider?provider=reuters-test&reference=nope`)).toEqual([]);
    await expectBad("/search/documents/property?value=usa", "name");
    await expectBad("/search/provider?provider=reuters-test&reference=", "reference");
  });

  it("searches social items on all paths and reports a missing poll as the minimum date", async () => {
    const tag = uniqueName("nosuchtag");
    for (const path of [
      `/search/social?q=${tag}`,
      `/search/social/${tag}`,
      `/search/social/${tag}/Mastodon`,
      "/meta",
      `/meta/${tag}/Mastodon`,
    ]) {
      const result = await json<{ Statuses: { Provider: string }[]; Items: unknown[]; LastUpdated: string }>(path);
      if (path !== "/meta") expect(result.Items).toEqual([]);
      expect(result.Statuses.length).toBeGreaterThan(0);
      expect(result.LastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    const mastodon = await json<{ Statuses: { Provider: string }[] }>(`/search/social/${tag}/Mastodon?languages=en,de`);
    expect(mastodon.Statuses.map((s) => s.Provider)).toEqual(["Mastodon"]);
    await expectBad("/search/social?pageSize=0", "pageSize");
  });
});

if (!hasCorpus) console.warn(corpusMissing);

describe("document search without a query", () => {
  it("lists every visible document newest first (or oldest first), with the exact count on every page", async () => {
    const { get: getAs } = await signedInUser();
    const fetchJson = async (path: string) => {
      const response = await getAs(`${path}&type=json`);
      expect(response.status).toBe(200);
      return (await response.json()) as { TotalCount: number; Items: { Id: string; PublicationDate: string }[] };
    };
    const { rows } = await pool().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM documents WHERE type <> 'Article Comment'`,
    );
    const newest = await fetchJson(`/search/documents?pageSize=20`);
    expect(newest.TotalCount).toBe(rows[0]!.n);
    const dates = newest.Items.map((i) => i.PublicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = await fetchJson(`/search/documents?pageSize=5&sortDirection=asc`);
    const ascending = oldest.Items.map((i) => i.PublicationDate);
    expect(ascending).toEqual([...ascending].sort());
    const second = await fetchJson(`/search/documents?pageSize=5&pageNumber=1`);
    expect(second.Items.map((i) => i.Id)).toEqual(newest.Items.slice(5, 10).map((i) => i.Id));
    const past = await fetchJson(`/search/documents?pageSize=500&pageNumber=100000`);
    expect(past.Items).toEqual([]);
    expect(past.TotalCount).toBe(rows[0]!.n);
  });
});
