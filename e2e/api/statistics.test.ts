import { beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { jsonCalls, signedInUser } from "../support/api-fixtures";
import { corpusMissing, ensureWikinews, hasCorpus } from "../support/corpus";

type TPoint = { Value: number; Date: string };
type TSeries = {
  Query: string;
  Label: string;
  StartDate: string;
  EndDate: string;
  BinSize: number;
  Points: TPoint[];
  LastUpdated: string;
};
type TVolume = { Series: TSeries[]; UniqueDocumentsCount: number; LastUpdated: string };
type TCount = { Facets: { Description: string; Amount: number }[] };

let get: (path: string) => Promise<Response>;
let userId: number;
const { json } = jsonCalls((path) => get(path));
/** A volume result without its LastUpdated stamps (the clock moves between calls). */
const stable = (v: TVolume) =>
  JSON.parse(JSON.stringify(v, (key, value: unknown) => (key === "LastUpdated" ? undefined : value))) as unknown;
const sum = (points: TPoint[]) => points.reduce((n, p) => n + p.Value, 0);

/** Documents the caller sees published in [from, to), optionally mentioning an entity: plain SQL. */
async function countDocs(from: string, to: string, entityId?: string): Promise<number> {
  const { rows } = await pool().query<{ n: number }>(
    `SELECT count(*)::int AS n FROM documents d
     WHERE d.published_at >= $1 AND d.published_at < $2
       AND (d.type <> 'Article Comment' OR d.contributing_user_id = $3)
       AND ($4::int8 IS NULL OR EXISTS (SELECT 1 FROM mentions m WHERE m.document_id = d.id AND m.entity_id = $4))`,
    [from, to, userId, entityId ?? null],
  );
  return rows[0]!.n;
}

describe.skipIf(!hasCorpus)("document volume and document count statistics", () => {
  let entity: { id: string; name: string };

  beforeAll(async () => {
    await ensureWikinews();
    const signedIn = await signedInUser();
    get = signedIn.get;
    userId = signedIn.user.id;
    // A Wikinews entity mentioned in several 2019 articles.
    const { rows } = await pool().query<{ id: string; name: string }>(
      `SELECT e.id::text, e.name FROM entities e JOIN mentions m ON m.entity_id = e.id JOIN documents d ON d.id = m.document_id
       WHERE d.publisher = 'Wikinews' AND d.published_at >= '2019-01-01' AND d.published_at < '2020-01-01'
       GROUP BY e.id ORDER BY count(*) DESC, e.id LIMIT 1`,
    );
    entity = rows[0]!;
  }, 600_000);

  it("bins the documents of a range: aligned, gaps zero, sums equal to the unique count", async () => {
    const volume = await json<TVolume>("/statistics/documentvolume?startDate=2019-01-01&endDate=2019-12-31");
    expect(volume.Series).toHaveLength(1);
    const series = volume.Series[0]!;
    expect(series).toMatchObject({
      Query: "",
      Label: "All documents",
      StartDate: "2019-01-01T00:00:00Z",
      EndDate: "2020-01-01T00:00:00Z",
      BinSize: 1440,
    });
    expect(series.Points).toHaveLength(365);
    series.Points.forEach((p, i) => {
      expect(Date.parse(p.Date)).toBe(Date.parse("2019-01-01T00:00:00Z") + i * 86_400_000);
    });
    expect(series.Points.some((p) => p.Value === 0)).toBe(true);
    const expected = await countDocs("2019-01-01", "2020-01-01");
    expect(expected).toBeGreaterThanOrEqual(171);
    expect(volume.UniqueDocumentsCount).toBe(expected);
    expect(sum(series.Points)).toBe(expected);
    // One day's bin holds exactly that day's documents.
    const busiest = series.Points.reduce((a, b) => (b.Value > a.Value ? b : a));
    const next = new Date(Date.parse(busiest.Date) + 86_400_000).toISOString();
    expect(busiest.Value).toBe(await countDocs(busiest.Date, next));
  });

  it("counts a query's documents on every path, with hourly bins aligned to startDate", async () => {
    const q = encodeURIComponent(`itemref:11_${entity.id}`);
    const range = "startDate=2019-01-01%2006:00:00&endDate=2019-12-31";
    const canonical = await json<TVolume>(`/statistics/documentvolume?q=${q}&${range}`);
    const expected = await countDocs("2019-01-01T06:00:00Z", "2020-01-01", entity.id);
    expect(expected).toBeGreaterThanOrEqual(2);
    expect(canonical.UniqueDocumentsCount).toBe(expected);
    expect(sum(canonical.Series[0]!.Points)).toBe(expected);
    expect(canonical.Series[0]!.Query).toBe(`itemref:11_${entity.id}`);
    for (const path of [`/statistics/documentvolume/${q}?${range}`, `/documentvolume?q=${q}&${range}`]) {
      expect(stable(await json<TVolume>(path))).toEqual(stable(canonical));
    }
    const hourly = await json<TVolume>(`/statistics/documentvolume?q=${q}&binSize=60&${range}`);
    const points = hourly.Series[0]!.Points;
    expect(points).toHaveLength(364 * 24 + 18);
    expect(points[0]!.Date).toBe("2019-01-01T06:00:00Z");
    expect(points[1]!.Date).toBe("2019-01-01T07:00:00Z");
    expect(sum(points)).toBe(expected);
  });

  it("splits into one series per publisher, language, document type and source country", async () => {
    const range = "startDate=2019-01-01&endDate=2020-12-31";
    const q = encodeURIComponent(`itemref:11_${entity.id}`);
    const total = await countDocs("2019-01-01", "2021-01-01", entity.id);
    for (const splitType of ["publisher", "language", "doctype", "sourceCountry", "manual"]) {
      const volume = await json<TVolume>(`/statistics/documentvolume?q=${q}&${range}&splitType=${splitType}`);
      expect(volume.UniqueDocumentsCount, splitType).toBe(total);
      expect(
        volume.Series.reduce((n, s) => n + sum(s.Points), 0),
        splitType,
      ).toBe(total);
      expect(new Set(volume.Series.map((s) => s.Label)).size).toBe(volume.Series.length);
      expect(volume.Series.length).toBeLessThanOrEqual(20);
    }
    const byPublisher = await json<TVolume>(`/statistics/documentvolume?q=${q}&${range}&splitType=Publisher`);
    expect(byPublisher.Series.map((s) => s.Label)).toContain("Wikinews");
    const byCountry = await json<TVolume>(`/statistics/documentvolume?q=${q}&${range}&splitType=sourceCountry`);
    // Country names, not codes.
    expect(byCountry.Series.every((s) => s.Label === "Unknown" || s.Label.length > 2)).toBe(true);
  });

  it("defaults to the 30 whole days ending with the service clock's day", async () => {
    const volume = await json<TVolume>("/statistics/documentvolume");
    const series = volume.Series[0]!;
    expect(series.Points).toHaveLength(30);
    // Whole UTC days: from midnight 29 days before today to the midnight after today.
    const day = (ms: number) => new Date(ms).toISOString().replace(".000", "");
    const tomorrow = (Math.floor(Date.now() / 86_400_000) + 1) * 86_400_000;
    expect(series.EndDate).toBe(day(tomorrow));
    expect(series.StartDate).toBe(day(tomorrow - 30 * 86_400_000));
  });

  it("counts documents by facet, distinct or with duplicates", async () => {
    const { rows } = await pool().query<{ all: number; distinct: number }>(
      `SELECT count(*)::int AS all, count(DISTINCT d.simhash)::int AS distinct FROM documents d
       WHERE (d.type <> 'Article Comment' OR d.contributing_user_id = $1)
         AND EXISTS (SELECT 1 FROM mentions m WHERE m.document_id = d.id AND m.entity_id = $2)`,
      [userId, entity.id],
    );
    const q = encodeURIComponent(`itemref:11_${entity.id}`);
    const all = await json<TCount>(`/statistics/documentcount?q=${q}&showDuplicates=true`);
    expect(all.Facets).toEqual([{ Description: `itemref:11_${entity.id}`, Amount: rows[0]!.all }]);
    const distinct = await json<TCount>(`/documentCount?q=${q}`);
    expect(distinct.Facets[0]!.Amount).toBe(rows[0]!.distinct);
    for (const splitType of ["publisher", "language", "doctype", "sourceCountry"]) {
      const split = await json<TCount>(`/statistics/documentcount?q=${q}&splitType=${splitType}&showDuplicates=true`);
      expect(
        split.Facets.reduce((n, f) => n + f.Amount, 0),
        splitType,
      ).toBe(rows[0]!.all);
      const amounts = split.Facets.map((f) => f.Amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    }
    const languages = await json<TCount>(`/statistics/documentcount?q=${q}&splitType=language`);
    expect(languages.Facets.map((f) => f.Description)).toContain("en");
  });

  it("rejects bad dates, ranges, bin sizes and split types with 400", async () => {
    const cases: [string, string][] = [
      ["/statistics/documentvolume?startDate=2020-13-01", "startDate"],
      ["/statistics/documentvolume?startDate=01/02/2020", "startDate"],
      ["/statistics/documentvolume?endDate=2020-02-30", "endDate"],
      ["/statistics/documentvolume?startDate=2020-02-01&endDate=2020-01-01", "endDate"],
      ["/statistics/documentvolume?startDate=2100-01-01", "startDate"],
      ["/statistics/documentvolume?binSize=1&startDate=2000-01-01&endDate=2020-01-01", "binSize"],
      ["/statistics/documentvolume?binSize=0", "binSize"],
      ["/statistics/documentvolume?binSize=-5", "binSize"],
      ["/statistics/documentvolume?binSize=abc", "binSize"],
      ["/statistics/documentvolume?splitType=country", "splitType"],
      ["/documentvolume?q=(broken", "position"],
      ["/statistics/documentcount?splitType=nonsense", "splitType"],
      ["/statistics/documentcount?showDuplicates=maybe", "showDuplicates"],
      ["/documentCount?startDate=2020-01-01", "startDate"],
    ];
    for (const [path, needle] of cases) {
      const response = await get(`${path}&type=json`);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { Error: string }).Error, path).toContain(needle);
    }
    // XML by default.
    const xml = await get("/statistics/documentvolume?startDate=2019-01-01&endDate=2019-01-03");
    expect(xml.status).toBe(200);
    const text = await xml.text();
    expect(text).toContain("<HistogramSeries>");
    expect(text).toContain("<Point>");
  });
});

if (!hasCorpus) console.warn(corpusMissing);
