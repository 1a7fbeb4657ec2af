import { XMLParser, XMLValidator } from "fast-xml-parser";
import { parseHTML } from "linkedom";
import mammoth from "mammoth";
import { beforeAll, describe, expect, it } from "vitest";
import { readRtf } from "@/lib/server/export-files/test-support";
import { pool } from "@/lib/server/db/pool";
import { signedInUser, uniqueName, userCall, userOk } from "../support/api-fixtures";
import { ensureWikinews, hasCorpus } from "../support/corpus";

type TUser = Awaited<ReturnType<typeof signedInUser>>;
type TProjectData = {
  UserName: string;
  ProjectRef: string;
  ProjectType: string;
  Description: string;
  WriteAccess: boolean;
  ShareState?: string;
  SecureLinkCode?: string;
  LastUpdated: string;
};
type TItems = { TotalCount: number; Description: string; Items: { Id: string }[]; LastUpdated: string };

const call = userCall;
const ok = userOk;
async function create(who: TUser, type: string, description = uniqueName("p")): Promise<TProjectData> {
  const body = await ok<{ Projects: TProjectData[] }>(
    who,
    `/project/add/${type}/?description=${encodeURIComponent(description)}`,
  );
  return body.Projects[0]!;
}
const itemsOf = async (who: TUser, ref: string) =>
  (await ok<TItems>(who, `/project?projectRef=${ref}&pageSize=500`)).Items.map((i) => i.Id).sort();
const state = async (ref: string) => {
  const { rows } = await pool().query(
    `SELECT p.description, p.version, p.updated_at, (SELECT count(*)::int FROM project_items i WHERE i.project_id = p.id) AS items,
            (SELECT count(*)::int FROM project_shares s WHERE s.project_id = p.id) AS shares
     FROM projects p WHERE p.id = $1`,
    [ref.slice(3)],
  );
  return rows[0] ?? null;
};

let docs: string[] = [];
let entities: string[] = [];

beforeAll(async () => {
  if (hasCorpus) await ensureWikinews();
  const d = await pool().query<{ id: string }>(
    `SELECT id FROM documents WHERE type = 'Article' ORDER BY published_at DESC, id LIMIT 12`,
  );
  docs = d.rows.map((r) => `5_${r.id}`);
  const e = await pool().query<{ id: string }>(`SELECT id FROM entities ORDER BY doc_count DESC, id LIMIT 6`);
  entities = e.rows.map((r) => `11_${r.id}`);
}, 240_000);

