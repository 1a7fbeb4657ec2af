import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { jsonCalls, signedInUser, uniqueName } from "../support/api-fixtures";
import { cli } from "../support/corpus";

// The spec's missing fields and formats (issue items 7, 8, 11): document rows, subscription rows,
// evidence extras, the document lookups as document lists, entity search with the query language and
// its ranking, the query language as people type it, and tab selectors that disagree.

type TUser = Awaited<ReturnType<typeof signedInUser>>;
type TDoc = { Id: string; Description: string; IndexOrder: number };
type TList<T> = { TotalCount: number; Items: T[] };
type TEntity = { Id: string; Description: string; Type: string };

const word = uniqueName("zq").replace(/[^a-z0-9]/gi, "");
let alice: TUser;
let calls: ReturnType<typeof jsonCalls>;

function article(title: string, body: string, day: number) {
  return {
    title: `${word} ${title}`,
    body: `${word}. ${body}`,
    publishedAt: `2020-05-${String(day).padStart(2, "0")}T10:00:00Z`,
    url: `https://example.org/${word}/${day}`,
    publisher: "Contract Wire",
  };
}

beforeAll(async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "contract-")), "docs.jsonl");
  const docs = [
    article(
      "Fire at the cathedral",
      "PARIS — Fire crews fought a blaze at Notre Dame cathedral in Paris, France, on Monday. President Donald Trump sent condolences.",
      1,
    ),
    article(
      "Trump and Biden debate",
      "WASHINGTON — President Donald Trump and former vice president Joe Biden met for a debate in Cleveland, Ohio.",
      2,
    ),
    article(
      "Trump rally",
      "WASHINGTON — President Donald Trump held a rally in Tulsa, Oklahoma, where supporters of Donald Trump gathered.",
      3,
    ),
    article(
      "Iran talks",
      "TEHRAN — Iran and Australia held talks on trade. Prime Minister Boris Johnson of the United Kingdom welcomed the talks in London.",
      4,
    ),
    article("Server alert", "The monitoring script raised an alert at level 1 overnight, engineers said.", 6),
    article("Level one", "Floods reached level 1 on the river gauge overnight, engineers said.", 7),
    article(
      "Near misses",
      "BAGHDAD — Iraq and Austria signed a treaty in Baghdad. National Security Adviser John R. Bolton of the United States attended.",
      5,
    ),
  ];
  fs.writeFileSync(file, docs.map((d) => JSON.stringify(d)).join("\n") + "\n");
  const imported = cli("import", file, "--json");
  if (imported.code !== 0) throw new Error(imported.stderr);
  alice = await signedInUser();
  calls = jsonCalls(alice.get);
}, 300_000);

describe("the query language as people type it (DECISIONS 21)", () => {
  it("reads -word as NOT: Trump -Biden is not Trump AND Biden", async () => {
    const titles = async (q: string) =>
      (await calls.json<TList<TDoc>>(`/search/documents?q=${encodeURIComponent(q)}&pageSize=50`)).Items.map((d) =>
        d.Description.replace(`${word} `, ""),
      ).sort();
    expect(await titles(`${word} Trump -Biden`)).toEqual(["Fire at the cathedral", "Trump rally"]);
    expect(await titles(`${word} Trump AND Biden`)).toEqual(["Trump and Biden debate"]);
  });

  it('finds "Notre-Dame" where the text writes Notre Dame', async () => {
    for (const q of [`"Notre-Dame" ${word}`, `Notre-Dame ${word}`]) {
      const found = await calls.json<TList<TDoc>>(`/search/documents?q=${encodeURIComponent(q)}`);
      expect(found.TotalCount, q).toBe(1);
    }
  });

  it("searches the words of <script>alert(1)</script> instead of dropping them", async () => {
    const q = encodeURIComponent(`${word} <script>alert(1)</script>`);
    const found = await calls.json<TList<TDoc>>(`/search/documents?q=${q}&pageSize=50`);
    expect(found.Items.map((d) => d.Description)).toEqual([`${word} Server alert`]);
    const beautified = JSON.stringify(
      await calls.json(`/utility/queryBeautifier?q=${encodeURIComponent("<script>alert(1)</script>")}`),
    );
    expect(beautified).toContain("alert");
    expect(beautified).toContain("script");
  });
});

