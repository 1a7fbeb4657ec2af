import { spawnSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameKey } from "@/lib/server/entities/entity-keys";
import { resolveEntities } from "@/lib/server/entities/resolve-entities";
import type { TEntityOccurrence } from "@/lib/nlp/types";
import { uniqueName } from "../support/api-fixtures";
import { CORPUS_DIR, corpusMissing, hasCorpus } from "../support/corpus";
import { startTestServer, type TTestServer } from "../support/test-server";

// Corrections change the Wikinews entities, so this file runs its own server on its own database (the
// suite's shared corpus stays as other tests expect it). The clock is pinned the day after the UK Supreme
// Court's prorogation ruling, so both prorogation articles are inside heat's 30-day window.

type TServer = { server: TTestServer; db: pg.Pool };
type TSession = { cookie: string };
type TEntity = { id: string; name: string; type: string };

let s: TServer;
let admin: TSession;
let editor: TSession;
let plain: TSession;

function cliOn(...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/run.mjs", "cli", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: s.server.databaseUrl, SESSION_SECRET: s.server.sessionSecret },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`cli ${args[0]} failed: ${result.stderr}`);
  return result.stdout;
}

async function login(username: string, password: string): Promise<TSession> {
  const response = await fetch(`${s.server.baseUrl}/api/v1/login/?type=json`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ Username: username, Password: password }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`login failed: ${await response.text()}`);
  return { cookie };
}

async function call(who: TSession | null, pathAndQuery: string, init: { method?: string; body?: unknown } = {}) {
  const url = `${s.server.baseUrl}/api${pathAndQuery}${pathAndQuery.includes("?") ? "&" : "?"}type=json`;
  return fetch(url, {
    method: init.method ?? "GET",
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    headers: {
      ...(who ? { Cookie: who.cookie } : {}),
      "Sec-Fetch-Site": "same-origin",
      ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}),
    },
  });
}

