import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { parseHTML } from "linkedom";
import mammoth from "mammoth";
import { beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { readRtf } from "@/lib/server/export-files/test-support";
import { api, baseUrl, loginCookie, signedInUser, uniqueName, userCall, userOk } from "../support/api-fixtures";
import { ensureWikinews, hasCorpus } from "../support/corpus";

type TUser = Awaited<ReturnType<typeof signedInUser>>;
type TWidget = {
  Id: string;
  WidgetProjectId: string;
  Title: string;
  Key: string;
  Settings: Record<string, string>;
  WidgetGroup: string;
  OrderNo: number;
  RssLink: string;
  LastUpdatedUtc: string;
};
type TWidgetProject = {
  Id: string;
  ProjectItemId: number;
  ProjectRef: string;
  Description: string;
  Filter: string;
  ReadOnly: boolean;
  Shared: boolean;
  SharingState: string;
  OrderNo?: number;
  LastUpdatedUtc: string;
};
type TTab = {
  TotalCount: number;
  Items: { Widget: TWidget; LastUpdated: string }[];
  Extras: { WidgetTab: { WidgetProject: TWidgetProject; LastUpdated: string } };
  LastUpdated: string;
};
type TTabs = { TotalCount: number; WidgetProjects: TWidgetProject[]; LastUpdated: string };

const q = encodeURIComponent;
const json = (value: unknown) => q(JSON.stringify(value));
/** Every text of an XML document, one per line (titles unescaped). */
function xmlTexts(xml: string): string {
  expect(XMLValidator.validate(xml)).toBe(true);
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (v !== null && typeof v === "object") Object.values(v).forEach(walk);
    else out.push(String(v));
  };
  walk(new XMLParser().parse(xml));
  return out.join("\n");
}

const call = userCall;
const ok = userOk;
async function newTab(who: TUser, description = uniqueName("Tab")): Promise<TWidgetProject> {
  return (await ok<{ WidgetProject: TWidgetProject }>(who, `/mypagetab/create?description=${q(description)}`))
    .WidgetProject;
}
async function addWidget(who: TUser, tab: TWidgetProject, widget: Record<string, unknown>): Promise<TWidget> {
  return (await ok<{ Widget: TWidget }>(who, `/widget/save?tabId=${tab.Id}&widgetJSON=${json(widget)}`)).Widget;
}
const tabOf = (who: TUser, tab: TWidgetProject) => ok<TTab>(who, `/mypagetab?tabId=${tab.Id}`);

/** Zone → widget ids by OrderNo; fails unless every zone is numbered 0, 1, 2, … */
function zonesOf(tab: TTab): Record<string, string[]> {
  const zones: Record<string, TWidget[]> = {};
  for (const { Widget } of tab.Items) (zones[Widget.WidgetGroup] ??= []).push(Widget);
  const out: Record<string, string[]> = {};
  for (const [zone, widgets] of Object.entries(zones)) {
    expect(widgets.map((w) => w.OrderNo).sort((a, b) => a - b)).toEqual(widgets.map((_, i) => i));
    out[zone] = widgets.sort((a, b) => a.OrderNo - b.OrderNo).map((w) => w.Id);
  }
  return out;
}