describe.skipIf(!hasCorpus)("projects: create, items, rename, delete", () => {
  it("creates projects, refuses duplicates and bad types, and finds them by ref or description", async () => {
    const alice = await signedInUser();
    const name = uniqueName("Watch");
    const p = await create(alice, "Scrapbook", name);
    expect(p).toMatchObject({ ProjectType: "Scrapbook", Description: name, WriteAccess: true });
    expect(p.ProjectRef).toMatch(/^15_\d+$/);
    expect(p.UserName).toBe(alice.user.username);

    const dup = await call(alice, `/project/add?description=${name.toUpperCase()}&projectType=Scrapbook`);
    expect(dup.status).toBe(409);
    expect(dup.body.Code).toBe("DUPLICATE_DESCRIPTION");
    // Same name, another type: fine. MyPageTab names may repeat.
    await create(alice, "EntityList", name);
    await create(alice, "MyPageTab", name);
    await create(alice, "MyPageTab", name);

    expect((await call(alice, `/project/add?description=x&projectType=Folder`)).status).toBe(400);
    expect((await call(alice, `/project/add?projectType=Scrapbook`)).status).toBe(400);
    expect((await call(alice, `/project/add?description=%20%20&projectType=Scrapbook`)).status).toBe(400);

    const byName = await ok<TItems>(alice, `/project?description=${name}&projectType=scrapbook`);
    expect(byName.Description).toBe(name);
    expect((await call(alice, `/project?projectRef=15_abc`)).status).toBe(400);
    expect((await call(alice, `/project?projectRef=15_999999999`)).status).toBe(404);
    expect((await call(alice, `/project?description=${name}`)).status).toBe(400);
    const ambiguous = await call(alice, `/project?description=${name}&projectType=MyPageTab`);
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.Code).toBe("PROJECT_AMBIGUOUS");
  });

  it("adds and removes items with Version and LastUpdated moving, and refuses bad items without changes", async () => {
    const alice = await signedInUser();
    const p = await create(alice, "Scrapbook");
    const before = await state(p.ProjectRef);
    const added = await ok<TItems>(
      alice,
      `/project/addItems?projectRef=${p.ProjectRef}&itemRefs=${docs[0]},${docs[1]}`,
    );
    expect(added.TotalCount).toBe(2);
    const after = await state(p.ProjectRef);
    expect(after.version).toBe(before.version + 1);
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());

    // Adding what is there already changes nothing; adding nothing new keeps the version.
    await ok(alice, `/project/addItems?projectRef=${p.ProjectRef}&itemRefs=${docs[0]}`);
    expect((await state(p.ProjectRef)).version).toBe(after.version);

    for (const [refs, code] of [
      [`${docs[2]},5_999999999`, "ITEM_NOT_FOUND"],
      [`${docs[2]},${entities[0]}`, "WRONG_ITEM_CLASS"],
      [`${docs[2]},banana`, "INVALID_ITEM_REF"],
    ] as const) {
      const bad = await call(alice, `/project/addItems?projectRef=${p.ProjectRef}&itemRefs=${refs}`);
      expect(bad.status, refs).toBe(400);
      expect(bad.body.Code).toBe(code);
      expect(await state(p.ProjectRef)).toEqual(after);
    }
    expect((await call(alice, `/project/addItems?projectRef=${p.ProjectRef}`)).status).toBe(400);

    const remaining = await ok<TItems>(alice, `/project/removeItem?projectRef=${p.ProjectRef}&itemRef=${docs[0]}`);
    expect(remaining.Items.map((i) => i.Id)).toEqual([docs[1]]);
    await ok(alice, `/project/addItems?projectRef=${p.ProjectRef}&itemRefs=${docs[3]},${docs[4]}`);
    const left = await ok<TItems>(
      alice,
      `/project/removeItems?projectRef=${p.ProjectRef}&itemRefs=${docs[1]},${docs[3]}`,
    );
    expect(left.Items.map((i) => i.Id)).toEqual([docs[4]]);
  });

  it("adds the documents a query matches to a Scrapbook and the entities it names to an EntityList", async () => {
    const alice = await signedInUser();
    const { rows } = await pool().query<{ id: string; name: string; type: string; n: number }>(
      `SELECT e.id, e.name, e.type, count(*)::int AS n FROM entities e JOIN mentions m ON m.entity_id = e.id
       WHERE e.type = 'Person' GROUP BY e.id HAVING count(*) BETWEEN 2 AND 20 ORDER BY count(*) DESC, e.id LIMIT 1`,
    );
    const person = rows[0]!;
    const scrapbook = await create(alice, "Scrapbook");
    const q = encodeURIComponent(`person:"${person.name}"`);
    const added = await ok<TItems>(alice, `/project/addItems?projectRef=${scrapbook.ProjectRef}&q=${q}`);
    expect(added.TotalCount).toBeGreaterThanOrEqual(person.n);

    const list = await create(alice, "EntityList");
    const named = await ok<TItems>(alice, `/project/addItems?projectRef=${list.ProjectRef}&q=${q}`);
    expect(named.Items.map((i) => i.Id)).toEqual([`11_${person.id}`]);
    const none = await call(alice, `/project/addItems?projectRef=${list.ProjectRef}&q=budget`);
    expect(none.status).toBe(400);
    const syntax = await call(
      alice,
      `/project/addItems?projectRef=${scrapbook.ProjectRef}&q=${encodeURIComponent("(a")}`,
    );
    expect(syntax.status).toBe(400);
  });

  it("filters items by the date they were added and pages them", async () => {
    const alice = await signedInUser();
    const p = await create(alice, "Scrapbook");
    await ok(alice, `/project/addItems?projectRef=${p.ProjectRef}&itemRefs=${docs.slice(0, 3).join(",")}`);
    await pool().query(
      `UPDATE project_items SET added_at = '2020-05-01T10:00:00Z' WHERE project_id = $1 AND item_id = $2`,
      [p.ProjectRef.slice(3), docs[0]!.slice(2)],
    );
    const old = await ok<TItems>(alice, `/project?projectRef=${p.ProjectRef}&toDate=2020-05-01%2012:00`);
    expect(old.Items.map((i) => i.Id)).toEqual([docs[0]]);
    const recent = await ok<TItems>(alice, `/project?projectRef=${p.ProjectRef}&fromDate=2021-01-01%2000:00`);
    expect(recent.TotalCount).toBe(2);
    const page = await ok<TItems>(alice, `/project?projectRef=${p.ProjectRef}&pageSize=1&pageNumber=1`);
    expect(page.Items).toHaveLength(1);
    expect(page.TotalCount).toBe(3);
    for (const bad of ["2020-13-01%2000:00", "yesterday", "2020-02-30"]) {
      expect((await call(alice, `/project?projectRef=${p.ProjectRef}&fromDate=${bad}`)).status, bad).toBe(400);
    }
    const tab = await create(alice, "MyPageTab");
    expect((await ok<TItems>(alice, `/project?projectRef=${tab.ProjectRef}`)).TotalCount).toBe(0);
    const xml = await (await alice.get(`/project?projectRef=${p.ProjectRef}`)).text();
    expect(xml).toContain("<ResultList>");
    expect(xml).toContain("<DocumentData>");
  });

  it("renames with letters and digits only; an invalid name is the spec's 500 and changes nothing", async () => {
    const alice = await signedInUser();
    const p = await create(alice, "EntityList");
    const renamed = await ok<{ Projects: TProjectData[] }>(
      alice,
      `/project/setDescription?projectRef=${p.ProjectRef}&description=Watch%20List%202`,
    );
    expect(renamed.Projects[0]!.Description).toBe("Watch List 2");
    const before = await state(p.ProjectRef);
    const bad = await call(alice, `/project/setDescription?projectRef=${p.ProjectRef}&description=bad%3Cname%3E`);
    expect(bad.status).toBe(500);
    expect(bad.body.Code).toBe("INVALID_DESCRIPTION");
    expect(await state(p.ProjectRef)).toEqual(before);
    const other = await create(alice, "EntityList", "Taken1");
    const clash = await call(
      alice,
      `/project/setDescription?projectRef=${other.ProjectRef}&description=Watch%20List%202`,
    );
    expect(clash.status).toBe(409);
  });

  it("answers the full project record for LastUsedMyPageTab", async () => {
    const alice = await signedInUser();
    const tab = await create(alice, "MyPageTab", "Morning");
    await ok(alice, `/user/property/update?propertyDescription=LastUsedMyPageTab&value=${tab.ProjectRef}`);
    const record = await ok<Record<string, unknown>>(alice, `/user/property?propertyDescription=LastUsedMyPageTab`);
    expect(record).toMatchObject({
      Id: tab.ProjectRef,
      Description: "Morning",
      Type: "MyPageTab",
      MaxItems: 2147483647,
      Version: 1,
      UserName: alice.user.username,
      OriginalDescription: "Morning",
      Items: [],
      SharedReadonly: false,
      Disabled: false,
    });
    expect(record.CreationDate).toMatch(/Z$/);
  });
});