async function json<T>(who: TSession, pathAndQuery: string, init?: { method?: string; body?: unknown }): Promise<T> {
  const response = await call(who, pathAndQuery, init);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function entityNamed(names: string[], type?: string): Promise<TEntity | undefined> {
  const { rows } = await s.db.query<TEntity>(
    `SELECT id::text, name, type FROM entities
     WHERE name_key = ANY($1::text[]) AND status = 'active' AND ($2::text IS NULL OR type = $2) AND doc_count > 0
     ORDER BY doc_count DESC, id LIMIT 1`,
    [names.map(nameKey), type ?? null],
  );
  return rows[0];
}

type TDocs = { TotalCount: number; Items: { Id: string; Title?: string; Description?: string }[] };
const titles = (docs: TDocs) => docs.Items.map((d) => d.Title ?? d.Description ?? "");

async function findDocuments(who: TSession, q: string) {
  return json<TDocs>(who, `/search/documents?q=${encodeURIComponent(q)}&pageSize=100`);
}

type THeatItem = { Id: string; Extras: Record<string, { Volume?: number; Heat?: number }> };
async function heatOf(who: TSession, ids: string[], forceDb: boolean) {
  const heat = await json<{ Items: THeatItem[] }>(
    who,
    `/v1/heat?itemrefs=${ids.map((id) => `11_${id}`).join(",")}&forceDb=${forceDb}&pageSize=50`,
  );
  return Object.fromEntries(
    heat.Items.map((i) => [
      i.Id,
      { v30: i.Extras["DocVolume-30"]?.Volume ?? 0, h730: i.Extras["Heat-7/30"]?.Heat ?? 0 },
    ]),
  );
}

/** Everything a merge may change for these entities, straight from the tables and both heat sources. */
async function stateOf(ids: string[]) {
  const mentions = await s.db.query(
    `SELECT document_id::text, entity_id::text, count, first_offset, salience, in_title, spans FROM mentions
     WHERE entity_id = ANY($1::int8[]) ORDER BY entity_id, document_id`,
    [ids],
  );
  const aliases = await s.db.query(
    `SELECT entity_id::text, alias_key, alias FROM entity_aliases WHERE entity_id = ANY($1::int8[]) ORDER BY 1, 2`,
    [ids],
  );
  const lists = await s.db.query(
    `SELECT project_id::text, item_id::text FROM project_items WHERE item_class = 11 AND item_id = ANY($1::int8[]) ORDER BY 1, 2`,
    [ids],
  );
  const entities = await s.db.query(
    `SELECT id::text, name, type, status, merged_into, doc_count FROM entities WHERE id = ANY($1::int8[]) ORDER BY id`,
    [ids],
  );
  const daily = await s.db.query(
    `SELECT entity_id::text, day::text, doc_count FROM entity_daily_counts WHERE entity_id = ANY($1::int8[]) ORDER BY 1, 2`,
    [ids],
  );
  return {
    mentions: mentions.rows,
    aliases: aliases.rows,
    lists: lists.rows,
    entities: entities.rows,
    daily: daily.rows,
    heatDb: await heatOf(admin, ids, true),
    heatMemory: await heatOf(admin, ids, false),
  };
}

async function createList(who: TSession, ids: string[]): Promise<string> {
  const added = await json<{ Projects: { ProjectRef: string }[] }>(
    who,
    `/project/add/EntityList?description=${uniqueName("list")}`,
  );
  const ref = added.Projects[0]!.ProjectRef;
  await json(who, `/project/addItems?projectRef=${ref}&itemRefs=${ids.map((id) => `11_${id}`).join(",")}`);
  return ref;
}

const occurrence = (type: string, name: string) =>
  ({ type, name, aliases: [], mentions: [], salience: 0.5, inTitle: false }) as unknown as TEntityOccurrence;

describe.skipIf(!hasCorpus)("entity corrections on the Wikinews corpus", () => {
  let survivor: TEntity;
  let duplicate: TEntity;

  beforeAll(async () => {
    const server = await startTestServer({ name: "corrections", env: { SERVICE_NOW: "2019-09-25T12:00:00Z" } });
    s = { server, db: new pg.Pool({ connectionString: server.databaseUrl, max: 2 }) };
    cliOn("import", path.join(CORPUS_DIR, "wikinews"), "--json");
    admin = await login("admin", "admin-password-e2e");
    const editorName = uniqueName("editor");
    const userName = uniqueName("user");
    expect(cliOn("user:create", "--username", editorName, "--password", "editor-password-1", "--editor")).toContain(
      "role editor",
    );
    cliOn("user:create", "--username", userName, "--password", "user-password-1");
    editor = await login(editorName, "editor-password-1");
    plain = await login(userName, "user-password-1");
    // The issue's situation: "UK Parliament" and "Parliament of the United Kingdom" as two entities. With
    // the current tagger the Organization is "Parliament of the United Kingdom" and "UK parliament" is a
    // separate (Keyphrase) entity; whichever other active entity is known as "UK Parliament" is the duplicate.
    survivor = (await entityNamed(["Parliament of the United Kingdom"], "Organization"))!;
    const { rows: known } = await s.db.query<TEntity>(
      `SELECT DISTINCT e.id::text, e.name, e.type, e.doc_count FROM entities e JOIN entity_aliases a ON a.entity_id = e.id
       WHERE a.alias_key = $1 AND e.status = 'active' AND e.id <> $2::int8 AND e.doc_count > 0
       ORDER BY e.doc_count DESC, e.id::text`,
      [nameKey("UK Parliament"), survivor?.id ?? "0"],
    );
    duplicate = known[0]!;
  }, 900_000);

  afterAll(async () => {
    await s?.db.end();
    await s?.server.stop();
  });

  it("has the two UK Parliament entities apart before any correction", () => {
    expect(survivor, "Parliament of the United Kingdom").toMatchObject({ type: "Organization" });
    expect(duplicate, "another entity known as UK Parliament").toBeDefined();
    expect(survivor.id).not.toBe(duplicate.id);
  });

  it("refuses every correction to a user without the editor role (403) and to no session (401), changing nothing", async () => {
    const before = await stateOf([survivor.id, duplicate.id]);
    const into = `11_${survivor.id}`;
    const { rows } = await s.db.query<{ id: string }>(
      `INSERT INTO entity_corrections (kind, entity_id, entity_ids, username, before, after, snapshot)
       VALUES ('aliases', $1::int8, ARRAY[$1::int8], 'fixture', '[]', '[]', '{"entities":[],"aliases":[],"mentions":[],"quotes":[],"items":[]}')
       RETURNING id::text`,
      [survivor.id],
    );
    const correction = rows[0]!.id;
    const matrix: [string, string, unknown?][] = [
      ["POST", "/v1/entities/merge", { Into: into, From: [`11_${duplicate.id}`] }],
      ["POST", `/v1/entities/${into}/aliases`, { Add: ["Westminster Parliament"] }],
      ["POST", `/v1/entities/${into}/split`, { Alias: "UK Parliament" }],
      ["PATCH", `/v1/entities/${into}`, { Blocked: true }],
      ["GET", `/v1/entities/${into}/history`],
      ["POST", `/v1/entities/corrections/${correction}/undo`],
      ["GET", `/v1/entities/corrections/suggestions`],
    ];
    for (const [method, url, body] of matrix) {
      const refused = await call(plain, url, { method, body });
      expect(refused.status, `${method} ${url} as a user`).toBe(403);
      const anonymous = await call(null, url, { method, body });
      expect(anonymous.status, `${method} ${url} without a session`).toBe(401);
    }
    // Editors and admins may read the history and the suggestions.
    for (const who of [editor, admin]) {
      expect((await call(who, `/v1/entities/${into}/history`)).status).toBe(200);
      expect((await call(who, `/v1/entities/corrections/suggestions?entity=${into}&size=5`)).status).toBe(200);
    }
    // The history of an entity that does not exist is a 404 naming it, not an empty answer.
    const missing = await call(editor, `/v1/entities/11_999999999/history`);
    expect(missing.status).toBe(404);
    expect(JSON.stringify(await missing.json())).toContain("no entity 11_999999999");
    await s.db.query(`DELETE FROM entity_corrections WHERE id = $1::int8`, [correction]);
    expect(await stateOf([survivor.id, duplicate.id])).toEqual(before);
  }, 180_000);

  it("answers bad correction bodies with a 400 naming the problem", async () => {
    const into = `11_${survivor.id}`;
    const cases: [string, string, unknown, string][] = [
      ["POST", "/v1/entities/merge", { Into: into }, "From"],
      ["POST", "/v1/entities/merge", { Into: "UK", From: [into] }, "Into"],
      ["POST", "/v1/entities/merge", { Into: into, From: [into] }, "other than Into"],
      ["POST", `/v1/entities/${into}/aliases`, { Add: "x" }, "Add"],
      ["PATCH", `/v1/entities/${into}`, { Type: "Planet" }, "Type"],
      ["PATCH", `/v1/entities/${into}`, { Colour: "red" }, "Colour"],
    ];
    for (const [method, url, body, needle] of cases) {
      const response = await call(editor, url, { method, body });
      expect(response.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(needle);
    }
    expect(
      (await call(editor, `/v1/entities/merge`, { method: "POST", body: { Into: into, From: ["11_999999999"] } }))
        .status,
    ).toBe(404);
  });

  it("merges the two UK Parliament entities: both prorogation articles, summed heat, lists kept; undo restores exactly", async () => {
    const ids = [survivor.id, duplicate.id];
    const listA = await createList(admin, [survivor.id]);
    const listB = await createList(editor, [duplicate.id]);
    // A document of the duplicate (on this corpus each also names the survivor), with a quote the duplicate spoke.
    const { rows: onlyDuplicate } = await s.db.query<{ id: string }>(
      `SELECT document_id::text AS id FROM mentions WHERE entity_id = $1::int8 ORDER BY document_id LIMIT 1`,
      [duplicate.id],
    );
    const doc = `5_${onlyDuplicate[0]!.id}`;
    const quoteText = `The parliament says ${uniqueName("quote")}`;
    await s.db.query(
      `INSERT INTO quotes (document_id, speaker_entity_id, text, start_offset, end_offset, published_at)
       SELECT id, $2::int8, $3, 0, 1, published_at FROM documents WHERE id = $1::int8`,
      [onlyDuplicate[0]!.id, duplicate.id, quoteText],
    );
    const refIn = (value: unknown, id: string) =>
      JSON.stringify(value).includes(`"11_${id}"`) || JSON.stringify(value).includes(`-11_${id}"`);
    const networkBody = { query: `itemref:${doc}`, noNodes: 200 };
    const related = () => json(admin, `/v1/infocus?q=${encodeURIComponent(`itemref:${doc}`)}&pageSize=100`);
    const quotesOf = (id: string) =>
      json<{ Items?: { Quote: string }[] }>(
        admin,
        `/search/quotes?q=${encodeURIComponent(`itemref:${doc}`)}&itemRef=11_${id}&allowQuotesFromSameDocument=true&pageSize=50`,
      );
    const quoted = (answer: unknown) => JSON.stringify(answer).includes(quoteText);
    type TEvidence = { ItemSet: { Id: string; MergedFrom?: string }[]; Extras: { RelatedDocuments: TDocs } };
    const evidenceOf = (id: string) => json<TEvidence>(admin, `/entities/evidence/11_${id}?pageSize=100`);
    type TRecord = { Id: string; Description: string; MergedFrom?: string };
    const recordOf = (id: string) => json<TRecord>(admin, `/entity/11_${id}?extras=Metadata`);
    // Before: each reader sees the duplicate there and not the survivor (so the checks after can fail).
    expect(refIn(await related(), duplicate.id), "related before").toBe(true);
    expect(refIn(await json(admin, "/v1/network", { method: "POST", body: networkBody }), duplicate.id)).toBe(true);
    expect(quoted(await quotesOf(duplicate.id)), "quote by the duplicate before").toBe(true);
    expect(quoted(await quotesOf(survivor.id)), "quote by the survivor before").toBe(false);
    const { rows: union } = await s.db.query<{ n: number }>(
      `SELECT count(DISTINCT document_id)::int AS n FROM mentions WHERE entity_id = ANY($1::int8[])`,
      [ids],
    );
    expect(await recordOf(duplicate.id)).toMatchObject({ Id: `11_${duplicate.id}`, Description: duplicate.name });
    expect((await recordOf(duplicate.id)).MergedFrom).toBeUndefined();
    const before = await stateOf(ids);
    // Before: no Organization is known as "UK Parliament" (the query may even name no entity at all).
    const beforeResponse = await call(
      admin,
      `/search/documents?q=${encodeURIComponent('organization:"UK Parliament"')}&pageSize=100`,
    );
    expect(beforeResponse.status).toBeLessThan(500);
    const beforeDocs: TDocs =
      beforeResponse.status === 200 ? await beforeResponse.json() : { TotalCount: 0, Items: [] };
    expect(titles(beforeDocs).some((t) => /Supreme Court rules prorogation/.test(t))).toBe(false);

    const merged = await json<{ CorrectionId: string; Entity: { Id: string; Aliases: string[]; Status: string } }>(
      editor,
      "/v1/entities/merge",
      { method: "POST", body: { Into: `11_${survivor.id}`, From: [`11_${duplicate.id}`] } },
    );
    expect(merged.Entity.Id).toBe(`11_${survivor.id}`);
    expect(merged.Entity.Aliases).toContain(duplicate.name);

    const afterDocs = titles(await findDocuments(admin, 'organization:"UK Parliament"'));
    expect(afterDocs.some((t) => /suspend UK Parliament/.test(t))).toBe(true);
    expect(afterDocs.some((t) => /Supreme Court rules prorogation/.test(t))).toBe(true);
    expect(afterDocs.some((t) => /Scottish court finds suspension/.test(t))).toBe(true);

    // Heat sums the documents of both (documents mentioning both count once), in both sources.
    const { rows } = await s.db.query<{ n: number }>(
      `SELECT count(DISTINCT document_id)::int AS n FROM mentions m JOIN documents d ON d.id = m.document_id
       WHERE m.entity_id = ANY($1::int8[]) AND (d.published_at AT TIME ZONE 'UTC')::date BETWEEN '2019-08-27' AND '2019-09-25'`,
      [ids],
    );
    for (const source of [true, false]) {
      const heat = await heatOf(admin, ids, source);
      expect(heat[`11_${survivor.id}`]?.v30, `forceDb=${source}`).toBe(rows[0]!.n);
      expect(heat[`11_${duplicate.id}`]?.v30 ?? 0).toBe(0);
      // Both had documents in the window before; together they have their union.
      expect(before.heatDb[`11_${duplicate.id}`]?.v30 ?? 0).toBeGreaterThan(0);
      expect(rows[0]!.n).toBeGreaterThanOrEqual(before.heatDb[`11_${survivor.id}`]?.v30 ?? 0);
    }
    // The merged entity stays in both lists; the merged-away one leaves its list.
    const lists = await s.db.query<{ project_id: string; item_id: string }>(
      `SELECT p.id::text AS project_id, i.item_id::text FROM project_items i JOIN projects p ON p.id = i.project_id
       WHERE i.item_class = 11 AND i.project_id = ANY($1::int8[]) ORDER BY 1`,
      [[listA, listB].map((r) => r.replace(/^15_/, ""))],
    );
    expect(lists.rows.map((r) => r.item_id)).toEqual([survivor.id, survivor.id]);
    const listBItems = await json(editor, `/project?projectRef=${listB}`);
    expect(refIn(listBItems, survivor.id), "the duplicate's list holds the survivor").toBe(true);
    expect(refIn(listBItems, duplicate.id)).toBe(false);

    // Every reader follows the survivor: evidence, related entities, the network graph, quotes, the record.
    const evidence = await evidenceOf(survivor.id);
    expect(evidence.Extras.RelatedDocuments.Items.map((d) => d.Id)).toContain(doc);
    expect(evidence.Extras.RelatedDocuments.TotalCount).toBe(union[0]!.n);
    await expect.poll(async () => refIn(await related(), survivor.id), { timeout: 15_000 }).toBe(true);
    expect(refIn(await related(), duplicate.id), "related after").toBe(false);
    const network = () => json(admin, "/v1/network", { method: "POST", body: networkBody });
    await expect.poll(async () => refIn(await network(), survivor.id), { timeout: 15_000 }).toBe(true);
    expect(refIn(await network(), duplicate.id), "network after").toBe(false);
    expect(quoted(await quotesOf(survivor.id)), "the duplicate's quote under the survivor").toBe(true);
    expect(quoted(await quotesOf(duplicate.id))).toBe(false);
    // The merged-away reference is not a dead end: its record and evidence are the survivor's, saying so.
    expect(await recordOf(duplicate.id)).toMatchObject({
      Id: `11_${survivor.id}`,
      Description: survivor.name,
      MergedFrom: `11_${duplicate.id}`,
    });
    const followed = await evidenceOf(duplicate.id);
    expect(followed.ItemSet[0]).toMatchObject({ Id: `11_${survivor.id}`, MergedFrom: `11_${duplicate.id}` });

    // The history shows who did it, before and after.
    const history = await json<{
      Items: { Id: string; Kind: string; User: string; Before: unknown; After: unknown; CanUndo: boolean }[];
    }>(editor, `/v1/entities/11_${duplicate.id}/history`);
    expect(history.Items[0]).toMatchObject({ Id: merged.CorrectionId, Kind: "merge", CanUndo: true });
    expect(JSON.stringify(history.Items[0]!.Before)).toContain("Parliament of the United Kingdom");
    // The audit log records the correction.
    const audit = await s.db.query(
      `SELECT 1 FROM audit_log WHERE category = 'correction' AND action = 'entities.merge'`,
    );
    expect(audit.rowCount).toBeGreaterThan(0);

    const undone = await call(editor, `/v1/entities/corrections/${merged.CorrectionId}/undo`, { method: "POST" });
    expect(undone.status, await undone.clone().text()).toBe(200);
    expect(await stateOf(ids)).toEqual(before);
    // After undo the old reference is itself again, and its quote is its own.
    const restored = await recordOf(duplicate.id);
    expect(restored).toMatchObject({ Id: `11_${duplicate.id}`, Description: duplicate.name });
    expect(restored.MergedFrom).toBeUndefined();
    expect(quoted(await quotesOf(duplicate.id))).toBe(true);
    expect(titles(await findDocuments(admin, 'organization:"UK Parliament"')).sort()).toEqual(
      titles(beforeDocs).sort(),
    );
    const again = await call(editor, `/v1/entities/corrections/${merged.CorrectionId}/undo`, { method: "POST" });
    expect(again.status).toBe(409);
  });

  it("adds and removes aliases that the query language finds, splits an alias off, and undoes both in order", async () => {
    const ref = `11_${survivor.id}`;
    const before = await stateOf([survivor.id]);
    const alias = `Westminster Assembly ${uniqueName("x")}`;
    const added = await json<{ CorrectionId: string; Entity: { Aliases: string[] } }>(
      editor,
      `/v1/entities/${ref}/aliases`,
      {
        method: "POST",
        body: { Add: [alias] },
      },
    );
    expect(added.Entity.Aliases).toContain(alias);
    const found = await findDocuments(admin, `organization:"${alias}"`);
    expect(titles(found).some((t) => /Supreme Court rules prorogation/.test(t))).toBe(true);
    const ownName = await call(editor, `/v1/entities/${ref}/aliases`, {
      method: "POST",
      body: { Remove: [survivor.name] },
    });
    expect(ownName.status).toBe(409);

    // Split "Parliament" off: the documents that write it move to a new Organization "Parliament".
    const split = await call(editor, `/v1/entities/${ref}/split`, { method: "POST", body: { Alias: "Parliament" } });
    expect(split.status, await split.clone().text()).toBe(200);
    const created = (await split.json()) as {
      CorrectionId: string;
      Entity: { Id: string; Description: string; DocumentCount: number };
    };
    expect(created.Entity).toMatchObject({ Description: "Parliament" });
    expect(created.Entity.DocumentCount).toBeGreaterThan(0);
    // An older correction cannot be undone over a later one.
    const tooEarly = await call(editor, `/v1/entities/corrections/${added.CorrectionId}/undo`, { method: "POST" });
    expect(tooEarly.status).toBe(409);
    expect(JSON.stringify(await tooEarly.json())).toContain(created.CorrectionId);
    expect(
      (await call(editor, `/v1/entities/corrections/${created.CorrectionId}/undo`, { method: "POST" })).status,
    ).toBe(200);
    expect((await call(editor, `/v1/entities/corrections/${added.CorrectionId}/undo`, { method: "POST" })).status).toBe(
      200,
    );
    expect(await stateOf([survivor.id])).toEqual(before);
    const gone = await s.db.query(`SELECT 1 FROM entities WHERE id = $1::int8`, [
      created.Entity.Id.replace(/^11_/, ""),
    ]);
    expect(gone.rowCount).toBe(0);
  });

  it("future imports follow a merge: the merged-away name resolves to the survivor", async () => {
    const merged = await json<{ CorrectionId: string }>(admin, "/v1/entities/merge", {
      method: "POST",
      body: { Into: `11_${survivor.id}`, From: [`11_${duplicate.id}`] },
    });
    const client = await s.db.connect();
    try {
      await client.query("BEGIN");
      const resolved = await resolveEntities(client, [occurrence(duplicate.type, duplicate.name)]);
      expect(resolved.get(`${duplicate.type}|${nameKey(duplicate.name)}`)).toBe(survivor.id);
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
    expect((await call(admin, `/v1/entities/corrections/${merged.CorrectionId}/undo`, { method: "POST" })).status).toBe(
      200,
    );
  });

  it("blocks a junk entity: gone from search, heat, graphs and the document page; re-importing does not bring it back", async () => {
    const junk = await entityNamed(["Recent", "Brazillian", "Proroguing Parliament"]);
    expect(junk, "a junk entity (Recent, Brazillian or Proroguing Parliament) on the Wikinews corpus").toBeDefined();
    const ref = `11_${junk!.id}`;
    const { rows: docRows } = await s.db.query<{ id: string }>(
      `SELECT document_id::text AS id FROM mentions WHERE entity_id = $1::int8 ORDER BY document_id LIMIT 1`,
      [junk!.id],
    );
    const doc = `5_${docRows[0]!.id}`;
    const field = junk!.type.toLowerCase();
    const has = (value: unknown) =>
      JSON.stringify(value).includes(`"${ref}"`) || JSON.stringify(value).includes(`-${ref}"`);

    // Before: it is there everywhere (so the checks below can fail).
    expect(has(await json(admin, `/entities?q=${encodeURIComponent(junk!.name)}`))).toBe(true);
    expect((await findDocuments(admin, `${field}:"${junk!.name}"`)).TotalCount).toBeGreaterThan(0);
    expect(has(await json(admin, `/documents/entities?q=itemref:${doc}&pageSize=200`))).toBe(true);
    const graphBody = { query: `itemref:${doc}`, noNodes: 200 };
    expect(has(await json(admin, "/v1/network", { method: "POST", body: graphBody }))).toBe(true);

    expect((await heatOf(admin, [junk!.id], true))[ref]?.v30 ?? 0, "heat before").toBeGreaterThan(0);
    expect((await heatOf(admin, [junk!.id], false))[ref]?.v30 ?? 0, "in-memory heat before").toBeGreaterThan(0);

    const blocked = await json<{ CorrectionId: string; Entity: { Status: string } }>(editor, `/v1/entities/${ref}`, {
      method: "PATCH",
      body: { Blocked: true },
    });
    expect(blocked.Entity.Status).toBe("blocked");

    const checkGone = async () => {
      expect(has(await json(admin, `/entities?q=${encodeURIComponent(junk!.name)}`))).toBe(false);
      expect((await findDocuments(admin, `${field}:"${junk!.name}"`)).TotalCount).toBe(0);
      expect(has(await json(admin, `/documents/entities?q=itemref:${doc}&pageSize=200`))).toBe(false);
      expect(has(await json(admin, "/v1/network", { method: "POST", body: graphBody }))).toBe(false);
      // The in-memory source filters by name; both sources give it no documents by id.
      const byName = await json(admin, `/entities/heat?q=${encodeURIComponent(junk!.name)}&pageSize=200`);
      expect(has(byName), "heat by name").toBe(false);
      for (const forceDb of [true, false]) {
        expect((await heatOf(admin, [junk!.id], forceDb))[ref]?.v30 ?? 0, `heat forceDb=${forceDb}`).toBe(0);
      }
    };
    await checkGone();

    cliOn("import", path.join(CORPUS_DIR, "wikinews"), "--json");
    await checkGone();
    // A new document naming it does not bring it back either.
    const client = await s.db.connect();
    try {
      await client.query("BEGIN");
      const resolved = await resolveEntities(client, [occurrence(junk!.type, junk!.name)]);
      expect(resolved.has(`${junk!.type}|${nameKey(junk!.name)}`)).toBe(false);
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }

    // Undo brings back its mentions.
    expect(
      (await call(editor, `/v1/entities/corrections/${blocked.CorrectionId}/undo`, { method: "POST" })).status,
    ).toBe(200);
    expect(has(await json(admin, `/documents/entities?q=itemref:${doc}&pageSize=200`))).toBe(true);
  });
});

describe.skipIf(hasCorpus)("entity corrections", () => {
  it.skip(corpusMissing, () => {});
});