/** A browser session of a user: the session cookie, from this site (DECISIONS 17). */
async function browser(user: TUser["user"]) {
  const cookie = await loginCookie(user);
  return async <T = Record<string, unknown>>(path: string) => {
    const response = await fetch(api(`${path}${path.includes("?") ? "&" : "?"}type=json`), {
      headers: { Cookie: cookie, Origin: baseUrl },
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}

describe("mypage: tabs", () => {
  it("creates, lists in the caller's order, moves, clones with widgets and deletes tabs", async () => {
    const alice = await signedInUser();
    const [t1, t2, t3] = [await newTab(alice, "One"), await newTab(alice, "Two"), await newTab(alice, "One")];
    expect(t1).toMatchObject({ Description: "One", ReadOnly: false, Shared: false, SharingState: "OwnedByUser" });
    expect(t1.Id).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await ok<TTabs>(alice, `/mypagetabs`);
    expect(listed.WidgetProjects.map((t) => [t.Id, t.OrderNo])).toEqual([
      [t1.Id, 0],
      [t2.Id, 1],
      [t3.Id, 2],
    ]);

    const moved = await ok<TTabs>(alice, `/mypagetab/move?tabId=${t3.Id}&orderNo=0`);
    expect(moved.WidgetProjects.map((t) => [t.Id, t.OrderNo])).toEqual([
      [t3.Id, 0],
      [t1.Id, 1],
      [t2.Id, 2],
    ]);
    const end = await ok<TTabs>(alice, `/mypagetab/move?projectId=${t3.ProjectItemId}&orderNo=99`);
    expect(end.WidgetProjects.map((t) => t.Id)).toEqual([t1.Id, t2.Id, t3.Id]);
    const v1 = await ok<TTabs>(alice, `/v1/mypagetabs`);
    expect(v1.WidgetProjects.map((t) => t.Id)).toEqual([t1.Id, t2.Id, t3.Id]);

    const note = await addWidget(alice, t1, { Key: "Note", Title: "Todo", Settings: { Text: "call Bob" } });
    const docs = await addWidget(alice, t1, {
      Key: "DocumentList",
      Settings: { Query: "Iran" },
      WidgetGroup: "MiddleZone",
    });
    const byId = await ok<TTab>(alice, `/v1/mypagetabs/${t1.ProjectItemId}`);
    expect(byId.Items.map((r) => r.Widget.Id)).toEqual([note.Id, docs.Id]);
    expect(byId.Extras.WidgetTab.WidgetProject.Id).toBe(t1.Id);
    expect((await ok<TTab>(alice, `/v1/mypagetabs/${t1.Id}`)).TotalCount).toBe(2);

    const bob = await signedInUser();
    expect((await call(bob, `/mypagetab/clone?tabId=${t1.Id}`)).status).toBe(404);
    const clone = (await ok<{ WidgetProject: TWidgetProject }>(alice, `/mypagetab/clone?tabId=${t1.Id}`)).WidgetProject;
    expect(clone).toMatchObject({ Description: "One", ReadOnly: false, SharingState: "OwnedByUser" });
    expect(clone.Id).not.toBe(t1.Id);
    const copied = await tabOf(alice, clone);
    expect(copied.Items.map((r) => [r.Widget.Key, r.Widget.Title, r.Widget.WidgetGroup])).toEqual([
      ["Note", "Todo", "LeftZone"],
      ["DocumentList", "Documents", "MiddleZone"],
    ]);
    expect(copied.Items.map((r) => r.Widget.Id)).not.toContain(note.Id);
    expect(copied.Items[0]!.Widget.WidgetProjectId).toBe(clone.Id);

    expect((await ok(alice, `/mypagetab/delete?tabId=${t1.Id}`)).Success).toBe(true);
    expect((await call(alice, `/mypagetab?tabId=${t1.Id}`)).status).toBe(404);
    expect((await call(alice, `/widget/?widgetId=${note.Id}`)).status).toBe(404);
    expect((await ok<TTab>(alice, `/mypagetab?tabId=${clone.Id}`)).TotalCount).toBe(2);
  });

  it("renames a tab and sets its filter with widgetProjectJSON", async () => {
    const alice = await signedInUser();
    const tab = await newTab(alice);
    const updated = await ok<{ WidgetProjects: TWidgetProject[] }>(
      alice,
      `/mypagetab/update?widgetProjectJSON=${json({ ...tab, Description: "Energy", Filter: "oil OR gas" })}`,
    );
    expect(updated.WidgetProjects[0]).toMatchObject({ Id: tab.Id, Description: "Energy", Filter: "oil OR gas" });
    expect(updated.WidgetProjects[0]!.LastUpdatedUtc > tab.LastUpdatedUtc).toBe(true);
  });
});

describe("mypage: two sessions editing one widget", () => {
  it("refuses the stale save with the stored LastUpdated, loses nothing, and islatestversion tells the stale one", async () => {
    const alice = await signedInUser();
    const tab = await newTab(alice);
    const widget = await addWidget(alice, tab, { Key: "Note", Title: "Start", Settings: { Text: "v0" } });
    const [one, two] = [await browser(alice.user), await browser(alice.user)];
    // Both browsers load the tab.
    const seenByOne = (await one<TTab>(`/mypagetab?tabId=${tab.Id}`)).body;
    const seenByTwo = (await two<TTab>(`/mypagetab?tabId=${tab.Id}`)).body;
    const read = seenByTwo.Items[0]!.Widget;
    expect(read.LastUpdatedUtc).toBe(seenByOne.Items[0]!.Widget.LastUpdatedUtc);

    const first = await one<{ Widget: TWidget }>(
      `/widget/save?widgetId=${widget.Id}&widgetJSON=${json({ ...read, Title: "One", Settings: { Text: "from one" } })}`,
    );
    expect(first.status).toBe(200);
    expect(first.body.Widget.LastUpdatedUtc).not.toBe(read.LastUpdatedUtc);

    const second = await two<{ Error: string; LastUpdated: string }>(
      `/widget/save?widgetId=${widget.Id}&widgetJSON=${json({ ...read, Title: "Two", Settings: { Text: "from two" } })}`,
    );
    expect(second.status).toBe(409);
    expect(second.body.Error).toMatch(/changed/);
    expect(second.body.LastUpdated).toBe(first.body.Widget.LastUpdatedUtc);
    const stored = (await ok<{ Widget: TWidget }>(alice, `/widget/?widgetId=${widget.Id}`)).Widget;
    expect(stored).toMatchObject({ Title: "One", Settings: { Text: "from one" } });

    const freshness = (seen: TTab, widgets: Record<string, string>) =>
      `/mypagetab/islatestversion?projectId=${tab.ProjectItemId}&tabId=${tab.Id}` +
      `&lastUpdatedUtc=${q(seen.Extras.WidgetTab.WidgetProject.LastUpdatedUtc)}&widgetsJSON=${json(widgets)}`;
    expect((await two(freshness(seenByTwo, { [widget.Id]: read.LastUpdatedUtc }))).body.Result).toBe("stale");
    const reloaded = (await two<TTab>(`/mypagetab?tabId=${tab.Id}`)).body;
    const current = { [widget.Id]: reloaded.Items[0]!.Widget.LastUpdatedUtc };
    expect((await two(freshness(reloaded, current))).body.Result).toBe("current");
    // A widget the client does not know about makes its copy stale as well.
    expect((await two(freshness(reloaded, {}))).body.Result).toBe("stale");

    const forced = await two<{ Widget: TWidget }>(
      `/widget/save?widgetId=${widget.Id}&forceSave=true&widgetJSON=${json({ Title: "Two" })}`,
    );
    expect(forced.status).toBe(200);
    expect(forced.body.Widget).toMatchObject({ Title: "Two", Settings: { Text: "from one" } });
  });

  it("lets exactly one of several parallel saves of the same version through", async () => {
    const alice = await signedInUser();
    const tab = await newTab(alice);
    const widget = await addWidget(alice, tab, { Key: "Note", Settings: { Text: "v0" } });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(alice, `/widget/save?widgetId=${widget.Id}&widgetJSON=${json({ ...widget, Title: `T${i}` })}`),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });
});

describe("mypage: layout", () => {
  it("keeps every zone dense under parallel moves and layout updates, and moves the tab's LastUpdatedUtc", async () => {
    const alice = await signedInUser();
    const tab = await newTab(alice);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await addWidget(alice, tab, { Key: "Note", Title: `W${i}` })).Id);
    // Created at the top of LeftZone one after the other: newest first.
    expect(zonesOf(await tabOf(alice, tab))).toEqual({ LeftZone: [...ids].reverse() });
    const before = (await tabOf(alice, tab)).LastUpdated;

    const zones = ["LeftZone", "MiddleZone", "RightZone"];
    const moves = Array.from({ length: 24 }, (_, i) => {
      const id = ids[(i * 5) % ids.length]!;
      return `/mypagetab/layout/update?widgetId=${id}&orderNo=${(i * 7) % 4}&widgetGroup=${zones[i % 3]}`;
    });
    const answers = await Promise.all(moves.map((m) => call<TTab>(alice, m)));
    expect(answers.map((a) => a.status)).toEqual(moves.map(() => 200));
    for (const a of answers) zonesOf(a.body); // every answer is itself consistent
    const after = await tabOf(alice, tab);
    expect(after.TotalCount).toBe(6);
    expect(Object.values(zonesOf(after)).flat().sort()).toEqual([...ids].sort());
    expect(after.LastUpdated > before).toBe(true);
    const { rows } = await pool().query<{ n: number }>(
      `SELECT count(DISTINCT (widget_group, order_no))::int AS n FROM widgets w JOIN projects p ON p.id = w.tab_id
       WHERE p.guid = $1`,
      [tab.Id],
    );
    expect(rows[0]!.n).toBe(6);

    // One move in detail: to the top of RightZone; the rest shift down.
    const right = zonesOf(after).RightZone ?? [];
    const mover = ids.find((id) => !right.includes(id))!;
    const moved = await ok<TTab>(alice, `/mypagetab/layout/update?widgetId=${mover}&orderNo=0&widgetGroup=RightZone`);
    expect(zonesOf(moved).RightZone).toEqual([mover, ...right]);

    // The legacy full layout comes out exactly as given.
    const layout = { LeftZone: [ids[3], ids[1]], MiddleZone: [ids[0]], RightZone: [ids[5], ids[4], ids[2]] };
    const legacy = await ok<TTab>(alice, `/updateTabLayout?tabId=${tab.Id}&layoutTree=${json(layout)}`);
    expect(zonesOf(legacy)).toEqual(layout);
    const list = [
      { widgetId: ids[2], orderNo: 0, widgetGroup: "LeftZone" },
      { widgetId: ids[0], orderNo: 1, widgetGroup: "LeftZone" },
    ];
    const partial = await ok<TTab>(alice, `/updateTabLayout?tabId=${tab.Id}&layoutTree=${json(list)}`);
    expect(zonesOf(partial).LeftZone).toEqual([ids[2], ids[0], ids[3], ids[1]]);

    // Deleting closes the gap.
    expect((await ok(alice, `/widget/delete?widgetId=${ids[0]}`)).Success).toBe(true);
    expect((await ok(alice, `/widget/delete?widgetId=${ids[0]}`)).Success).toBe(false);
    expect(zonesOf(await tabOf(alice, tab)).LeftZone).toEqual([ids[2], ids[3], ids[1]]);
  });

  it("keeps the tab order dense under parallel tab moves", async () => {
    const alice = await signedInUser();
    const tabs: TWidgetProject[] = [];
    for (let i = 0; i < 5; i++) tabs.push(await newTab(alice, `T${i}`));
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        call<TTabs>(alice, `/mypagetab/move?tabId=${tabs[(i * 3) % 5]!.Id}&orderNo=${(i * 2) % 5}`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const list = await ok<TTabs>(alice, `/mypagetabs`);
    expect(list.WidgetProjects.map((t) => t.OrderNo)).toEqual([0, 1, 2, 3, 4]);
    expect(list.WidgetProjects.map((t) => t.Id).sort()).toEqual(tabs.map((t) => t.Id).sort());
    const { rows } = await pool().query<{ order_no: number }>(
      `SELECT order_no FROM mypage_tab_order WHERE user_id = $1 ORDER BY order_no`,
      [alice.user.id],
    );
    expect(rows.map((r) => r.order_no)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("mypage: shared tabs", () => {
  it("lets readers view, collaborators edit, and strangers see nothing", async () => {
    const [owner, collaborator, reader, stranger] = await Promise.all([
      signedInUser(),
      signedInUser(),
      signedInUser(),
      signedInUser(),
    ]);
    const tab = await newTab(owner);
    const widget = await addWidget(owner, tab, { Key: "Note", Settings: { Text: "shared" } });
    await ok(owner, `/project/share?projectRef=${tab.ProjectRef}&shareState=readonly&users=${reader.user.username}`);
    await ok(
      owner,
      `/project/share?projectRef=${tab.ProjectRef}&shareState=collaborative&users=${collaborator.user.username}`,
    );
    const seen = await tabOf(reader, tab);
    expect(seen.Extras.WidgetTab.WidgetProject).toMatchObject({
      ReadOnly: true,
      Shared: true,
      SharingState: "Undefined",
    });
    expect((await ok<TTabs>(reader, `/mypagetabs`)).WidgetProjects.map((t) => t.Id)).toContain(tab.Id);
    expect((await tabOf(owner, tab)).Extras.WidgetTab.WidgetProject.Shared).toBe(true);

    const changes = (w: TWidget) => ({
      save: `/widget/save?widgetId=${w.Id}&forceSave=true&widgetJSON=${json({ Title: "x" })}`,
      create: `/widget/save?tabId=${tab.Id}&widgetJSON=${json({ Key: "Note" })}`,
      layout: `/mypagetab/layout/update?widgetId=${w.Id}&orderNo=0&widgetGroup=RightZone`,
      rename: `/mypagetab/update?widgetProjectJSON=${json({ Id: tab.Id, Description: "Mine" })}`,
      legacy: `/widgetData/save?widgetId=${w.Id}&title=y`,
      remove: `/widget/delete?widgetId=${w.Id}`,
    });
    const statuses = async (who: TUser) => {
      const out: Record<string, number> = {};
      for (const [name, path] of Object.entries(changes(widget))) out[name] = (await call(who, path)).status;
      return out;
    };
    const stamp = (await tabOf(owner, tab)).LastUpdated;
    expect(await statuses(reader)).toEqual({
      save: 403,
      create: 403,
      layout: 403,
      rename: 403,
      legacy: 403,
      remove: 403,
    });
    expect((await tabOf(owner, tab)).LastUpdated).toBe(stamp);
    const strangerSees = await statuses(stranger);
    expect(strangerSees).toEqual({ save: 404, create: 404, layout: 404, rename: 404, legacy: 404, remove: 200 });
    expect((await ok(stranger, changes(widget).remove)).Success).toBe(false);
    expect((await call(stranger, `/mypagetab?tabId=${tab.Id}`)).status).toBe(404);
    expect((await call(stranger, `/widget/?widgetId=${widget.Id}`)).status).toBe(404);
    expect((await tabOf(owner, tab)).TotalCount).toBe(1);

    const added = await addWidget(collaborator, tab, { Key: "Note", Title: "by collaborator" });
    await ok(collaborator, `/mypagetab/layout/update?widgetId=${added.Id}&orderNo=0&widgetGroup=RightZone`);
    expect((await tabOf(owner, tab)).TotalCount).toBe(2);

    // A non-owner's delete only removes their own access.
    expect((await ok(reader, `/mypagetab/delete?tabId=${tab.Id}`)).Success).toBe(true);
    expect((await call(reader, `/mypagetab?tabId=${tab.Id}`)).status).toBe(404);
    expect((await tabOf(owner, tab)).TotalCount).toBe(2);
    expect((await call(stranger, `/mypagetab/delete?tabId=${tab.Id}`)).status).toBe(404);
  });
});

describe("mypage: bad input", () => {
  it("answers 400 naming the parameter and changes nothing", async () => {
    const alice = await signedInUser();
    const tab = await newTab(alice);
    const widget = await addWidget(alice, tab, { Key: "Note" });
    const other = await newTab(alice);
    const cases: [string, string][] = [
      [`/widget/save?widgetId=${widget.Id}&tabId=${other.Id}&forceSave=true&widgetJSON=${json({})}`, "another tab"],
      [`/widget/save?tabId=${tab.Id}&widgetJSON=${q("{not json")}`, "widgetJSON"],
      [`/widget/save?tabId=${tab.Id}&widgetJSON=${json({ Key: "Weather" })}`, "widgetJSON.Key"],
      [`/widget/save?tabId=${tab.Id}&widgetJSON=${json({ Key: "Note", WidgetGroup: "TopZone" })}`, "WidgetGroup"],
      [`/widget/save?tabId=${tab.Id}&widgetJSON=${json({ Key: "Note", Settings: { Colour: "red" } })}`, "Colour"],
      [`/widget/save?tabId=${tab.Id}&widgetJSON=${json({ Key: "DocumentList", Settings: { Query: '("x' } })}`, "Query"],
      [`/widget/save?tabId=${tab.Id}&widgetJSON=${json({ Title: "no key" })}`, "widgetJSON.Key"],
      [`/widget/save?widgetJSON=${json({ Key: "Note" })}`, "tabId"],
      [`/widget/save?tabId=not-a-guid&widgetJSON=${json({ Key: "Note" })}`, "tabId"],
      [`/mypagetab/layout/update?widgetId=${widget.Id}&orderNo=0&widgetGroup=TopZone`, "widgetGroup"],
      [`/mypagetab/layout/update?widgetId=${widget.Id}&orderNo=-1&widgetGroup=LeftZone`, "orderNo"],
      [`/updateTabLayout?tabId=${tab.Id}&layoutTree=${q("[{")}`, "layoutTree"],
      [`/updateTabLayout?tabId=${tab.Id}&layoutTree=${json({ TopZone: [widget.Id] })}`, "layoutTree"],
      [`/mypagetab/update?widgetProjectJSON=${q("nope")}`, "widgetProjectJSON"],
      [`/mypagetab/update?widgetProjectJSON=${json({ Id: tab.Id, Filter: "(a" })}`, "widgetProjectJSON.Filter"],
      [`/mypagetab/islatestversion?tabId=${tab.Id}&lastUpdatedUtc=yesterday`, "lastUpdatedUtc"],
      [`/mypagetab/islatestversion?tabId=${tab.Id}&lastUpdatedUtc=2024-01-01T00:00:00Z&widgetsJSON=[]`, "widgetsJSON"],
      [`/mypagetab/move?tabId=${tab.Id}&orderNo=first`, "orderNo"],
      [`/mypagetab?tabId=${tab.Id}&colour=red`, "colour"],
      [`/widgetData/save?tabId=${tab.Id}&key=Note&settings=${q("{")}`, "settings"],
      [`/widgetData/save?tabId=${tab.Id}&key=Note&widgetGroup=Attic`, "widgetGroup"],
      [`/widget/export?widgetId=${widget.Id}&exportFormat=pdf`, "exportFormat"],
      [`/widget/export?widgetId=${widget.Id}&filter=${q('"open')}`, "filter"],
    ];
    const before = await tabOf(alice, tab);
    for (const [path, needle] of cases) {
      const { status, body } = await call<{ Error: string }>(alice, path);
      expect(status, path).toBe(400);
      expect(body.Error, path).toContain(needle);
    }
    expect(await tabOf(alice, tab)).toEqual(before);
    expect((await alice.get(`/mypagetab?tabId=${tab.Id}&type=xml`)).status).toBe(400);
  });

  it("describes widget kinds at /Widget/{key}", async () => {
    const alice = await signedInUser();
    const kind = await ok<{ WidgetKind: { Key: string; Settings: Record<string, string>; Available: boolean } }>(
      alice,
      `/Widget/documentlist`,
    );
    expect(kind.WidgetKind).toMatchObject({ Key: "DocumentList", Available: true, Settings: { PageSize: "10" } });
    expect((await ok<{ WidgetKind: { Available: boolean } }>(alice, `/widget/NetworkGraph`)).WidgetKind.Available).toBe(
      true,
    );
    expect((await call(alice, `/Widget/Weather`)).status).toBe(404);
  });
});

describe("mypage: widget feeds", () => {
  it("serves a widget as Atom 1.0 to digested keys only", async () => {
    const alice = await signedInUser();
    const tab = await newTab(alice);
    const note = await addWidget(alice, tab, { Key: "Note", Title: "My note", Settings: { Text: "Buy <milk>" } });
    const feedUrl = api(`/widget/rss?wid=${note.Id}&type=atom10`);
    const response = await alice.get(`/widget/rss?wid=${note.Id}&type=atom10`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/atom+xml");
    const text = await response.text();
    const feed = parseFeed(text);
    expect(feed.title).toBe("My note");
    expect(new XMLParser().parse(text).feed.id).toBe(`urn:uuid:${note.Id}`);
    expect(feed.updated?.toISOString()).toBe(new Date(note.LastUpdatedUtc).toISOString());
    expect(feed.authors.map((a) => a.name)).toEqual(["Test User"]);
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]!.description ?? feed.items[0]!.content).toContain("Buy <milk>");
    expect(note.RssLink).toBe(feedUrl);

    const legacy = await alice.get(`/mypagewidget?wid=${note.Id}&extras=DocumentTeasers`);
    expect(legacy.status).toBe(200);
    expect(parseFeed(await legacy.text()).title).toBe("My note");

    // A session cookie, or a key without its digest, is refused.
    const cookie = await loginCookie(alice.user);
    for (const path of [`/widget/rss?wid=${note.Id}&type=atom10`, `/mypagewidget?wid=${note.Id}`]) {
      expect((await fetch(api(path), { headers: { Cookie: cookie } })).status, path).toBe(401);
      expect((await fetch(api(`${path}&apiKey=${alice.key.ApiKey}`))).status, path).toBe(401);
    }
    const bob = await signedInUser();
    expect((await bob.get(`/widget/rss?wid=${note.Id}`)).status).toBe(404);
    expect((await alice.get(`/widget/rss?wid=${note.Id}&type=json`)).status).toBe(400);
  });

  it("feeds analytics widgets, and says cleanly when a widget's settings no longer resolve", async () => {
    const alice = await signedInUser();
    const tab = await newTab(alice);
    const volume = await addWidget(alice, tab, { Key: "DocumentVolume", Title: "Volume" });
    const volumeFeed = parseFeed(await (await alice.get(`/widget/rss?wid=${volume.Id}`)).text());
    expect(volumeFeed.items[0]!.description ?? volumeFeed.items[0]!.content).toMatch(/\d+ documents/);
    const heat = await addWidget(alice, tab, {
      Key: "EntityHeatInProject",
      Title: "Heat",
      Settings: { ProjectRef: "15_999999999" },
    });
    const feed = parseFeed(await (await alice.get(`/widget/rss?wid=${heat.Id}`)).text());
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]!.description ?? feed.items[0]!.content).toMatch(/no project 15_999999999/);
  });
});

describe.skipIf(!hasCorpus)("mypage: widgets over the corpus", () => {
  let docs: { id: string; title: string }[] = [];
  beforeAll(async () => {
    await ensureWikinews();
    const { rows } = await pool().query<{ id: string; title: string }>(
      `SELECT id::text, title FROM documents WHERE type = 'Article' ORDER BY published_at DESC, id LIMIT 3`,
    );
    docs = rows;
  }, 240_000);

  it("feeds a DocumentList widget with what the document search shows", async () => {
    const alice = await signedInUser();
    const tab = await newTab(alice);
    const widget = await addWidget(alice, tab, {
      Key: "DocumentList",
      Title: "Iran",
      Settings: { Query: "Iran", PageSize: "4" },
    });
    const search = await ok<{ Items: { Id: string; Description: string }[] }>(
      alice,
      `/search/documents?q=Iran&pageSize=4`,
    );
    expect(search.Items.length).toBeGreaterThan(0);
    const feed = parseFeed(await (await alice.get(`/widget/rss?wid=${widget.Id}`)).text());
    expect(feed.items.map((i) => i.title)).toEqual(search.Items.map((i) => i.Description));
    expect(feed.items.map((i) => i.id)).toEqual(search.Items.map((i) => `${baseUrl}/documents/${i.Id}`));

    // The tab's Filter narrows it.
    await ok(alice, `/mypagetab/update?widgetProjectJSON=${json({ Id: tab.Id, Filter: "Iraq" })}`);
    const narrowed = await ok<{ Items: { Description: string }[] }>(
      alice,
      `/search/documents?q=${q("(Iran) AND (Iraq)")}&pageSize=4`,
    );
    const feed2 = parseFeed(await (await alice.get(`/widget/rss?wid=${widget.Id}`)).text());
    expect(feed2.items.map((i) => i.title)).toEqual(narrowed.Items.map((i) => i.Description));
  });

  it("exports a tab and a widget in every format that real readers open", async () => {
    const alice = await signedInUser();
    const scrapbook = (
      await ok<{ Projects: { ProjectRef: string }[] }>(alice, `/project/add/Scrapbook/?description=${uniqueName("S")}`)
    ).Projects[0]!.ProjectRef;
    await ok(alice, `/project/addItems?projectRef=${scrapbook}&itemRefs=${docs.map((d) => `5_${d.id}`).join(",")}`);
    const tab = await newTab(alice, "Export tab");
    await addWidget(alice, tab, { Key: "Note", Title: "Read me", Settings: { Text: "Remember the milk" } });
    const items = await addWidget(alice, tab, {
      Key: "ProjectItems",
      Title: "Clippings",
      Settings: { ProjectRef: scrapbook },
      WidgetGroup: "MiddleZone",
    });
    await addWidget(alice, tab, { Key: "NetworkGraph", Title: "Graph", WidgetGroup: "RightZone" });
    const projects = await ok<{ Projects: { ProjectRef: string }[] }>(alice, `/v1/mypagetabs/${tab.Id}/projects`);
    expect(projects.Projects.map((p) => p.ProjectRef)).toEqual([scrapbook]);

    const file = async (path: string, format: string) => {
      const response = await alice.get(`${path}&exportFormat=${format}`);
      expect(response.status, `${path} ${format}`).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(new RegExp(`attachment; filename=".+\\.${format}"`));
      return Buffer.from(await response.arrayBuffer());
    };
    const tabPath = `/mypagetab/export?projectId=${tab.ProjectItemId}`;
    const parsed = xmlTexts((await file(tabPath, "xml")).toString("utf8"));
    for (const text of ["Read me", "Remember the milk", "Clippings", "Graph", ...docs.map((d) => d.title)])
      expect(parsed).toContain(text);
    const { document } = parseHTML((await file(tabPath, "html")).toString("utf8"));
    for (const d of docs) expect(document.body.textContent).toContain(d.title);
    const rtf = await readRtf(await file(tabPath, "rtf"));
    expect(rtf.warnings).toEqual([]);
    expect(rtf.text).toContain("Remember the milk");
    const docx = await mammoth.extractRawText({ buffer: await file(tabPath, "docx") });
    for (const d of docs) expect(docx.value).toContain(d.title);

    // Dates before everything: the document rows go, the note stays.
    const early = xmlTexts((await file(`${tabPath}&toDate=${q("1990-01-01 00:00")}`, "xml")).toString("utf8"));
    expect(early).toContain("Remember the milk");
    for (const d of docs) expect(early).not.toContain(d.title);

    const widgetXml = xmlTexts((await file(`/widget/export?widgetId=${items.Id}`, "xml")).toString("utf8"));
    for (const d of docs) expect(widgetXml).toContain(d.title);
    const bob = await signedInUser();
    expect((await call(bob, `/widget/export?widgetId=${items.Id}&exportFormat=xml`)).status).toBe(404);
    expect((await call(bob, `${tabPath}&exportFormat=xml`)).status).toBe(404);
  });
});
