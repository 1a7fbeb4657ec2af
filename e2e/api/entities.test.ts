import { beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { signedInUser, uniqueName } from "../support/api-fixtures";
import { corpusMissing, ensureWikinews, hasCorpus } from "../support/corpus";

type TEntity = { Id: string; EntityReference: string; Description: string; Type: string; Extras?: TEntityExtras };
type TEntityExtras = {
  Metadata?: {
    TextFields: { Key: string; Value: string; ValueFormatted: string }[];
    ItemFields: { Key: string; Value: { Id: string } }[];
  };
  Images?: { Items: { ImageKey: string; ImageSrc: string; Width: number; Height: number }[] };
};
type TList<T> = { TotalCount: number; Description: string; Items: T[]; LastUpdated: string };
type TDoc = {
  Id: string;
  Description: string;
  PublicationDate: string;
  Extras?: { Evidence?: { Sentences: string[]; HtmlSentences: string[] } };
};
type TEvidence = { ItemSet: TEntity[]; Extras: { RelatedDocuments: TList<TDoc> } };
type TGeo = {
  Items: {
    Item: { Id: string; Description: string; Type: string };
    Latitude: number;
    Longitude: number;
    Size: number;
  }[];
};

type TCaller = { get: (path: string) => Promise<Response>; user: { id: number } };
let user: TCaller;
let other: TCaller;
let admin: TCaller;

const withJson = (path: string) => `${path}${path.includes("?") ? "&" : "?"}type=json`;
async function json<T>(path: string, caller: TCaller = user): Promise<T> {
  const response = await caller.get(withJson(path));
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}
async function expectStatus(path: string, status: number, needle?: string, caller: TCaller = user) {
  const response = await caller.get(withJson(path));
  const body = await response.text();
  expect(response.status, `${path}: ${body}`).toBe(status);
  if (needle) expect(JSON.parse(body).Error, path).toContain(needle);
  return JSON.parse(body) as { Error: string; Code: string };
}
async function entityId(type: string, nameKey: string): Promise<string> {
  const { rows } = await pool().query(`SELECT id FROM entities WHERE type = $1 AND name_key = $2`, [type, nameKey]);
  expect(rows[0], `${type} ${nameKey} in the Wikinews import`).toBeTruthy();
  return String(rows[0].id);
}
async function createEntity(type = "Company"): Promise<{ id: string; name: string }> {
  const name = uniqueName("Testco").replace("-", " ");
  const { rows } = await pool().query(
    `INSERT INTO entities (type, name, name_key, slug) VALUES ($1, $2, lower($2), replace(lower($2), ' ', '-')) RETURNING id`,
    [type, name],
  );
  return { id: String(rows[0].id), name };
}

describe.skipIf(!hasCorpus)("entities: search, records, evidence, geo, refresh", () => {
  let pelosi: string;
  let trump: string;

  beforeAll(async () => {
    await ensureWikinews();
    [user, other, admin] = await Promise.all([signedInUser(), signedInUser(), signedInUser({ admin: true })]);
    pelosi = await entityId("Person", "nancy pelosi");
    trump = await entityId("Person", "donald trump");
  }, 600_000);

  it("finds a real person first by name, alias or prefix, on all three paths", async () => {
    const byAlias = await json<TList<TEntity>>("/entities/pelosi");
    expect(byAlias.Items[0]).toMatchObject({ Id: `11_${pelosi}`, Description: "Nancy Pelosi", Type: "Person" });
    expect(byAlias.Items[0]!.EntityReference).toBe(`nancy-pelosi-11_${pelosi}`);
    expect(byAlias.Description).toBe("pelosi");
    const byName = await json<TList<TEntity>>("/entities?q=Donald%20Trump");
    expect(byName.Items[0]!.Id).toBe(`11_${trump}`);
    // "trump" is an alias of Donald Trump; keyphrases starting with "Trump" come after him.
    const byPrefix = await json<TList<TEntity>>("/entities/trump");
    expect(byPrefix.Items[0]!.Id).toBe(`11_${trump}`);
    expect(byPrefix.TotalCount).toBeGreaterThan(1);
    const typed = await json<TList<TEntity>>("/entities/trump/Person,Organization");
    expect(typed.Items.length).toBeGreaterThan(0);
    expect(typed.Items.every((i) => ["Person", "Organization"].includes(i.Type))).toBe(true);
    // A misspelling still finds him (trigram similarity).
    expect((await json<TList<TEntity>>("/entities/Nancy%20Pelosy")).Items.map((i) => i.Id)).toContain(`11_${pelosi}`);
    const xml = await (await user.get("/entities/pelosi?type=xml")).text();
    expect(xml).toContain("<ResultList>");
    expect(xml).toContain(
      `<TermData><EntityReference>nancy-pelosi-11_${pelosi}</EntityReference><Id>11_${pelosi}</Id>`,
    );
  });

  it("pages, sorts and applies the relevance threshold", async () => {
    const first = await json<TList<TEntity>>("/entities?types=Country&pageSize=5&sortBy=documentcount");
    expect(first.Items).toHaveLength(5);
    expect(first.Items[0]!.Description).toBe("United States");
    expect(first.Items.every((i) => i.Type === "Country")).toBe(true);
    const second = await json<TList<TEntity>>("/entities?types=Country&pageSize=5&pageNumber=1&sortBy=documentcount");
    expect(second.TotalCount).toBe(first.TotalCount);
    expect(second.Items.map((i) => i.Id).some((id) => first.Items.some((i) => i.Id === id))).toBe(false);
    const byName = await json<TList<TEntity>>("/entities?types=Country&pageSize=20&sortBy=name");
    const names = byName.Items.map((i) => i.Description);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const all = await json<TList<TEntity>>("/entities/trump?pageSize=100");
    const strict = await json<TList<TEntity>>("/entities/trump?pageSize=100&rel=1");
    expect(strict.Items[0]!.Id).toBe(`11_${trump}`);
    expect(strict.TotalCount).toBeLessThan(all.TotalCount);
    const past = await json<TList<TEntity>>("/entities/trump?pageSize=100&pageNumber=50");
    expect(past.Items).toEqual([]);
    expect(past.TotalCount).toBe(all.TotalCount);
    const recent = await json<TList<TEntity>>("/entities/trump?sortBy=lastmentioned&pageSize=3");
    expect(recent.Items).toHaveLength(3);
  });

  it("answers 400 to bad search input, naming the parameter", async () => {
    await expectStatus("/entities?types=Planet", 400, "types");
    await expectStatus("/entities/trump/Planet", 400, "types");
    await expectStatus("/entities?pageSize=abc", 400, "pageSize");
    await expectStatus("/entities?pageSize=501", 400, "pageSize");
    await expectStatus("/entities?rel=2", 400, "rel");
    await expectStatus("/entities?sortBy=nonsense", 400, "sortBy");
    await expectStatus("/entities?extras=Teasers", 400, "extras");
    await expectStatus("/entities?pageNumber=-1", 400, "pageNumber");
  });

  it("gives an entity's metadata, stored properties and images", async () => {
    const found = await json<TEntity>(`/entity/nancy-pelosi-11_${pelosi}`);
    expect(found).toMatchObject({ Id: `11_${pelosi}`, Description: "Nancy Pelosi", Type: "Person" });
    const fields = Object.fromEntries(found.Extras!.Metadata!.TextFields.map((f) => [f.Key, f.Value]));
    const { rows } = await pool().query(
      `SELECT count(*)::int AS n, min(published_at) AS first FROM mentions WHERE entity_id = $1`,
      [pelosi],
    );
    expect(fields.DocumentCount).toBe(String(rows[0].n));
    expect(fields.FirstSeen).toBe(new Date(rows[0].first).toISOString().replace(".000Z", "Z"));
    expect(fields.Aliases).toContain("Pelosi");
    const items = found.Extras!.Metadata!.ItemFields;
    expect(items.filter((i) => i.Key === "RelatedEntity").map((i) => i.Value.Id)).toContain(`11_${trump}`);
    expect(items.filter((i) => i.Key === "RecentDocument").length).toBeGreaterThan(0);
    expect(found.Extras!.Images!.Items).toEqual([]);
    // The short form and the parameter give the same entity; extras can be narrowed.
    const short = await json<TEntity>(`/entity?entityReference=11_${pelosi}&extras=Images`);
    expect(short.Id).toBe(`11_${pelosi}`);
    expect(short.Extras!.Metadata).toBeUndefined();

    const made = await createEntity();
    await pool().query(
      `INSERT INTO entity_properties (entity_id, name, name_key, text_value, numeric_value)
       VALUES ($1, 'Ticker', 'ticker', 'TST', NULL), ($1, 'Founded', 'founded', NULL, 1976)`,
      [made.id],
    );
    await pool().query(
      `INSERT INTO entity_images (entity_id, image_key, image_src, width, height, description, provider)
       VALUES ($1, 'logo', 'https://img.example/logo.png', 64, 32, 'Logo', 'Example')`,
      [made.id],
    );
    const withRecords = await json<TEntity>(`/entity/11_${made.id}`);
    const recordFields = withRecords.Extras!.Metadata!.TextFields;
    expect(recordFields).toContainEqual({ Key: "Ticker", Value: "TST", ValueFormatted: "TST" });
    expect(recordFields).toContainEqual({ Key: "Founded", Value: "1976", ValueFormatted: "1,976" });
    expect(withRecords.Extras!.Images!.Items[0]).toMatchObject({ ImageKey: "logo", Width: 64, Height: 32 });

    const byText = await json<TList<TEntity>>("/entities/property?name=ticker&value=tst");
    expect(byText.Items.map((i) => i.Id)).toContain(`11_${made.id}`);
    const byNumber = await json<TList<TEntity>>("/entities/property?name=FOUNDED&value=1976.0");
    expect(byNumber.Items.map((i) => i.Id)).toContain(`11_${made.id}`);
    expect((await json<TList<TEntity>>("/entities/property?name=ticker&value=nothing-like-this")).Items).toEqual([]);
    await expectStatus("/entities/property?value=1", 400, "name");

    await expectStatus("/entity/nobody-11_999999999", 404);
    await expectStatus("/entity?entityReference=pelosi", 400, "entityReference");
    await expectStatus("/entity", 400, "entityReference");
  });

  it("shows the evidence: the real sentences that mention the entity, highlighted, newest first", async () => {
    const evidence = await json<TEvidence>(`/entities/evidence/nancy-pelosi-11_${pelosi}?pageSize=50`);
    expect(evidence.ItemSet[0]!.Id).toBe(`11_${pelosi}`);
    const related = evidence.Extras.RelatedDocuments;
    const { rows } = await pool().query(`SELECT count(*)::int AS n FROM mentions WHERE entity_id = $1`, [pelosi]);
    expect(related.TotalCount).toBe(rows[0].n);
    expect(related.Items).toHaveLength(rows[0].n);
    const dates = related.Items.map((d) => d.PublicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const doc of related.Items) {
      const { Sentences, HtmlSentences } = doc.Extras!.Evidence!;
      expect(Sentences.length).toBeGreaterThan(0);
      expect(
        Sentences.every((s) => /Pelosi/.test(s)),
        doc.Id,
      ).toBe(true);
      expect(
        HtmlSentences.every((s) => /<em>(Speaker )?(Nancy )?Pelosi<\/em>/.test(s)),
        JSON.stringify(HtmlSentences),
      ).toBe(true);
      expect(HtmlSentences.join(" ")).not.toMatch(/<(?!\/?em>)/);
    }
    const page = await json<TEvidence>(`/evidence?entityReference=11_${pelosi}&pageSize=2&pageNumber=1`);
    expect(page.Extras.RelatedDocuments.Items.map((d) => d.Id)).toEqual(related.Items.slice(2, 4).map((d) => d.Id));
    const same = await json<TEvidence>(`/entities/evidence?entityReference=11_${pelosi}&pageSize=1`);
    expect(same.Extras.RelatedDocuments.Items[0]!.Id).toBe(related.Items[0]!.Id);
    // An entity recognised only in a title has the title as its evidence.
    const { rows: titleOnly } = await pool().query(
      `SELECT m.entity_id, d.id, d.title FROM mentions m JOIN documents d ON d.id = m.document_id
       WHERE m.spans = '[]'::jsonb AND d.type = 'Article' ORDER BY m.entity_id LIMIT 1`,
    );
    if (titleOnly[0]) {
      const titled = await json<TEvidence>(`/entities/evidence/11_${titleOnly[0].entity_id}?pageSize=500`);
      const doc = titled.Extras.RelatedDocuments.Items.find((d) => d.Id === `5_${titleOnly[0].id}`)!;
      expect(doc.Extras!.Evidence!.Sentences).toEqual([titleOnly[0].title]);
    }
    await expectStatus("/entities/evidence", 400, "entityReference");
    await expectStatus("/entities/evidence/11_999999999", 404);
    await expectStatus(`/evidence?entityReference=11_${pelosi}&pageSize=abc`, 400, "pageSize");
  });

  it("places the places of matching documents on the map", async () => {
    const geo = await json<TGeo>("/entities/geo?q=hurricane&size=5");
    expect(geo.Items.length).toBeGreaterThan(0);
    expect(geo.Items[0]!.Size).toBe(1);
    expect(geo.Items.every((i) => ["City", "Country", "Region", "Site"].includes(i.Item.Type))).toBe(true);
    expect(geo.Items.map((i) => i.Item.Description)).toContain("Bahamas");
    const counted = await json<TGeo>("/entities/geo?sortBy=count&size=3&minLat=35&maxLat=70&minLong=-10&maxLong=40");
    for (const row of counted.Items) {
      expect(row.Latitude).toBeGreaterThanOrEqual(35);
      expect(row.Latitude).toBeLessThanOrEqual(70);
      expect(row.Longitude).toBeGreaterThanOrEqual(-10);
      expect(row.Longitude).toBeLessThanOrEqual(40);
      const { rows } = await pool().query(
        `SELECT count(*)::int AS n FROM mentions m JOIN documents d ON d.id = m.document_id
         WHERE m.entity_id = $1 AND d.type <> 'Article Comment'`,
        [row.Item.Id.slice(3)],
      );
      expect(row.Size, row.Item.Description).toBe(rows[0].n);
    }
    const sizes = counted.Items.map((i) => i.Size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    await expectStatus("/entities/geo?minLat=50&maxLat=10", 400, "minLat");
    await expectStatus("/entities/geo?minLat=100", 400, "minLat");
    await expectStatus("/entities/geo?minLong=abc", 400, "minLong");
    await expectStatus("/entities/geo?sortBy=size", 400, "sortBy");
  });

  it("refreshes entities by id, in the order asked", async () => {
    const refreshed = await json<TList<TEntity>>(`/entities/refresh?termids=${trump},11_${pelosi},999999999`);
    expect(refreshed.Items.map((i) => i.Id)).toEqual([`11_${trump}`, `11_${pelosi}`]);
    expect(refreshed.TotalCount).toBe(2);
    await expectStatus("/entities/refresh?termids=1,abc", 400, "termids");
    await expectStatus("/entities/refresh", 400, "termids");
  });
});

describe("entity records: add, request, review", () => {
  beforeAll(async () => {
    [user, other, admin] = await Promise.all([signedInUser(), signedInUser(), signedInUser({ admin: true })]);
  });

  it("lets admins add an entity once; the name is unique whatever its case, accents or type", async () => {
    const name = `Zürich Robotics ${uniqueName("x")}`;
    await expectStatus(`/entity/add/?desc=${encodeURIComponent(name)}&entityType=Company`, 403, undefined, user);
    const created = await json<{ Info: string; Description: string; Type: string; Id: string }>(
      `/entity/add/?desc=${encodeURIComponent(name)}&entityType=Company&lang=de`,
      admin,
    );
    expect(created).toMatchObject({ Info: "created", Description: name, Type: "Company" });
    const again = await expectStatus(
      `/entity/add?desc=${encodeURIComponent(name.toUpperCase().replace("Ü", "U"))}&entityType=Organization`,
      409,
      "already exists",
      admin,
    );
    expect(again.Code).toBe("ENTITY_EXISTS");
    await expectStatus(`/term/add?description=${encodeURIComponent(name)}&termType=Person`, 409, undefined, admin);
    // It is searchable at once and known by its name.
    const found = await json<TList<TEntity>>(`/entities?q=${encodeURIComponent(name)}`);
    expect(found.Items[0]!.Id).toBe(created.Id);
    const availability = await json<{ Available: boolean; Reason: string; ExistingId: string }>(
      `/term/availability?description=${encodeURIComponent(name.toLowerCase())}&termType=Company`,
    );
    expect(availability).toMatchObject({ Available: false, Reason: "exists", ExistingId: created.Id });
  });

  it("takes the parameters as a path segment too (/entity/add/{parameters})", async () => {
    const name = uniqueName("Segment");
    const segment = encodeURIComponent(`desc=${name}&entityType=Company`);
    const created = await json<{ Info: string; Description: string; Type: string }>(`/entity/add/${segment}`, admin);
    expect(created).toMatchObject({ Info: "created", Description: name, Type: "Company" });
    const requested = await json<{ Info: string }>(
      `/entity/request/${encodeURIComponent(`desc=${uniqueName("Wish")}&entityType=Person&comment=new`)}`,
      user,
    );
    expect(requested.Info).toBe("requested");
    await expectStatus(`/entity/add/${encodeURIComponent("desc=X1&planet=Mars")}`, 400, "planet", admin);
  });

  it("lets only one of two concurrent adds of the same name succeed", async () => {
    const name = uniqueName("Race");
    const responses = await Promise.all(
      ["Company", "Organization", "Product"].map((type) =>
        admin.get(withJson(`/entity/add?desc=${encodeURIComponent(name)}&entityType=${type}`)),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const { rows } = await pool().query(`SELECT count(*)::int AS n FROM entities WHERE name = $1`, [name]);
    expect(rows[0].n).toBe(1);
  });

  it("validates the records' input", async () => {
    await expectStatus("/entity/add?desc=%21%21%21&entityType=Company", 400, "desc", admin);
    await expectStatus("/entity/add?desc=Fine&entityType=Planet", 400, "entityType", admin);
    await expectStatus("/entity/add?entityType=Company", 400, "desc", admin);
    await expectStatus("/entity/add?desc=Fine&entityType=Company&lang=english!", 400, "lang", admin);
    await expectStatus("/term/add?description=Fine&termType=Country", 400, "termType", admin);
    await expectStatus("/term/request?description=Fine&termType=Person&comment=x&extra=1", 400, "extra");
    await expectStatus("/entity/requests/approve?id=abc", 400, "id", admin);
  });

  it("queues requests that only an admin can approve or reject", async () => {
    const name = uniqueName("Requested Thing");
    const requested = await json<{ Info: string; Description: string; RequestId: number }>(
      `/entity/request/?desc=${encodeURIComponent(name)}&entityType=Product&comment=${encodeURIComponent("seen in the news")}`,
    );
    expect(requested).toMatchObject({ Info: "requested", Description: name });
    const twice = await expectStatus(
      `/term/request?description=${encodeURIComponent(name)}&termType=Product`,
      409,
      undefined,
      other,
    );
    expect(twice.Code).toBe("REQUEST_EXISTS");
    const availability = await json<{ Available: boolean; Reason: string }>(
      `/term/availability?description=${encodeURIComponent(name)}`,
    );
    expect(availability).toMatchObject({ Available: false, Reason: "requested" });

    await expectStatus("/entity/requests", 403, undefined, user);
    await expectStatus(`/entity/requests/approve?id=${requested.RequestId}`, 403, undefined, user);
    await expectStatus(`/entity/requests/reject?id=${requested.RequestId}`, 403, undefined, other);
    const pending = await json<
      TList<{ Id: number; Description: string; Status: string; RequestedBy: string; Comment: string }>
    >("/entity/requests?pageSize=500", admin);
    expect(pending.Items.find((r) => r.Id === requested.RequestId)).toMatchObject({
      Description: name,
      Status: "pending",
      Comment: "seen in the news",
    });
    // Not created before approval.
    expect(
      (await json<TList<TEntity>>(`/entities?q=${encodeURIComponent(name)}&rel=1`)).Items.map((i) => i.Description),
    ).not.toContain(name);

    const approved = await json<{ Info: string; Request: { Status: string; ReviewedBy: string; Entity: TEntity } }>(
      `/entity/requests/approve?id=${requested.RequestId}`,
      admin,
    );
    expect(approved.Info).toBe("approved");
    expect(approved.Request.Status).toBe("approved");
    expect(approved.Request.Entity).toMatchObject({ Description: name, Type: "Product" });
    expect((await json<TEntity>(`/entity/${approved.Request.Entity.EntityReference}`)).Description).toBe(name);
    const reviewed = await expectStatus(`/entity/requests/reject?id=${requested.RequestId}`, 409, undefined, admin);
    expect(reviewed.Code).toBe("REQUEST_REVIEWED");

    const doomed = await json<{ RequestId: number }>(
      `/term/request?description=${encodeURIComponent(uniqueName("Doomed"))}&termType=Site&comment=x`,
      other,
    );
    const rejected = await json<{ Info: string; Request: { Status: string; ReviewNote: string } }>(
      `/entity/requests/reject?id=${doomed.RequestId}&note=not%20notable`,
      admin,
    );
    expect(rejected).toMatchObject({ Info: "rejected", Request: { Status: "rejected", ReviewNote: "not notable" } });
    await expectStatus("/entity/requests/approve?id=999999999", 404, undefined, admin);
    const existing = await createEntity("Person");
    const taken = await expectStatus(
      `/entity/request?desc=${encodeURIComponent(existing.name)}&entityType=Person`,
      409,
    );
    expect(taken.Code).toBe("ENTITY_EXISTS");
  });
});

describe("document detail", () => {
  let docId: string;

  beforeAll(async () => {
    [user, other] = await Promise.all([signedInUser(), signedInUser()]);
    const { rows } = await pool().query(
      `INSERT INTO documents (title, body, content_hash, published_at) VALUES ($1, 'Body text.', $1, now()) RETURNING id`,
      [uniqueName("Detail doc")],
    );
    docId = String(rows[0].id);
  });

  it("lists a document's keywords and categories", async () => {
    await pool().query(
      `INSERT INTO document_terms (document_id, kind, term, score) VALUES
         ($1, 'Keyword', 'elections', 0.9), ($1, 'Keyword', 'senate', 0.5), ($1, 'Keyphrase', 'Senate', 0.7),
         ($1, 'Keyphrase', 'runoff vote', 0.4), ($1, 'Category', 'Politics', 1)`,
      [docId],
    );
    const keywords = await json<TList<{ Description: string; Type: string }>>(`/document/keywords?docId=5_${docId}`);
    expect(keywords.Items.map((k) => k.Description)).toEqual(["elections", "senate", "runoff vote"]);
    expect(keywords.Items.every((k) => k.Type === "Keyword")).toBe(true);
    const categories = await json<TList<{ Description: string; Type: string }>>(
      `/document/categories?docId=5_${docId}`,
    );
    expect(categories.Items).toEqual([expect.objectContaining({ Description: "Politics", Type: "Category" })]);
    await expectStatus("/document/keywords?docId=5_999999999", 404);
    await expectStatus("/document/keywords?docId=11_5", 400, "docId");
    await expectStatus("/document/categories", 400, "docId");
  });

  it("shows comments to their author only, and attachments with working signed links", async () => {
    const { rows } = await pool().query(
      `INSERT INTO documents (type, title, body, content_hash, published_at, contributing_user_id, parent_document_id)
       VALUES ('Article Comment', 'My comment', 'I agree.', $1, now(), $2, $3) RETURNING id`,
      [uniqueName("comment"), user.user.id, docId],
    );
    const mine = await json<TList<{ Id: string }>>(`/document/comments?docId=5_${docId}`);
    expect(mine.Items.map((c) => c.Id)).toEqual([`5_${rows[0].id}`]);
    expect((await json<TList<unknown>>(`/document/comments?docId=5_${docId}`, other)).Items).toEqual([]);
    // A comment is itself a document only its author can see.
    await expectStatus(`/document/keywords?docId=5_${rows[0].id}`, 404, undefined, other);

    const bytes = Buffer.from(`attachment ${uniqueName()}`);
    await pool().query(
      `INSERT INTO attachments (document_id, filename, content_type, size, sha256, data) VALUES ($1, 'notes.txt', 'text/plain', $2, 'x', $3)`,
      [docId, bytes.length, bytes],
    );
    const attachments = await json<TList<{ Link: string; Description: string; Size: number }>>(
      `/document/attachments?docId=5_${docId}`,
    );
    expect(attachments.Items).toHaveLength(1);
    expect(attachments.Items[0]).toMatchObject({ Description: "notes.txt", Size: bytes.length });
    const download = await fetch(attachments.Items[0]!.Link);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    await expectStatus("/document/attachments?docId=5_999999999", 404);
  });
});

if (!hasCorpus) console.warn(corpusMissing);
