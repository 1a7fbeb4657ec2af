import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import {
  api,
  signedInUser,
  signUrl,
  uniqueName,
  type TTestKey,
  expectSignedStatus,
  signedJsonCall,
  type TJsonAnswer,
} from "../support/api-fixtures";
import { expectConforms } from "../support/conformance";

type TSigned = Awaited<ReturnType<typeof signedInUser>>;
type TJson = TJsonAnswer;
const call = signedJsonCall;
const expectStatus = expectSignedStatus;

/** A signed POST of a multipart form (or raw bytes): the digest covers the exact bytes sent. */
async function postForm(key: TTestKey, path: string, form: FormData | Buffer, contentType?: string) {
  const url = api(path);
  const request = new Request(url, {
    method: "POST",
    body: form instanceof FormData ? form : new Uint8Array(form),
    headers: contentType ? { "Content-Type": contentType } : undefined,
  });
  const bytes = Buffer.from(await request.arrayBuffer());
  return fetch(signUrl(key, "POST", url, bytes), {
    method: "POST",
    body: new Uint8Array(bytes),
    headers: { "Content-Type": request.headers.get("content-type") ?? "application/octet-stream" },
  });
}

async function insertDocument(title: string, provider: string | null = null): Promise<string> {
  const { rows } = await pool().query(
    `INSERT INTO documents (title, body, content_hash, published_at, provider)
     VALUES ($1, 'Body text of the test document.', md5($1), now(), $2) RETURNING id`,
    [title, provider],
  );
  return String(rows[0].id);
}

async function insertEntity(): Promise<string> {
  const name = uniqueName("Propco").replace("-", " ");
  const { rows } = await pool().query(
    `INSERT INTO entities (type, name, name_key, slug) VALUES ('Company', $1, lower($1), replace(lower($1), ' ', '-'))
     RETURNING id`,
    [name],
  );
  return String(rows[0].id);
}

const ids = (body: TJson) => (body.Items ?? []).map((i) => i.Id);

let admin: TSigned;
let user: TSigned;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
  user = await signedInUser();
});