describe.skipIf(!hasCorpus)("projects: sharing and access", () => {
  /** A project of the owner's with one item, shared with a collaborator and a reader. */
  async function sharedSetup() {
    const [owner, collaborator, reader, stranger] = await Promise.all([
      signedInUser(),
      signedInUser(),
      signedInUser(),
      signedInUser(),
    ]);
    const admin = await signedInUser({ admin: true });
    const p = await create(owner, "Scrapbook");
    await ok(owner, `/project/addItems?projectRef=${p.ProjectRef}&itemRefs=${docs[0]}`);
    await ok(
      owner,
      `/project/share?projectRef=${p.ProjectRef}&shareState=collaborative&users=${collaborator.user.username}`,
    );
    await ok(owner, `/project/share?projectRef=${p.ProjectRef}&shareState=readonly&users=${reader.user.username}`);
    return { owner, collaborator, reader, stranger, admin, ref: p.ProjectRef };
  }

  it("gives each role exactly its rights, and a refused call changes nothing", async () => {
    const { owner, collaborator, reader, stranger, admin, ref } = await sharedSetup();
    const access = await ok<{ UserAccess: Record<string, string> }>(owner, `/project/access?projectRef=${ref}`);
    expect(access.UserAccess).toEqual({
      [collaborator.user.username]: "write",
      [reader.user.username]: "read",
    });

    const all = (status: number) => ({
      read: status,
      add: status,
      remove: status,
      removeMany: status,
      rename: status,
      access: status,
      share: status,
      link: status,
      export: status,
      clone: status,
      subscribeTo: status,
      unsubscribe: status,
      distributors: status,
      subscribers: status,
      withItem: status,
    });
    // A reader, and an admin who is not a member, may read but change nothing.
    const readOnly = {
      ...all(200),
      add: 403,
      remove: 403,
      removeMany: 403,
      rename: 403,
      access: 403,
      share: 403,
      link: 403,
      unsubscribe: 403,
    };
    const expectations: [TUser, string, Record<string, number>][] = [
      [collaborator, "collaborator", { ...all(200), access: 403, share: 403, link: 403 }],
      [reader, "reader", readOnly],
      [stranger, "stranger", { ...all(404), withItem: 200 }],
      [admin, "admin", readOnly],
      [owner, "owner", all(200)],
    ];
    for (const [who, role, want] of expectations) {
      const before = await state(ref);
      const own = await create(who, "Scrapbook");
      const got = {
        read: (await call(who, `/project?projectRef=${ref}`)).status,
        add: (await call(who, `/project/addItems?projectRef=${ref}&itemRefs=${docs[5]}`)).status,
        remove: (await call(who, `/project/removeItem?projectRef=${ref}&itemRef=${docs[5]}`)).status,
        removeMany: (await call(who, `/project/removeItems?projectRef=${ref}&itemRefs=${docs[5]},${docs[6]}`)).status,
        rename: (await call(who, `/project/setDescription?projectRef=${ref}&description=Renamed${role}`)).status,
        access: (await call(who, `/project/access?projectRef=${ref}`)).status,
        share: (await call(who, `/project/share?projectRef=${ref}&shareState=collaborative&users=${who.user.username}`))
          .status,
        link: (await call(who, `/project/share?projectRef=${ref}&shareState=collaborative`)).status,
        export: (await who.get(`/project/export?projectRef=${ref}&exportFormat=html`)).status,
        clone: (await call(who, `/project/clone?projectRef=${ref}`)).status,
        subscribeTo: (await call(who, `/project/subscribe?subscriber=${own.ProjectRef}&distributor=${ref}`)).status,
        unsubscribe: (await call(who, `/project/unsubscribe?projectRef=${ref}&distributor=${own.ProjectRef}`)).status,
        distributors: (await call(who, `/project/distributors?projectRef=${ref}`)).status,
        subscribers: (await call(who, `/project/subscribers?projectRef=${ref}`)).status,
        withItem: (await call(who, `/projects/withitem?itemRef=${docs[0]}`)).status,
      };
      expect(got, role).toEqual(want);
      if (role !== "collaborator" && role !== "owner") expect(await state(ref), role).toEqual(before);
    }

    const list = await ok<{ Projects: TProjectData[] }>(reader, `/projects/Scrapbook/`);
    const seen = list.Projects.find((p) => p.ProjectRef === ref)!;
    expect(seen).toMatchObject({ WriteAccess: false, ShareState: "readonly", UserName: owner.user.username });
    const mine = (await ok<{ Projects: TProjectData[] }>(owner, `/projects`)).Projects.find(
      (p) => p.ProjectRef === ref,
    );
    expect(mine).toMatchObject({ WriteAccess: true, ShareState: "collaborative" });
    const strangers = await ok<{ Projects: TProjectData[] }>(stranger, `/projects`);
    expect(strangers.Projects.map((p) => p.ProjectRef)).not.toContain(ref);
  });

  it("lets non-owners delete only their own access, and the owner delete for everyone", async () => {
    const { owner, collaborator, reader, stranger, ref } = await sharedSetup();
    expect((await call(stranger, `/project/delete?projectRef=${ref}`)).status).toBe(404);
    expect((await ok(collaborator, `/project/delete?projectRef=${ref}`)).Success).toBe(true);
    expect((await call(collaborator, `/project?projectRef=${ref}`)).status).toBe(404);
    expect((await call(reader, `/project?projectRef=${ref}`)).status).toBe(200);
    expect(await state(ref)).not.toBeNull();
    expect((await ok(owner, `/project/delete?projectRef=${ref}`)).Success).toBe(true);
    expect(await state(ref)).toBeNull();
    expect((await call(reader, `/project?projectRef=${ref}`)).status).toBe(404);
  });

  it("grants access through secure link codes, and revokes shares", async () => {
    const { owner, reader, stranger, ref } = await sharedSetup();
    const link = await ok<{ Projects: TProjectData[] }>(owner, `/project/share?projectRef=${ref}&shareState=readonly`);
    const code = link.Projects[0]!.SecureLinkCode!;
    expect(code).toMatch(/^[\w-]{20,}$/);
    const again = await ok<{ Projects: TProjectData[] }>(owner, `/project/share?projectRef=${ref}&shareState=readonly`);
    expect(again.Projects[0]!.SecureLinkCode).toBe(code);
    expect((await call(stranger, `/project/share?sl=not-a-code`)).status).toBe(404);
    const joined = await ok<{ Projects: TProjectData[] }>(stranger, `/project/share?sl=${code}`);
    expect(joined.Projects[0]).toMatchObject({ ProjectRef: ref, WriteAccess: false, ShareState: "readonly" });
    expect((await call(stranger, `/project?projectRef=${ref}`)).status).toBe(200);

    await ok(owner, `/project/share?projectRef=${ref}&shareState=none&users=${reader.user.username}`);
    expect((await call(reader, `/project?projectRef=${ref}`)).status).toBe(404);
    const unknown = await call(
      owner,
      `/project/share?projectRef=${ref}&shareState=readonly&users=nobody-${uniqueName()}`,
    );
    expect(unknown.status).toBe(400);
  });

  it("finds the projects holding an item, only among those the caller can see", async () => {
    const { owner, reader, stranger, ref } = await sharedSetup();
    for (const who of [owner, reader]) {
      const found = await ok<{ Projects: TProjectData[] }>(who, `/projects/withitem?itemRef=${docs[0]}`);
      expect(found.Projects.map((p) => p.ProjectRef)).toContain(ref);
    }
    const legacy = await ok<{ Projects: TProjectData[] }>(
      owner,
      `/projects/WithItem?ItemRef=${docs[0]}&ProjectType=EntityList`,
    );
    expect(legacy.Projects.map((p) => p.ProjectRef)).not.toContain(ref);
    const none = await ok<{ Projects: TProjectData[] }>(stranger, `/projects/withitem?itemRef=${docs[0]}`);
    expect(none.Projects.map((p) => p.ProjectRef)).not.toContain(ref);
    expect((await call(owner, `/projects/withitem`)).status).toBe(400);
    expect((await call(owner, `/projects/withitem?itemRef=7_x`)).status).toBe(400);
  });
});