describe("document rows and document lists (item 7)", () => {
  it("have IndexOrder on every document row", async () => {
    const found = await calls.json<TList<TDoc>>(`/search/documents?q=${word}&pageSize=10`);
    expect(found.Items.length).toBe(7);
    for (const doc of found.Items) expect(doc.IndexOrder).toBe(Number(doc.Id.slice(2)));
  });

  it("serve /search/provider and /search/documents/property as document lists in every format", async () => {
    for (const base of ["/search/provider?provider=nobody&reference=x", "/search/documents/property?name=x&value=y"]) {
      const json = await calls.json<TList<TDoc>>(base);
      expect(json.TotalCount, base).toBe(0);
      const xml = await (await alice.get(`${base}&type=xml`)).text();
      expect(xml).toContain("<ResultList>");
      expect(xml).toContain("<TotalCount>0</TotalCount>");
      for (const type of ["atom10", "html"]) {
        expect((await alice.get(`${base}&type=${type}`)).status, `${base} ${type}`).toBe(200);
      }
    }
  });

  it("accept extras=RelatedDocuments on evidence", async () => {
    const trump = (await calls.json<TList<TEntity>>("/entities?q=Donald%20Trump")).Items[0]!;
    const evidence = await calls.json<{ Extras: { RelatedDocuments: TList<TDoc> } }>(
      `/entities/evidence?entityReference=${trump.Id}&extras=RelatedDocuments`,
    );
    expect(evidence.Extras.RelatedDocuments.TotalCount).toBeGreaterThan(0);
  });

  it("give subscription rows RSSDigestedUrl and ShareState, and the feed link works", async () => {
    const make = async (description: string) =>
      (await calls.json<{ Projects: { ProjectRef: string }[] }>(`/project/add/Scrapbook?description=${description}`))
        .Projects[0]!.ProjectRef;
    const [source, copy] = [await make(uniqueName("Source")), await make(uniqueName("Copy"))];
    const subscribed = await calls.json<{ Projects: Record<string, string>[] }>(
      `/project/subscribe?subscriber=${copy}&distributor=${source}`,
    );
    for (const row of subscribed.Projects) {
      expect(row.ShareState).toBe("collaborative");
      expect(row.RSSDigestedUrl).toContain(`projectRef=${row.ProjectRef}`);
      const feed = await fetch(row.RSSDigestedUrl!);
      expect(feed.status, row.RSSDigestedUrl).toBe(200);
      expect(await feed.text()).toContain("<feed");
    }
  });

  it("refuse two names for a tab or project that disagree (400)", async () => {
    const tab = (
      await calls.json<{ WidgetProject: { Id: string; ProjectItemId: number } }>(
        `/mypagetab/create?description=${uniqueName("Tab")}`,
      )
    ).WidgetProject;
    const other = (
      await calls.json<{ WidgetProject: { ProjectItemId: number } }>(
        `/mypagetab/create?description=${uniqueName("Tab")}`,
      )
    ).WidgetProject;
    await calls.expectBad(`/mypagetab?tabId=${tab.Id}&projectId=${other.ProjectItemId}`, "different tabs");
    await calls.json(`/mypagetab?tabId=${tab.Id}&projectId=${tab.ProjectItemId}`);
    const a = await calls.json<{ Projects: { ProjectRef: string }[] }>(
      `/project/add/Scrapbook?description=${uniqueName("A")}`,
    );
    const ref = a.Projects[0]!.ProjectRef;
    await calls.expectBad(`/project?projectRef=${ref}&projectId=${Number(ref.slice(3)) + 1}`, "different projects");
    // A tab GUID nobody can see stays a 404, whatever projectId says.
    expect((await alice.get(`/mypagetab?tabId=${randomUUID()}&projectId=${tab.ProjectItemId}&type=json`)).status).toBe(
      404,
    );
  });
});

describe("entity search (items 7 and 11)", () => {
  it("puts exact names first and leaves out near misses that are not really similar", async () => {
    const cases: [string, string, string][] = [
      ["Iran", "Iran", "Iraq"],
      ["Australia", "Australia", "Austria"],
      ["Boris Johnson", "Boris Johnson", "John R. Bolton"],
    ];
    for (const [q, exact, miss] of cases) {
      const found = await calls.json<TList<TEntity>>(`/entities?q=${encodeURIComponent(q)}&pageSize=50`);
      expect(found.Items[0]?.Description, q).toBe(exact);
      expect(
        found.Items.map((i) => i.Description),
        q,
      ).not.toContain(miss);
    }
  });

  it("reads q with the query language: a type, mylist:, itemref:, and the same 400s", async () => {
    const typed = await calls.json<TList<TEntity>>("/entities?q=Country:Iran");
    expect(typed.Items.every((i) => i.Type === "Country")).toBe(true);
    expect(typed.Items[0]?.Description).toBe("Iran");
    expect(
      (await calls.json<TList<TEntity>>(`/entities?q=${encodeURIComponent("Iran[Person]")}`)).Items.map(
        (i) => i.Description,
      ),
    ).not.toContain("Iran");

    const iran = typed.Items[0]!;
    const list = uniqueName("AliceList");
    const made = await calls.json<{ Projects: { ProjectRef: string }[] }>(
      `/project/add/EntityList?description=${list}`,
    );
    await calls.json(`/project/addItems?projectRef=${made.Projects[0]!.ProjectRef}&itemRefs=${iran.Id}`);
    const listed = await calls.json<TList<TEntity>>(`/entities?q=mylist:${list}`);
    expect(listed.Items.map((i) => i.Id)).toEqual([iran.Id]);
    const byRef = await calls.json<TList<TEntity>>(`/entities?q=itemref:${iran.Id}`);
    expect(byRef.Items.map((i) => i.Id)).toEqual([iran.Id]);

    for (const path of ["/entities?q=list:X", "/search/documents?q=list:X"]) {
      const response = await alice.get(`${path}&type=json`);
      expect(response.status, path).toBe(400);
      expect((await response.json()).Code, path).toBe("QUERY_SYNTAX_ERROR");
    }
    await calls.expectBad(`/entities?q=${encodeURIComponent("Iran OR Iraq")}`, "entity search takes a name");
  });
});