describe("OpenAPI reference", () => {
  it("serves an OpenAPI 3.1 document of the registry without credentials, at both paths", async () => {
    for (const path of ["/openapi.json", "/v1/openapi"]) {
      const response = await fetch(api(path));
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/json");
      const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
      expect(doc.openapi).toBe("3.1.0");
      expect(Object.keys(doc.paths["/v1/properties"]!).sort()).toEqual(["delete", "get", "post", "put"]);
      expect(doc.paths["/search/documents/{query}"]!.get).toBeTruthy();
    }
  });

  it("renders the reference page", async () => {
    const response = await fetch(`${api("").replace(/\/api$/, "")}/reference`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("/v1/providers/{name}/access");
    expect(html).toContain("/api/openapi.json");
  });
});

describe("/v1/properties", () => {
  it("writes document properties that /search/documents/property finds, and entity properties that /entities/property finds", async () => {
    const doc = await insertDocument(uniqueName("Property document"));
    const entity = await insertEntity();
    const name = uniqueName("prop").replace("-", "_");

    await expectStatus(admin.key, "PUT", "/v1/properties", 200, {
      ItemRef: `5_${doc}`,
      Name: name,
      Value: ["Emea", 7],
    });
    const byDoc = await expectStatus(user.key, "GET", `/search/documents/property?name=${name}&value=emea`, 200);
    expect(ids(byDoc)).toEqual([`5_${doc}`]);
    const listed = await expectStatus(user.key, "GET", `/v1/properties?itemRef=5_${doc}`, 200);
    expect(listed.Items).toEqual([expect.objectContaining({ ItemRef: `5_${doc}`, Name: name, Value: ["Emea", 7] })]);

    const created = await expectStatus(admin.key, "POST", "/v1/properties", 201, {
      itemref: `11_${entity}`,
      name,
      value: "TST",
    });
    expect(created).toMatchObject({ ItemRef: `11_${entity}`, Name: name, Value: "TST" });
    const again = await expectStatus(admin.key, "POST", "/v1/properties", 409, {
      ItemRef: `11_${entity}`,
      Name: name,
      Value: "x",
    });
    expect(again.Code).toBe("PROPERTY_EXISTS");
    const byEntity = await expectStatus(user.key, "GET", `/entities/property?name=${name}&value=tst`, 200);
    expect(ids(byEntity)).toContain(`11_${entity}`);

    await expectStatus(admin.key, "PUT", "/v1/properties", 200, {
      ItemRef: `11_${entity}`,
      Name: name.toUpperCase(),
      Value: 42,
    });
    const replaced = await expectStatus(user.key, "GET", `/v1/properties?itemRef=11_${entity}&name=${name}`, 200);
    expect(replaced.Items).toEqual([expect.objectContaining({ Name: name.toUpperCase(), Value: 42 })]);
    expect(ids(await expectStatus(user.key, "GET", `/entities/property?name=${name}&value=42`, 200))).toContain(
      `11_${entity}`,
    );

    await expectStatus(admin.key, "DELETE", `/v1/properties?itemRef=11_${entity}&name=${name}`, 200);
    await expectStatus(admin.key, "DELETE", `/v1/properties?itemRef=11_${entity}&name=${name}`, 404);
    await expectStatus(admin.key, "DELETE", `/v1/properties?itemRef=5_${doc}&name=${name}`, 200);
    expect(ids(await expectStatus(user.key, "GET", `/search/documents/property?name=${name}&value=emea`, 200))).toEqual(
      [],
    );
  });

  it("refuses writes by non-admins and bad input, changing nothing", async () => {
    const entity = await insertEntity();
    const body = { ItemRef: `11_${entity}`, Name: "Ticker", Value: "X" };
    expect((await expectStatus(user.key, "POST", "/v1/properties", 403, body)).Code).toBe("FORBIDDEN");
    await expectStatus(user.key, "PUT", "/v1/properties", 403, body);
    await expectStatus(user.key, "DELETE", `/v1/properties?itemRef=11_${entity}&name=Ticker`, 403);
    expect((await call(user.key, "GET", `/v1/properties?itemRef=11_${entity}`)).body.Items).toEqual([]);

    const cases: [unknown, RegExp][] = [
      [{ Name: "a", Value: "b" }, /ItemRef/],
      [{ ItemRef: "nonsense", Name: "a", Value: "b" }, /ItemRef/],
      [{ ItemRef: `11_${entity}`, Name: "", Value: "b" }, /Name/],
      [{ ItemRef: `11_${entity}`, Name: "a", Value: { nested: 1 } }, /Value/],
      [{ ItemRef: `11_${entity}`, Name: "a", Value: true }, /Value/],
      [{ ItemRef: `11_${entity}`, Name: "a", Value: "b", Extra: 1 }, /Extra/],
      ["{broken", /JSON/],
    ];
    for (const [input, message] of cases) {
      const result = await call(admin.key, "POST", "/v1/properties", input);
      expect(result.status, JSON.stringify(input)).toBe(400);
      expect(result.body.Error).toMatch(message);
    }
    await expectStatus(admin.key, "GET", "/v1/properties?itemRef=11_999999999999", 404);
    await expectStatus(admin.key, "GET", "/v1/properties", 400);
    expect((await call(admin.key, "GET", `/v1/properties?itemRef=11_${entity}`)).body.Items).toEqual([]);
  });

  it("adds an uploaded image to an entity with its real size, served by /utility/getImage and shown by /entity", async () => {
    const entity = await insertEntity();
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#c00" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("description", "Logo");
    form.append("file", new Blob([png], { type: "image/jpeg" }), "logo.jpg");
    const response = await postForm(admin.key, `/v1/properties/addimage?itemRef=11_${entity}&type=json`, form);
    const image = (await response.json()) as Record<string, string | number>;
    expect(response.status, JSON.stringify(image)).toBe(201);
    expect(image).toMatchObject({ Width: 30, Height: 20, Description: "Logo", Provider: "Upload", Type: "Image" });
    expectConforms("properties.addimage", image);

    const served = await fetch(String(image.ImageSrc));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 30, 20]);
    const desc = new URL(String(image.ImageSrc)).searchParams.get("desc")!;
    expect((await fetch(api(`/Image?Category=entities&Desc=${desc}`))).status).toBe(200);

    const detail = await expectStatus(user.key, "GET", `/entity/11_${entity}?extras=Images`, 200);
    const images = (detail.Extras as { Images: { Items: Record<string, unknown>[] } }).Images.Items;
    expect(images).toEqual([expect.objectContaining({ ImageSrc: image.ImageSrc, Width: 30, Height: 20 })]);

    // raw bytes work too; the same image again replaces its entry
    const raw = await postForm(admin.key, `/v1/properties/addimage?itemRef=11_${entity}&type=json`, png, "image/jpeg");
    expect(raw.status).toBe(201);
    const after = await expectStatus(user.key, "GET", `/entity/11_${entity}?extras=Images`, 200);
    expect((after.Extras as { Images: { Items: unknown[] } }).Images.Items).toHaveLength(1);
  });

  it("refuses images that are not images, URLs it may not fetch, documents and non-admins", async () => {
    const entity = await insertEntity();
    const text = await postForm(
      admin.key,
      `/v1/properties/addimage?itemRef=11_${entity}&type=json`,
      Buffer.from("hello"),
      "text/plain",
    );
    expect(text.status).toBe(400);
    expect(((await text.json()) as TJson).Code).toBe("INVALID_IMAGE");
    const empty = await postForm(
      admin.key,
      `/v1/properties/addimage?itemRef=11_${entity}&type=json`,
      Buffer.alloc(0),
      "image/png",
    );
    expect(empty.status).toBe(400);
    const local = await postForm(
      admin.key,
      `/v1/properties/addimage?itemRef=11_${entity}&imageUrl=${encodeURIComponent("http://127.0.0.1:1/x.png")}&type=json`,
      Buffer.alloc(0),
    );
    expect(local.status).toBe(400);
    expect(((await local.json()) as TJson).Error).toMatch(/imageUrl/);
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const doc = await insertDocument(uniqueName("Image document"));
    expect(
      (await postForm(admin.key, `/v1/properties/addimage?itemRef=5_${doc}&type=json`, png, "image/png")).status,
    ).toBe(400);
    expect(
      (await postForm(user.key, `/v1/properties/addimage?itemRef=11_${entity}&type=json`, png, "image/png")).status,
    ).toBe(403);
    const detail = await expectStatus(user.key, "GET", `/entity/11_${entity}?extras=Images`, 200);
    expect((detail.Extras as { Images: { Items: unknown[] } }).Images.Items).toEqual([]);
  });
});