describe.skipIf(!hasCorpus)("projects: clone and subscription", () => {
  it("clones with a unique name and the same items; a MyPageTab clone copies no data", async () => {
    const alice = await signedInUser();
    const p = await create(alice, "Scrapbook", "Source");
    await ok(alice, `/project/addItems?projectRef=${p.ProjectRef}&itemRefs=${docs[0]},${docs[1]}`);
    const copy = (await ok<{ Projects: TProjectData[] }>(alice, `/project/clone?projectRef=${p.ProjectRef}`))
      .Projects[0]!;
    expect(copy.Description).toBe("Source copy");
    expect(await itemsOf(alice, copy.ProjectRef)).toEqual(await itemsOf(alice, p.ProjectRef));
    const again = (await ok<{ Projects: TProjectData[] }>(alice, `/project/clone?projectRef=${p.ProjectRef}`))
      .Projects[0]!;
    expect(again.Description).toBe("Source copy 2");
    const bob = await signedInUser();
    expect((await call(bob, `/project/clone?projectRef=${p.ProjectRef}`)).status).toBe(404);

    const tab = await create(alice, "MyPageTab", "Desk");
    const tabCopy = (await ok<{ Projects: TProjectData[] }>(alice, `/project/clone?projectRef=${tab.ProjectRef}`))
      .Projects[0]!;
    expect(tabCopy).toMatchObject({ ProjectType: "MyPageTab", Description: "Desk", WriteAccess: true });
    expect(tabCopy.ProjectRef).not.toBe(tab.ProjectRef);
    expect((await state(tabCopy.ProjectRef)).items).toBe(0);
  });

  it("propagates additions and removals down a chain of three, until unsubscribed or deleted", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    const a = await create(alice, "Scrapbook");
    await ok(alice, `/project/addItems?projectRef=${a.ProjectRef}&itemRefs=${docs[0]}`);
    await ok(alice, `/project/share?projectRef=${a.ProjectRef}&shareState=readonly&users=${bob.user.username}`);
    // B is Bob's clone of A, subscribed through withSubscription; C subscribes to B explicitly.
    const b = (
      await ok<{ Projects: TProjectData[] }>(bob, `/project/clone?projectRef=${a.ProjectRef}&withSubscription=true`)
    ).Projects[0]!;
    const c = await create(bob, "Scrapbook");
    await ok(bob, `/project/addItems?projectRef=${c.ProjectRef}&itemRefs=${docs[9]}`);
    const sub = await ok<{ Projects: TProjectData[] }>(
      bob,
      `/project/subscribe?subscriber=${c.ProjectRef}&distributor=${b.ProjectRef}`,
    );
    expect(sub.Projects.map((p) => p.ProjectRef)).toEqual([c.ProjectRef, b.ProjectRef]);
    expect(await itemsOf(bob, c.ProjectRef)).toEqual([docs[0], docs[9]].sort());

    await ok(alice, `/project/addItems?projectRef=${a.ProjectRef}&itemRefs=${docs[1]},${docs[2]}`);
    expect(await itemsOf(bob, b.ProjectRef)).toEqual([docs[0], docs[1], docs[2]].sort());
    expect(await itemsOf(bob, c.ProjectRef)).toEqual([docs[0], docs[1], docs[2], docs[9]].sort());
    await ok(alice, `/project/removeItem?projectRef=${a.ProjectRef}&itemRef=${docs[1]}`);
    expect(await itemsOf(bob, c.ProjectRef)).toEqual([docs[0], docs[2], docs[9]].sort());

    const distributors = await ok<{ Projects: TProjectData[] }>(
      bob,
      `/project/distributors?projectRef=${b.ProjectRef}`,
    );
    expect(distributors.Projects.map((p) => p.ProjectRef)).toEqual([a.ProjectRef]);
    const subscribers = await ok<{ Projects: TProjectData[] }>(bob, `/project/subscribers?projectRef=${b.ProjectRef}`);
    expect(subscribers.Projects.map((p) => p.ProjectRef)).toEqual([c.ProjectRef]);

    // No cycles, no self-links, no subscribing someone else's project, no mixed types.
    expect(
      (await call(bob, `/project/subscribe?subscriber=${b.ProjectRef}&distributor=${c.ProjectRef}`)).body.Code,
    ).toBe("SUBSCRIPTION_CYCLE");
    expect((await call(bob, `/project/subscribe?subscriber=${b.ProjectRef}&distributor=${b.ProjectRef}`)).status).toBe(
      400,
    );
    expect((await call(bob, `/project/subscribe?subscriber=${a.ProjectRef}&distributor=${c.ProjectRef}`)).status).toBe(
      403,
    );
    const list = await create(bob, "EntityList");
    expect(
      (await call(bob, `/project/subscribe?subscriber=${list.ProjectRef}&distributor=${b.ProjectRef}`)).status,
    ).toBe(400);

    // Unsubscribing C keeps its items and stops updates; a second unsubscribe finds no link.
    expect((await ok(bob, `/project/unsubscribe?projectRef=${c.ProjectRef}&distributor=${b.ProjectRef}`)).Success).toBe(
      true,
    );
    expect((await ok(bob, `/project/unsubscribe?projectRef=${c.ProjectRef}&distributor=${b.ProjectRef}`)).Success).toBe(
      false,
    );
    await ok(alice, `/project/addItems?projectRef=${a.ProjectRef}&itemRefs=${docs[3]}`);
    expect(await itemsOf(bob, b.ProjectRef)).toContain(docs[3]);
    expect(await itemsOf(bob, c.ProjectRef)).toEqual([docs[0], docs[2], docs[9]].sort());

    // Deleting the distributor ends the link; B keeps what it has.
    await ok(alice, `/project/delete?projectRef=${a.ProjectRef}`);
    expect(await itemsOf(bob, b.ProjectRef)).toEqual([docs[0], docs[2], docs[3]].sort());
    expect(
      (await ok<{ Projects: unknown[] }>(bob, `/project/distributors?projectRef=${b.ProjectRef}`)).Projects,
    ).toEqual([]);
  });

  it("refuses to subscribe to a project the caller cannot see", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    const a = await create(alice, "Scrapbook");
    const b = await create(bob, "Scrapbook");
    const refused = await call(bob, `/project/subscribe?subscriber=${b.ProjectRef}&distributor=${a.ProjectRef}`);
    expect(refused.status).toBe(404);
    expect((await call(bob, `/project/subscribe?subscriber=${b.ProjectRef}`)).body.Code).toBe("NO_DISTRIBUTOR");
  });
});

