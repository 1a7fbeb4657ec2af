import { beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { signedInUser, uniqueName } from "../support/api-fixtures";
import { cli, importArticlesCsv } from "../support/corpus";

type TDoc = { Id: string; Description: string; ClusterId?: string };

// An invented event reported on three days and an unrelated one, placed in stories of their own (a
// joining threshold no document reaches), then the re-clustering pass over their fortnight.
const word = uniqueName("quellmar").replace(/[^a-z]/gi, "");
const other = uniqueName("brindlemoor").replace(/[^a-z]/gi, "");
const flood = (day: number, lead: string) => ({
  date: `2012-03-0${day}T09:00:00Z`,
  title: `${word} dam bursts in Vantria province, ${lead}`,
  text:
    `The ${word} dam in Vantria province burst on Sunday, flooding the valley below. ` +
    `Governor Miriam Oskarsdottir said 214 people were missing and 3,400 homes under water. ` +
    `Rescue teams from Tervola and Osk reached the ${word} valley by boat. ${lead}.`,
});
const ROWS = [
  flood(1, "thousands flee the valley"),
  flood(2, "rescuers search for the missing"),
  flood(3, "governor orders inquiry into the dam"),
  {
    date: "2012-03-02T10:00:00Z",
    title: `${other} chess championship opens in Lisbon`,
    text: `The ${other} chess championship opened in Lisbon with 64 players from 20 countries; the first round ends on Friday.`,
  },
];

let get: (p: string) => Promise<Response>;
const docs = async (q: string) => {
  const response = await get(`/search/documents?q=${q}&pageSize=20&type=json`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { Items: TDoc[] }).Items;
};

describe("the story re-clustering pass", () => {
  beforeAll(async () => {
    get = (await signedInUser()).get;
    const result = importArticlesCsv(
      ROWS.map((r, i) => ({ url: `https://example.org/${word}/${i}`, ...r })),
      { STORY_THRESHOLD: "0.999" }, // placed apart on arrival
    );
    expect(result.code, result.stderr).toBe(0);
  }, 600_000);

  it("merges the stories of one event into the oldest, keeps its ClusterId, and records the merged ids", async () => {
    const before = (await docs(word)).sort((a, b) => a.Id.localeCompare(b.Id));
    expect(before).toHaveLength(3);
    expect(new Set(before.map((d) => d.ClusterId)).size).toBe(3); // placed apart on arrival
    const { rows: firstRows } = await pool().query<{ cluster_id: string }>(
      `SELECT s.cluster_id FROM documents d JOIN stories s ON s.id = d.story_id
       WHERE d.title LIKE $1 || '%' ORDER BY d.published_at LIMIT 1`,
      [word],
    );
    const oldest = firstRows[0]!.cluster_id;
    const unrelated = (await docs(other))[0]!.ClusterId;

    // From the imported days up to the newest story in the database: window after window.
    const run = cli("stories:recluster", "--from", "2012-02-25T00:00:00Z");
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as { merges: { from: string; into: string }[] };
    const gone = before.map((d) => d.ClusterId!).filter((id) => id !== oldest);
    // Each merged-away story is reported once (into the oldest, or into one merged into it later).
    const reported = result.merges.filter((m) => gone.includes(m.from));
    expect(reported.map((m) => m.from).sort()).toEqual([...gone].sort());
    expect(reported.every((m) => m.into === oldest || gone.includes(m.into))).toBe(true);

    const after = await docs(word);
    expect(after.map((d) => d.ClusterId)).toEqual([oldest, oldest, oldest]);
    expect((await docs(other))[0]!.ClusterId).toBe(unrelated);
    const { rows: merges } = await pool().query<{ cluster_id: string; into: string }>(
      `SELECT m.cluster_id, s.cluster_id AS into FROM story_merges m JOIN stories s ON s.id = m.into_story_id
       WHERE m.cluster_id = ANY($1::text[])`,
      [gone],
    );
    expect(merges.map((m) => m.into)).toEqual([oldest, oldest]);
    const { rows: counts } = await pool().query<{ doc_count: number }>(
      "SELECT doc_count FROM stories WHERE cluster_id = $1",
      [oldest],
    );
    expect(counts[0]!.doc_count).toBe(3);

    // A second pass finds nothing more to merge.
    const again = cli("stories:recluster", "--until", "2012-03-10T00:00:00Z");
    expect(again.code, again.stderr).toBe(0);
    expect((JSON.parse(again.stdout) as { merges: unknown[] }).merges).toEqual([]);
  });

  it("refuses a malformed date or threshold with a usage error and changes nothing", () => {
    expect(cli("stories:recluster", "--until", "yesterday-ish").code).toBe(2);
    expect(cli("stories:recluster", "--threshold", "7").code).toBe(2);
    expect(cli("stories:recluster", "--from", "2012-03-10", "--until", "2012-03-01").code).toBe(2);
  });
});