describe("/v1/providers and provider access in search", () => {
  it("hides a restricted provider's documents from users without access, in every search", async () => {
    const provider = uniqueName("Wire");
    const word = uniqueName("zqx").replace("-", "");
    const doc = await insertDocument(`${word} restricted story`, provider);
    const open = await insertDocument(`${word} open story`);
    const friend = await signedInUser();
    const search = (who: TSigned) => call(who.key, "GET", `/search/documents?q=${word}`).then((r) => ids(r.body));
    const propertyName = uniqueName("p").replace("-", "_");
    await expectStatus(admin.key, "PUT", "/v1/properties", 200, {
      ItemRef: `5_${doc}`,
      Name: propertyName,
      Value: "v",
    });

    // visible to everyone by default
    expect((await search(user)).sort()).toEqual([`5_${doc}`, `5_${open}`].sort());
    const listed = await expectStatus(user.key, "GET", "/v1/providers", 200);
    expect(listed.Items).toContainEqual(
      expect.objectContaining({ Name: provider, Restricted: false, DocumentCount: 1 }),
    );

    // restricted to friend (lifted in finally: other suites count every document as visible)
    try {
      await restrictAndCheck();
    } finally {
      await pool().query(`DELETE FROM providers WHERE name_key = lower($1)`, [provider]);
    }
    expect(await search(user)).toContain(`5_${doc}`);

    async function restrictAndCheck() {
      await expectStatus(user.key, "PUT", `/v1/providers/${provider}/access`, 403, {
        UserNames: [friend.user.username],
      });
      const access = await expectStatus(admin.key, "PUT", `/v1/providers/${provider}/access`, 200, {
        UserNames: [friend.user.username],
      });
      expect(access).toMatchObject({
        Provider: provider,
        Restricted: true,
        Users: [expect.objectContaining({ UserName: friend.user.username })],
      });
      expect(await search(user)).toEqual([`5_${open}`]);
      expect((await search(friend)).sort()).toEqual([`5_${doc}`, `5_${open}`].sort());
      expect((await search(admin)).sort()).toEqual([`5_${doc}`, `5_${open}`].sort());
      expect(
        ids(await expectStatus(user.key, "GET", `/search/documents/property?name=${propertyName}&value=v`, 200)),
      ).toEqual([]);
      expect(
        ids(await expectStatus(friend.key, "GET", `/search/documents/property?name=${propertyName}&value=v`, 200)),
      ).toEqual([`5_${doc}`]);
      await expectStatus(user.key, "GET", `/v1/properties?itemRef=5_${doc}`, 404);
      await expectStatus(user.key, "GET", `/document/keywords?docId=5_${doc}`, 404);
      await expectStatus(user.key, "GET", `/v1/providers/${provider}`, 404);
      expect((await expectStatus(user.key, "GET", "/v1/providers", 200)).Items).not.toContainEqual(
        expect.objectContaining({ Name: provider }),
      );
      expect(await expectStatus(friend.key, "GET", `/v1/providers/${provider.toUpperCase()}`, 200)).toMatchObject({
        Name: provider,
        Restricted: true,
        UserCount: 1,
      });

      // grant, revoke, lift
      await expectStatus(admin.key, "POST", `/v1/providers/${provider}/access`, 200, {
        UserNames: [user.user.username],
      });
      expect(await search(user)).toContain(`5_${doc}`);
      await expectStatus(admin.key, "DELETE", `/v1/providers/${provider}/access/${user.user.username}`, 200);
      await expectStatus(admin.key, "DELETE", `/v1/providers/${provider}/access/${user.user.username}`, 404);
      expect(await search(user)).toEqual([`5_${open}`]);
      await expectStatus(admin.key, "PATCH", `/v1/providers/${provider}`, 200, { Restricted: false });
      expect(await search(user)).toContain(`5_${doc}`);
      await expectStatus(admin.key, "PATCH", `/v1/providers/${provider}`, 200, { Restricted: true });
      expect(await search(user)).toEqual([`5_${open}`]);
      await expectStatus(admin.key, "DELETE", `/v1/providers/${provider}`, 200);
    }
  });

  it("registers providers ahead of their documents and validates input", async () => {
    const name = uniqueName("Future");
    const created = await expectStatus(admin.key, "POST", "/v1/providers", 201, { Name: name, Restricted: true });
    expect(created).toMatchObject({ Name: name, Restricted: true, Registered: true, DocumentCount: 0 });
    await expectStatus(admin.key, "POST", "/v1/providers", 409, { Name: name.toUpperCase() });
    await expectStatus(user.key, "POST", "/v1/providers", 403, { Name: uniqueName("x") });
    await expectStatus(user.key, "GET", `/v1/providers/${name}`, 404);
    await expectStatus(user.key, "GET", `/v1/providers/${name}/access`, 403);
    const bad = await call(admin.key, "PUT", `/v1/providers/${name}/access`, { UserNames: [uniqueName("nobody")] });
    expect(bad.status).toBe(400);
    expect(bad.body.Error).toMatch(/UserNames/);
    await expectStatus(admin.key, "PUT", `/v1/providers/${name}/access`, 400, { UserNames: "x" });
    await expectStatus(admin.key, "PATCH", `/v1/providers/${name}`, 400, { Restricted: "yes" });
    await expectStatus(admin.key, "POST", "/v1/providers", 400, { Name: "" });
    await expectStatus(admin.key, "PATCH", `/v1/providers/${uniqueName("unknown")}`, 404, { Restricted: true });
    expect((await expectStatus(admin.key, "GET", `/v1/providers/${name}/access`, 200)).Users).toEqual([]);
  });
});