describe.skipIf(!hasCorpus)("projects: doclist and mylist in queries, legacy calls", () => {
  it("searches the documents of a Scrapbook and the documents mentioning an EntityList's entities", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    const book = await create(alice, "Scrapbook", uniqueName("Book"));
    await ok(alice, `/project/addItems?projectRef=${book.ProjectRef}&itemRefs=${docs[0]},${docs[1]}`);
    const found = await ok<TItems>(alice, `/search/documents?q=doclist:${book.ProjectRef}&pageSize=50`);
    expect(found.Items.map((i) => i.Id).sort()).toEqual([docs[0], docs[1]].sort());
    const byName = await ok<TItems>(
      alice,
      `/search/documents?q=${encodeURIComponent(`doclist:"${book.Description}"`)}`,
    );
    expect(byName.TotalCount).toBe(2);
    expect((await call(bob, `/search/documents?q=doclist:${book.ProjectRef}`)).status).toBe(404);

    const list = await create(alice, "EntityList");
    await ok(alice, `/project/addItems?projectRef=${list.ProjectRef}&itemRefs=${entities[0]}`);
    const mentioning = await ok<TItems>(alice, `/search/documents?q=mylist:${list.ProjectRef}&pageSize=1`);
    const { rows } = await pool().query<{ n: number }>(
      `SELECT count(DISTINCT document_id)::int AS n FROM mentions WHERE entity_id = $1`,
      [entities[0]!.slice(3)],
    );
    expect(mentioning.TotalCount).toBe(rows[0]!.n);
    expect((await call(alice, `/search/documents?q=mylist:${book.ProjectRef}`)).status).toBe(400);
  });

  it("serves the legacy add, add-item and remove-item calls", async () => {
    const alice = await signedInUser();
    const name = uniqueName("Legacy");
    const created = await ok<{ Projects: TProjectData[] }>(
      alice,
      `/project/Add/EntityList/?Description=${name}&usePersistentStorage=true`,
    );
    expect(created.Projects[0]!.ProjectType).toBe("EntityList");
    const fresh = uniqueName("Fresh");
    expect(
      (await call(alice, `/project/AddItem?Description=${fresh}&ProjectType=Scrapbook&ItemRef=${docs[0]}`)).status,
    ).toBe(404);
    const added = await ok<TItems>(
      alice,
      `/project/AddItem?Description=${fresh}&ProjectType=Scrapbook&ItemRef=${docs[0]}&MayCreateProject=true`,
    );
    expect(added.Items.map((i) => i.Id)).toEqual([docs[0]]);
    const removed = await ok<TItems>(
      alice,
      `/project/RemoveItem?Description=${fresh}&ProjectType=Scrapbook&ItemRef=${docs[0]}`,
    );
    expect(removed.TotalCount).toBe(0);
  });
});