describe("/v1/svgtopng", () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#09f"/></svg>';

  it("renders an uploaded SVG to PNG at its size or a requested width", async () => {
    const form = new FormData();
    form.append("file", new Blob([svg], { type: "image/svg+xml" }), "chart.svg");
    const response = await postForm(user.key, "/v1/svgtopng", form);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 40, 20]);

    const scaled = await postForm(user.key, "/v1/svgtopng?width=200", Buffer.from(svg), "image/svg+xml");
    const scaledMeta = await sharp(Buffer.from(await scaled.arrayBuffer())).metadata();
    expect([scaledMeta.width, scaledMeta.height]).toEqual([200, 100]);
  });

  it("refuses bad SVGs, external references, bad sizes and anonymous callers", async () => {
    const bad = [
      "not an svg at all",
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd" width="10" height="10"/></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(http://example.org/x)" /></svg>',
    ];
    for (const body of bad) {
      const response = await postForm(user.key, "/v1/svgtopng?type=json", Buffer.from(body), "image/svg+xml");
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as TJson).Code).toBe("INVALID_SVG");
    }
    for (const query of ["width=0", "width=5000", "height=abc", "background=red"]) {
      const response = await postForm(user.key, `/v1/svgtopng?${query}&type=json`, Buffer.from(svg), "image/svg+xml");
      expect(response.status, query).toBe(400);
    }
    const huge = `<svg xmlns="http://www.w3.org/2000/svg">${" ".repeat(1200 * 1024)}</svg>`;
    expect((await postForm(user.key, "/v1/svgtopng", Buffer.from(huge), "image/svg+xml")).status).toBe(413);
    const anonymous = await fetch(api("/v1/svgtopng"), { method: "POST", body: svg });
    expect(anonymous.status).toBe(401);
  });
});

describe("utility and app", () => {
  it("serves the two client scripts and refuses anything else", async () => {
    for (const name of ["Service-1.js", "service-1-nojquery.JS"]) {
      const response = await fetch(api(`/utility/getJs/${name}`));
      expect(response.status, name).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/javascript");
      expect(await response.text()).toContain("NeiService");
    }
    for (const name of ["..%2F..%2Fetc%2Fpasswd", "..%5Cpackage.json", "..", "%2Fetc%2Fpasswd"]) {
      const response = await fetch(api(`/utility/getJs/${name}`));
      expect(response.status, name).toBe(400);
    }
    expect((await fetch(api("/utility/getJs/other.js"))).status).toBe(404);
  });

  it("checks getImage's type, category and file name before looking anything up", async () => {
    const cases: [string, number][] = [
      ["type=jpg&category=entities&desc=a.png", 400],
      ["type=json&category=entities&desc=a.png", 400],
      ["type=png&category=secret&desc=a.png", 400],
      ["type=png&category=entities&desc=..%2F..%2Fetc%2Fpasswd", 400],
      ["type=png&category=entities&desc=a..png", 400],
      ["type=png&category=entities&desc=a.jpg", 400],
      ["type=png&category=..&desc=a.png", 400],
      ["type=png&desc=a.png", 400],
      ["type=png&category=entities&desc=missing-image.png", 404],
      ["type=png&category=Logos&desc=missing-image.png", 404],
    ];
    for (const [query, status] of cases) {
      const response = await fetch(api(`/utility/getImage?${query}`));
      expect(response.status, query).toBe(status);
      expect(response.headers.get("content-type"), query).toContain("xml");
    }
    expect((await fetch(api("/Image?Category=entities&Desc=..%2Fx.png"))).status).toBe(400);
  });

  it("answers /app/config, /app/style and /app/script in json and jsonp only", async () => {
    const config = (await (await fetch(api("/app/config"))).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ LoginPath: "/v1/login/", MaxPageSize: 500 });
    expect(String(config.ApiBaseUrl)).toMatch(/\/api$/);
    expect(JSON.stringify(config)).not.toMatch(/secret|password/i);
    const style = await fetch(api("/app/style?type=jsonp&callback=onStyle"));
    expect(style.headers.get("content-type")).toContain("application/javascript");
    expect(await style.text()).toMatch(/^onStyle\(\{.*"Light"/s);
    const script = (await (await fetch(api("/app/script?type=json"))).json()) as {
      Items: { Name: string; Url: string; Integrity: string }[];
    };
    expect(script.Items.map((i) => i.Name)).toEqual(["Service-1.js", "Service-1-nojquery.js"]);
    const js = await (await fetch(script.Items[1]!.Url)).arrayBuffer();
    const { createHash } = await import("node:crypto");
    expect(script.Items[1]!.Integrity).toBe(`sha256-${createHash("sha256").update(Buffer.from(js)).digest("base64")}`);
    for (const path of ["/app/config?type=xml", "/app/style?type=jsonp", "/app/script?type=atom10"]) {
      expect((await fetch(api(path))).status, path).toBe(400);
    }
  });
});

describe("/v1/reports and /v1/reportorders", () => {
  type TReport = TJson & { Id: number; Sections: { Id: number; Title: string; Position: number; ItemCount: number }[] };

  async function reportWithDocuments(owner: TSigned) {
    const report = (await expectStatus(owner.key, "POST", "/v1/reports", 201, {
      Title: uniqueName("Brief"),
      Sections: ["Europe", "Asia"],
    })) as TReport;
    const [europe, asia] = report.Sections;
    const docs = [
      await insertDocument(uniqueName("Paris talks")),
      await insertDocument(uniqueName("Berlin vote")),
      await insertDocument(uniqueName("Tokyo market")),
    ];
    await expectStatus(owner.key, "POST", `/v1/reports/${report.Id}/items`, 200, {
      ItemRefs: [`5_${docs[0]}`, `5_${docs[1]}`],
      SectionId: europe!.Id,
    });
    await expectStatus(owner.key, "POST", `/v1/reports/${report.Id}/items`, 200, {
      ItemRefs: [`5_${docs[2]}`],
      SectionId: asia!.Id,
      Note: "Watch this",
    });
    return { report, europe: europe!, asia: asia!, docs };
  }

  it("keeps ordered sections of saved documents and exports them flat or nested", async () => {
    const { report, europe, asia, docs } = await reportWithDocuments(user);
    expect(report.Sections.map((s) => s.Title)).toEqual(["Europe", "Asia"]);
    const items = await expectStatus(user.key, "GET", `/v1/reports/${report.Id}/items`, 200);
    expect(ids(items)).toEqual(docs.map((d) => `5_${d}`));
    expect(items.Items![2]).toMatchObject({ SectionId: asia.Id, SectionTitle: "Asia", Note: "Watch this" });
    // adding again keeps the place; a section filter
    expect(
      await expectStatus(user.key, "POST", `/v1/reports/${report.Id}/items`, 200, {
        ItemRefs: [`5_${docs[0]}`],
        SectionId: europe.Id,
      }),
    ).toMatchObject({ Added: 0 });
    expect(
      ids(await expectStatus(user.key, "GET", `/v1/reports/${report.Id}/items?sectionId=${asia.Id}`, 200)),
    ).toEqual([`5_${docs[2]}`]);

    const saved = await expectStatus(user.key, "GET", `/v1/reports/${report.Id}/savedArticlesData`, 200);
    expect(ids(saved)).toEqual(docs.map((d) => `5_${d}`));
    const atom = await user.get(`/v1/reports/${report.Id}/savedArticlesData?type=atom10`);
    expect(atom.headers.get("content-type")).toContain("atom");

    // sections: insert first, move, delete
    const africa = await expectStatus(user.key, "POST", `/v1/reports/${report.Id}/sections`, 201, {
      Title: "Africa",
      Position: 0,
    });
    await expectStatus(user.key, "PATCH", `/v1/reports/${report.Id}/sections/${africa.Id}`, 200, {
      Position: 2,
      Text: "Nothing yet.",
    });
    const sections = await expectStatus(user.key, "GET", `/v1/reports/${report.Id}/sections`, 200);
    expect(sections.Items!.map((s) => [s.Title, s.Position])).toEqual([
      ["Europe", 0],
      ["Asia", 1],
      ["Africa", 2],
    ]);

    const nested = await user.get(`/v1/reports/${report.Id}/export-nested?exportFormat=html`);
    expect(nested.status).toBe(200);
    expect(nested.headers.get("content-disposition")).toMatch(/attachment; filename=".*\.html"/);
    const nestedHtml = await nested.text();
    for (const text of ["Europe", "Asia", "Africa", "Nothing yet.", "Paris talks", "Tokyo market"])
      expect(nestedHtml).toContain(text);
    expect(nestedHtml.indexOf("Europe")).toBeLessThan(nestedHtml.indexOf("Asia"));
    const flat = await (await user.get(`/v1/reports/${report.Id}/export?exportFormat=html`)).text();
    expect(flat).toContain("Berlin vote");
    expect(flat).not.toContain("Africa");
    const docx = await user.get(`/v1/reports/${report.Id}/export`);
    expect(docx.headers.get("content-type")).toContain("wordprocessingml");
    expect(
      Buffer.from(await docx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");

    await expectStatus(user.key, "DELETE", `/v1/reports/${report.Id}/items/5_${docs[1]}`, 200);
    await expectStatus(user.key, "DELETE", `/v1/reports/${report.Id}/items/5_${docs[1]}`, 404);
    await expectStatus(user.key, "DELETE", `/v1/reports/${report.Id}/sections/${africa.Id}`, 200);
    await expectStatus(user.key, "DELETE", `/v1/reports/${report.Id}/sections/${europe.Id}`, 200);
    expect((await expectStatus(user.key, "DELETE", `/v1/reports/${report.Id}/sections/${asia.Id}`, 409)).Code).toBe(
      "LAST_SECTION",
    );
    expect(await expectStatus(user.key, "GET", `/v1/reports/${report.Id}`, 200)).toMatchObject({
      SectionCount: 1,
      ItemCount: 1,
    });
  });

  it("shows a report to its owner only and refuses bad input", async () => {
    const { report } = await reportWithDocuments(user);
    const other = await signedInUser();
    for (const path of ["", "/items", "/sections", "/savedArticlesData", "/export"]) {
      await expectStatus(other.key, "GET", `/v1/reports/${report.Id}${path}`, 404);
    }
    await expectStatus(admin.key, "GET", `/v1/reports/${report.Id}`, 404);
    await expectStatus(other.key, "DELETE", `/v1/reports/${report.Id}`, 404);
    expect(ids(await expectStatus(other.key, "GET", "/v1/reports", 200))).toEqual([]);

    const hidden = await insertDocument(uniqueName("Hidden"), uniqueName("Closed"));
    const provider = (await pool().query(`SELECT provider FROM documents WHERE id = $1`, [hidden])).rows[0].provider;
    await expectStatus(admin.key, "PUT", `/v1/providers/${provider}/access`, 200, { UserNames: [] });
    try {
      await expectStatus(user.key, "POST", `/v1/reports/${report.Id}/items`, 404, { ItemRefs: [`5_${hidden}`] });
    } finally {
      // Other suites count every document as visible to a new user: lift the restriction.
      await expectStatus(admin.key, "DELETE", `/v1/providers/${provider}`, 200);
    }

    const bad: [string, string, unknown][] = [
      ["POST", "/v1/reports", { Title: "" }],
      ["POST", "/v1/reports", { Title: "x", Sections: "Europe" }],
      ["POST", `/v1/reports/${report.Id}/items`, { ItemRefs: ["11_1"] }],
      ["POST", `/v1/reports/${report.Id}/items`, { ItemRefs: [] }],
      ["POST", `/v1/reports/${report.Id}/items`, { ItemRefs: ["5_1"], SectionId: "a" }],
      ["PATCH", `/v1/reports/${report.Id}/sections/1`, { Position: -1 }],
      ["GET", `/v1/reports/${report.Id}/export?exportFormat=pdf`, undefined],
      ["GET", "/v1/reports/abc", undefined],
    ];
    for (const [method, path, body] of bad) await expectStatus(user.key, method, path, 400, body);
    expect(await expectStatus(user.key, "GET", `/v1/reports/${report.Id}`, 200)).toMatchObject({
      ItemCount: 3,
      SectionCount: 2,
    });
  });

  it("produces ordered reports as stored files: on demand and by the scheduled job", async () => {
    const { report } = await reportWithDocuments(user);
    const later = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const order = await expectStatus(user.key, "POST", "/v1/reportorders", 201, {
      ReportId: report.Id,
      Format: "html",
      IntervalHours: 24,
      StartDate: later,
    });
    expect(order).toMatchObject({ ReportId: report.Id, Format: "html", Nested: true, Enabled: true, Files: [] });
    expect(new Date(String(order.NextRunDate)).toISOString()).toBe(later);

    const run = await expectStatus(user.key, "POST", `/v1/reportorders/${order.Id}/run`, 200);
    const files = run.Files as { Id: string; FileName: string; Size: number }[];
    expect(files).toHaveLength(1);
    expect(new Date(String(run.NextRunDate)).toISOString()).toBe(later);
    const download = await user.get(`/v1/reportorders/${order.Id}/files/${files[0]!.Id}`);
    expect(download.headers.get("content-type")).toContain("text/html");
    expect(await download.text()).toContain("Europe");
    const other = await signedInUser();
    await expectStatus(other.key, "GET", `/v1/reportorders/${order.Id}/files/${files[0]!.Id}`, 404);
    await expectStatus(other.key, "POST", `/v1/reportorders/${order.Id}/run`, 404);

    // a one-off order due now: the job produces it once and clears its next run
    const due = await expectStatus(user.key, "POST", "/v1/reportorders", 201, { ReportId: report.Id, Format: "rtf" });
    const { produceDueReports } = await import("@/lib/server/reports/produce-reports");
    await produceDueReports(50);
    const produced = await expectStatus(user.key, "GET", `/v1/reportorders/${due.Id}`, 200);
    expect(produced.Files).toHaveLength(1);
    expect(produced.NextRunDate).toBe("0001-01-01T00:00:00");
    expect(produced.LastError).toBe("");
    await produceDueReports(50);
    expect((await expectStatus(user.key, "GET", `/v1/reportorders/${due.Id}`, 200)).Files).toHaveLength(1);

    await expectStatus(user.key, "PATCH", `/v1/reportorders/${order.Id}`, 200, { Enabled: false });
    for (const body of [
      { ReportId: report.Id, Format: "pdf" },
      { ReportId: report.Id, IntervalHours: -1 },
      { ReportId: report.Id, StartDate: "tomorrow" },
    ]) {
      await expectStatus(user.key, "POST", "/v1/reportorders", 400, body);
    }
    await expectStatus(other.key, "POST", "/v1/reportorders", 404, { ReportId: report.Id });
    expect(ids(await expectStatus(user.key, "GET", "/v1/reportorders", 200))).toEqual(
      expect.arrayContaining([order.Id, due.Id]),
    );
    await expectStatus(user.key, "DELETE", `/v1/reportorders/${order.Id}`, 200);
    await expectStatus(user.key, "GET", `/v1/reportorders/${order.Id}`, 404);
  });
});

describe("/v1/twitter, /v1/youtube and /v1/projects", () => {
  it("says clearly that Twitter and YouTube are not configured", async () => {
    for (const path of ["/v1/twitter/search?q=election", "/v1/twitter", "/v1/youtube?q=x", "/v1/youtube/search"]) {
      const body = await expectStatus(user.key, "GET", path, 503);
      expect(body.Code, path).toBe("PROVIDER_NOT_CONFIGURED");
      expect(body.Error, path).toMatch(/(Twitter|YouTube) is not configured/);
    }
    await expectStatus(user.key, "GET", "/v1/twitter/search?pageSize=0", 400);
    expect((await fetch(api("/v1/youtube?type=json"))).status).toBe(401);
  });

  it("turns a Twitter search into a query that document search accepts", async () => {
    const q = encodeURIComponent('#election "climate change" -spam from:bbc lang:en');
    const body = await expectStatus(user.key, "GET", `/v1/twitter/toquery?q=${q}`, 200);
    expect(body).toMatchObject({ Query: 'election "climate change" NOT spam', Ignored: ["from:bbc", "lang:en"] });
    await expectStatus(user.key, "GET", `/search/documents?q=${encodeURIComponent(String(body.Query))}`, 200);
    await expectStatus(user.key, "GET", "/v1/twitter/toquery", 400);
  });

  it("lists the caller's projects as JSON, consistent with /projects", async () => {
    const description = uniqueName("V1 project");
    await expectStatus(
      user.key,
      "POST",
      `/project/add?description=${encodeURIComponent(description)}&projectType=Scrapbook`,
      200,
    );
    const response = await user.get("/v1/projects");
    expect(response.headers.get("content-type")).toContain("application/json");
    const listed = (await response.json()) as { Projects: Record<string, unknown>[] };
    const legacy = (await (await user.get("/projects?type=json")).json()) as { Projects: Record<string, unknown>[] };
    expect(listed.Projects).toEqual(legacy.Projects);
    const mine = listed.Projects.find((p) => p.Description === description)!;
    expect(mine).toBeTruthy();
    const ref = String(mine.ProjectRef);
    expect(await expectStatus(user.key, "GET", `/v1/projects/${ref}`, 200)).toMatchObject({ Description: description });
    const other = await signedInUser();
    await expectStatus(other.key, "GET", `/v1/projects/${ref}`, 404);
    await expectStatus(user.key, "GET", "/v1/projects/abc", 400);
    expect((await user.get("/v1/projects?type=xml")).status).toBe(400);
  });
});