describe.skipIf(!hasCorpus)("projects: export", () => {
  it("exports a Scrapbook as xml, html, rtf and docx that real readers open", async () => {
    const alice = await signedInUser();
    const p = await create(alice, "Scrapbook", uniqueName("Export"));
    await ok(alice, `/project/addItems?projectRef=${p.ProjectRef}&itemRefs=${docs[0]},${docs[1]}`);
    const { rows } = await pool().query<{ title: string; publisher: string; source_url: string | null }>(
      `SELECT title, publisher, source_url FROM documents WHERE id = ANY($1::int8[])`,
      [[docs[0]!.slice(2), docs[1]!.slice(2)]],
    );
    const file = async (format: string) => {
      const response = await alice.get(`/project/export?projectRef=${p.ProjectRef}&exportFormat=${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(new RegExp(`attachment; filename=".+\\.${format}"`));
      return { type: response.headers.get("content-type"), body: Buffer.from(await response.arrayBuffer()) };
    };

    const xml = await file("xml");
    expect(xml.type).toContain("application/xml");
    expect(XMLValidator.validate(xml.body.toString("utf8"))).toBe(true);
    const parsed = JSON.stringify(new XMLParser().parse(xml.body.toString("utf8")));
    for (const row of rows) expect(parsed).toContain(row.publisher);

    const html = await file("html");
    const { document } = parseHTML(html.body.toString("utf8"));
    expect(document.querySelectorAll("script")).toHaveLength(0);
    for (const row of rows) expect(document.body.textContent).toContain(row.title);

    const rtf = await readRtf((await file("rtf")).body);
    expect(rtf.warnings).toEqual([]);
    for (const row of rows) expect(rtf.text).toContain(row.title);

    const docx = await file("docx");
    expect(docx.type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const converted = await mammoth.convertToHtml({ buffer: docx.body });
    for (const row of rows) {
      expect(converted.value).toContain(row.publisher);
      if (row.source_url) expect(converted.value).toContain(row.source_url.replace(/&/g, "&amp;"));
    }

    expect((await call(alice, `/project/export?projectRef=${p.ProjectRef}&exportFormat=pdf`)).status).toBe(400);
    const bob = await signedInUser();
    expect((await call(bob, `/project/export?projectRef=${p.ProjectRef}&exportFormat=xml`)).status).toBe(404);
  });
});
