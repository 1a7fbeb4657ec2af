import http from "node:http";
import { randomBytes } from "node:crypto";
import { parseFeed } from "@rowanmanning/feed-parser";
import { zipSync } from "fflate";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { api, baseUrl, signUrl, signedInUser, type TTestKey } from "../support/api-fixtures";
import { expectConforms } from "../support/conformance";

// Injection and parser attacks, each a real request against the running service (issue #10).
// Inventory: attack → where it is tested.
//   SQL metacharacters (' " ; -- /* \ NUL, unicode quotes, stacked DROP) in q, tq, the {query} path
//     form and query-language operands of every query-taking endpoint → "SQL metacharacters" below
//     (never a 500, a canary table and the users table unchanged). Random hostile values: fuzz.test.ts.
//   XSS in titles and bodies of uploaded documents through format=html, atom10, DocumentTeasers,
//     DocumentFullText, /v1/highlight, a Scrapbook's html and atom, and a DocumentList widget's Atom
//     feed whose title is a payload → "XSS" below; a script in the query echoed by html:
//     search.test.ts ("<script>alert(1)</script>").
//   jsonp callback abuse → "jsonp" below (alert(1)// , too long, unicode, line separators, empty);
//     `alert(1)` itself: gateway.test.ts.
//   XML external entities and billion laughs in an uploaded docx (XML inside a zip) and an uploaded
//     XHTML file → "XML entities" below; a DOCTYPE entity in an SVG: platform-more.test.ts.
//   Zip bomb in /v1/Package/upload → upload.test.ts ("refuses a zip bomb"); nested zip bomb, path
//     traversal and absolute entry names → "upload archives" below.
//   Path traversal in /utility/getJs and /utility/getImage: plain and %2F-encoded → platform-more.test.ts;
//     double encoding, overlong UTF-8, NUL, backslashes and raw dot segments → "path traversal" below.
//   SSRF through entity image URLs: platform-more.test.ts ("URLs it may not fetch"); feeds: feeds.test.ts.

let user: Awaited<ReturnType<typeof signedInUser>>;
const CANARY = `hostile_canary_${randomBytes(4).toString("hex")}`;

const countOf = async (table: string) =>
  Number((await pool().query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n);

beforeAll(async () => {
  user = await signedInUser();
  await pool().query(`CREATE TABLE "${CANARY}" (id int)`);
  await pool().query(`INSERT INTO "${CANARY}" VALUES (1), (2), (3)`);
});

afterAll(async () => {
  await pool().query(`DROP TABLE IF EXISTS "${CANARY}"`);
});

/** Signed request; answers status, content type and text. */
async function send(key: TTestKey, method: string, path: string, body?: string | Buffer) {
  const url = api(path);
  const response = await fetch(signUrl(key, method, url, body), {
    method,
    body: body === undefined ? undefined : new Uint8Array(Buffer.from(body)),
    headers: body === undefined ? undefined : { "Content-Type": "application/octet-stream" },
  });
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

const codeOf = (text: string) => /"Code"\s*:\s*"([^"]*)"/.exec(text)?.[1] ?? /<Code>([^<]*)<\/Code>/.exec(text)?.[1];

describe("SQL metacharacters in every query form", () => {
  const PAYLOADS = [
    "'",
    '"',
    ";",
    "--",
    "/*",
    "*/",
    "\\",
    "\u0000",
    "‘quoted’ “double” ＇full＇",
    "' OR '1'='1",
    "1; SELECT pg_sleep(5); --",
    `'; DROP TABLE "${CANARY}"; --`,
    `"; DELETE FROM users; --`,
    "$$; DROP TABLE users; $$",
    "E'\\x27' || chr(39)",
    'person:"O\'Brien\\" --"',
    "itemref:5_1' OR 1=1",
    "doclist:'); DROP TABLE projects; --",
    "hurricane[Person'] AND (",
    "%' AND 1=1 AND '%'='",
  ];
  const FORMS = [
    (q: string) => `/search/documents?q=${q}`,
    (q: string) => `/search/documents/${q}/Person`,
    (q: string) => `/search/topstories?q=${q}`,
    (q: string) => `/search/quotes?q=${q}`,
    (q: string) => `/search/geoevents?q=${q}`,
    (q: string) => `/search/social?q=${q}`,
    (q: string) => `/entities?q=${q}`,
    (q: string) => `/entities/${q}`,
    (q: string) => `/entities/geo?q=${q}`,
    (q: string) => `/entities/heat?tq=${q}`,
    (q: string) => `/entities/heat?q=${q}&forceDb=true`,
    (q: string) => `/entities/property?name=${q}&value=${q}`,
    (q: string) => `/statistics/documentvolume?q=${q}`,
    (q: string) => `/statistics/documentcount?q=${q}&splitType=language`,
    (q: string) => `/statistics/relatedentities?q=${q}`,
    (q: string) => `/statistics/relatedtopics?q=${q}`,
    (q: string) => `/documents/${q}/entities`,
    (q: string) => `/documents/categories?q=${q}`,
    (q: string) => `/graph/${q}`,
    (q: string) => `/v1/entityrelevance?q=${q}&itemRefs=11_1`,
    (q: string) => `/v1/autoComplete?q=${q}`,
    (q: string) => `/v1/highlight?q=${q}&docId=5_1`,
    (q: string) => `/utility/queryBeautifier?q=${q}`,
    (q: string) => `/term/availability?description=${q}`,
    (q: string) => `/search/documents/property?name=${q}&value=${q}`,
    (q: string) => `/search/provider?provider=${q}&reference=${q}`,
  ];

  it("never answers 500 and never changes a table, whatever the query", async () => {
    const users = await countOf("users");
    const failures: string[] = [];
    for (const form of FORMS) {
      await Promise.all(
        PAYLOADS.map(async (payload) => {
          const path = form(encodeURIComponent(payload));
          const started = performance.now();
          const reply = await send(user.key, "GET", `${path}${path.includes("?") ? "&" : "?"}type=json`);
          if (reply.status >= 500) failures.push(`${path} → ${reply.status} ${reply.text.slice(0, 150)}`);
          else if (reply.status >= 400 && !codeOf(reply.text))
            failures.push(`${path} → ${reply.status} without a Code`);
          // pg_sleep(5) must not run: no answer takes that long.
          if (performance.now() - started > 4500)
            failures.push(`${path} took ${Math.round(performance.now() - started)} ms`);
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(await countOf(CANARY)).toBe(3);
    expect(await countOf("users")).toBe(users);
  });

  it("treats SQL in a POST body of the JSON query endpoints as data", async () => {
    const users = await countOf("users");
    for (const [path, body] of [
      ["/v1/network", { query: "'; DROP TABLE users; --", items: "x' OR 1=1 [person]" }],
      ["/v1/heat", { items: ["11_1' OR 1=1"], query: '"; DELETE FROM users; --' }],
      ["/v1/highlight?q=x", { Text: "'; DROP TABLE users; --" }],
    ] as const) {
      const reply = await send(
        user.key,
        "POST",
        `${path}${path.includes("?") ? "&" : "?"}type=json`,
        JSON.stringify(body),
      );
      expect(reply.status, `${path}: ${reply.text.slice(0, 200)}`).toBeLessThan(500);
    }
    expect(await countOf(CANARY)).toBe(3);
    expect(await countOf("users")).toBe(users);
  });
});

// ---------------------------------------------------------------------------------------------------

const XSS = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(2)">',
  "<svg/onload=alert(3)>",
  '"><iframe src=javascript:alert(4)>',
  "]]><script>alert(5)</script>",
];

/** Markup that would run: script elements with a payload, on* handlers, javascript: URLs. */
function activeMarkup(html: string): string[] {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const found: string[] = [];
  for (const script of document.querySelectorAll("script")) {
    if (/alert\(/.test(script.textContent ?? "")) found.push(`script: ${script.textContent}`);
  }
  for (const element of document.querySelectorAll("*")) {
    for (const attribute of Array.from(element.attributes) as { name: string; value: string }[]) {
      if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      if (/^\s*javascript:/i.test(attribute.value))
        found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
    }
  }
  return found;
}

describe("XSS in uploaded documents, through every rendering", () => {
  const token = `xss${randomBytes(5).toString("hex")}`;
  let docId: string;

  beforeAll(async () => {
    const line = JSON.stringify({
      title: `Storm ${token} ${XSS.join(" ")}`,
      body: `The storm ${token} reached the coast. ${XSS.join(" The storm ")} The storm ${token} weakened.`,
    });
    const reply = await send(user.key, "POST", "/v1/Package/upload?type=json&fileName=xss.jsonl", line);
    expect(reply.status, reply.text).toBe(200);
    expectConforms("package.upload", JSON.parse(reply.text));
    docId = (JSON.parse(reply.text) as { Items: { Id: string }[] }).Items[0]!.Id;
  });

  it("escapes them in format=html", async () => {
    const reply = await send(
      user.key,
      "GET",
      `/search/documents?q=${token}&type=html&extras=DocumentTeasers,DocumentFullText`,
    );
    expect(reply.status).toBe(200);
    expect(reply.text).toContain(token);
    expect(activeMarkup(reply.text)).toEqual([]);
    expect(reply.text).not.toMatch(/<script>alert/i);
    // The highlight itself is markup (not escaped twice), the payloads around it are inert text.
    expect(reply.text).toContain(`<em>${token}</em>`);
  });

  it("escapes them in atom10, also inside the html summary a reader renders", async () => {
    for (const extras of ["DocumentTeasers", "DocumentFullText"]) {
      const reply = await send(user.key, "GET", `/search/documents?q=${token}&type=atom10&extras=${extras}`);
      expect(reply.status, reply.text.slice(0, 200)).toBe(200);
      expect(reply.text).not.toMatch(/<script|<img|<svg|<iframe/i);
      const feed = parseFeed(reply.text);
      expect(feed.items.length, extras).toBe(1);
      const summary = feed.items[0]!.description ?? "";
      expect(summary, extras).toContain(`<em>${token}</em>`);
      expect(activeMarkup(summary), extras).toEqual([]);
      expect(activeMarkup(feed.items[0]!.content ?? "")).toEqual([]);
    }
    // Top stories in atom (the upload may or may not make a story in the window): still inert.
    const stories = await send(user.key, "GET", `/search/topstories?q=${token}&type=atom10&extras=DocumentTeasers`);
    expect(stories.status).toBe(200);
    expect(stories.text).not.toMatch(/<script|<img|<svg|<iframe/i);
  });

  it("escapes them in a Scrapbook's html and atom and in a DocumentList widget's feed titled with a payload", async () => {
    const project = JSON.parse(
      (await send(user.key, "GET", `/project/add/Scrapbook?description=${token}&type=json`)).text,
    ) as { Projects: { ProjectRef: string }[] };
    const projectRef = project.Projects[0]!.ProjectRef;
    expect(
      (await send(user.key, "GET", `/project/addItems?projectRef=${projectRef}&itemRefs=${docId}&type=json`)).status,
    ).toBe(200);
    for (const type of ["html", "atom10"]) {
      const reply = await send(user.key, "GET", `/project?projectRef=${projectRef}&type=${type}`);
      expect(reply.status, reply.text.slice(0, 200)).toBe(200);
      expect(reply.text).toContain(token);
      expect(reply.text).not.toMatch(/<script|<img|<svg|<iframe/i);
      expect(activeMarkup(reply.text)).toEqual([]);
    }

    const tab = JSON.parse((await send(user.key, "GET", `/mypagetab/create?description=${token}&type=json`)).text) as {
      WidgetProject: { Id: string };
    };
    const widgetJson = JSON.stringify({ Key: "DocumentList", Title: XSS.join(" "), Settings: { Query: token } });
    const saved = await send(
      user.key,
      "GET",
      `/widget/save?tabId=${tab.WidgetProject.Id}&widgetJSON=${encodeURIComponent(widgetJson)}&type=json`,
    );
    expect(saved.status, saved.text).toBe(200);
    const widgetId = (JSON.parse(saved.text) as { Widget: { Id: string } }).Widget.Id;
    const feed = await send(user.key, "GET", `/widget/rss?wid=${widgetId}&type=atom10`);
    expect(feed.status, feed.text.slice(0, 200)).toBe(200);
    expect(feed.text).not.toMatch(/<script|<img|<svg|<iframe/i);
    const parsed = parseFeed(feed.text);
    expect(parsed.title).toContain("<script>alert(1)</script>"); // the title is text, shown as such
    expect(parsed.items.length).toBeGreaterThan(0);
    for (const item of parsed.items) {
      expect(activeMarkup(item.description ?? "")).toEqual([]);
      expect(activeMarkup(item.content ?? "")).toEqual([]);
    }
  });

  it("escapes them in teasers, full text and highlights", async () => {
    const reply = await send(
      user.key,
      "GET",
      `/search/documents?q=${token}&type=json&extras=DocumentTeasers,DocumentFullText`,
    );
    const found = JSON.parse(reply.text) as {
      Items: { Id: string; Extras?: Record<string, Record<string, unknown>> }[];
    };
    const item = found.Items.find((i) => i.Id === docId)!;
    expect(item, "the uploaded document is found").toBeTruthy();
    const html = JSON.stringify(item.Extras ?? {});
    expect(html).toContain(token);
    for (const value of Object.values(item.Extras ?? {}).flatMap((e) => Object.values(e))) {
      if (typeof value === "string") expect(activeMarkup(value), value.slice(0, 200)).toEqual([]);
    }
    const highlighted = await send(user.key, "GET", `/v1/highlight?q=${token}&docId=${docId}&type=json`);
    expect(highlighted.status, highlighted.text).toBe(200);
    const strings: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === "string") strings.push(v);
      else if (v && typeof v === "object") Object.values(v).forEach(walk);
    };
    walk(JSON.parse(highlighted.text));
    expect(strings.join(" ")).toContain(token);
    for (const s of strings) expect(activeMarkup(s), s.slice(0, 200)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------

describe("jsonp callback abuse", () => {
  it("answers 400 INVALID_CALLBACK to anything but a plain dotted name", async () => {
    for (const callback of [
      "alert(1)//",
      "a".repeat(65),
      "x".repeat(5000),
      "café",
      "a\u2028b",
      "a;b",
      "a b",
      "<script>",
      "1abc",
      "a-b",
      "a[0]",
      "",
      "/**/alert",
    ]) {
      const reply = await send(user.key, "GET", `/user?type=jsonp&callback=${encodeURIComponent(callback)}`);
      expect(reply.status, JSON.stringify(callback)).toBe(400);
      expect(codeOf(reply.text), JSON.stringify(callback)).toBe("INVALID_CALLBACK");
      expect(reply.text).not.toContain(callback.slice(0, 20) + "(");
    }
    const ok = await send(user.key, "GET", `/user?type=jsonp&callback=${"$a._b".padEnd(64, "c")}`);
    expect(ok.status).toBe(200);
    expect(ok.type).toContain("application/javascript");
  });
});

// ---------------------------------------------------------------------------------------------------

const utf8 = (s: string) => Buffer.from(s, "utf8");
const LAUGHS =
  '<!DOCTYPE lolz [<!ENTITY lol "lol">' +
  '<!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
  '<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">' +
  '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">' +
  '<!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">' +
  '<!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">' +
  '<!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">' +
  '<!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">' +
  '<!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">' +
  '<!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">' +
  '<!ENTITY xxe SYSTEM "file:///etc/passwd">' +
  '<!ENTITY remote SYSTEM "http://169.254.169.254/latest/meta-data/">]>';

function docxWith(documentXml: string): Buffer {
  return Buffer.from(
    zipSync({
      "[Content_Types].xml": utf8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "_rels/.rels": utf8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      "word/document.xml": utf8(documentXml),
    }),
  );
}

describe("XML entities in uploaded files", () => {
  /** The stored bodies of the documents an upload created. */
  async function storedBodies(text: string): Promise<string[]> {
    const ids = ((JSON.parse(text) as { Items?: { Id: string }[] }).Items ?? []).map((i) => i.Id.replace(/^5_/, ""));
    if (ids.length === 0) return [];
    return (
      await pool().query<{ body: string }>("SELECT body FROM documents WHERE id = ANY($1::bigint[])", [ids])
    ).rows.map((r) => r.body);
  }

  it("expands neither external entities nor billion laughs in a docx", async () => {
    const marker = `xxe${randomBytes(4).toString("hex")}`;
    const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
    const docx = docxWith(
      `<?xml version="1.0" encoding="UTF-8"?>${LAUGHS.replace("lolz", "w:document")}<w:document xmlns:w="${W}"><w:body>` +
        `<w:p><w:r><w:t>Report ${marker} on the harbour.</w:t></w:r></w:p>` +
        `<w:p><w:r><w:t>&xxe;&remote;&lol9;</w:t></w:r></w:p></w:body></w:document>`,
    );
    const started = performance.now();
    const reply = await send(user.key, "POST", `/v1/Package/upload?type=json&fileName=${marker}.docx`, docx);
    expect(reply.status, reply.text.slice(0, 300)).toBeLessThan(500);
    expect(performance.now() - started).toBeLessThan(10_000);
    if (reply.status >= 400) expect(codeOf(reply.text)).toBeTruthy();
    for (const body of await storedBodies(reply.text)) {
      expect(body).not.toMatch(/root:|lollollol/);
      expect(body.length).toBeLessThan(10_000);
    }
  });

  it("expands neither in an XHTML file", async () => {
    const marker = `xxe${randomBytes(4).toString("hex")}`;
    const xhtml =
      `<?xml version="1.0"?>${LAUGHS.replace("lolz", "html")}<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Harbour ${marker}</title></head>` +
      `<body><p>The harbour ${marker} reopened after the storm.</p><p>&xxe;&remote;&lol9;</p></body></html>`;
    const reply = await send(user.key, "POST", `/v1/Package/upload?type=json&fileName=${marker}.xhtml`, xhtml);
    expect(reply.status, reply.text.slice(0, 300)).toBeLessThan(500);
    if (reply.status >= 400) expect(codeOf(reply.text)).toBeTruthy();
    for (const body of await storedBodies(reply.text)) {
      expect(body).not.toMatch(/root:|lollollol/);
      expect(body.length).toBeLessThan(10_000);
    }
  });
});

// ---------------------------------------------------------------------------------------------------

describe("upload archives: traversal names and nested bombs", () => {
  it("rejects unsafe entry names clearly (400, or the entry rejected by name) and stores nothing", async () => {
    const t = randomBytes(4).toString("hex");
    const names = ["../../../../tmp/evil.txt", "/etc/evil.txt", "..\\..\\evil.txt", "a/../../evil.txt", "C:\\evil.txt"];
    for (const name of names) {
      const zip = Buffer.from(zipSync({ [name]: utf8(`Traversal ${t} ${name}: the ferry to Bergen resumed.`) }));
      const reply = await send(user.key, "POST", `/v1/Package/upload?type=json&fileName=trav-${t}.zip`, zip);
      expect(reply.status, `${name}: ${reply.text.slice(0, 200)}`).toBeLessThan(500);
      if (reply.status >= 400) {
        expect(reply.status).toBe(400);
        expect(codeOf(reply.text), name).toBeTruthy();
      } else {
        // A package answers per entry: the unsafe one is rejected with its reason, nothing is stored.
        const result = JSON.parse(reply.text) as { TotalCount: number; Rejected: { Reason: string }[] };
        expect(result.TotalCount, name).toBe(0);
        expect(result.Rejected.map((r) => r.Reason).join(), name).toMatch(/unsafe path/);
      }
    }
  });

  it("refuses a zip bomb nested inside a zip", async () => {
    const inner = zipSync({ "bomb.txt": [new Uint8Array(40 * 1024 * 1024), { level: 9 }] });
    const outer = Buffer.from(zipSync({ "inner.zip": [inner, { level: 0 }], "readme.txt": utf8("fine") }));
    const before = await countOf("documents");
    const started = performance.now();
    const reply = await send(user.key, "POST", "/v1/Package/upload?type=json&fileName=nested.zip", outer);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(reply.status, reply.text.slice(0, 300)).toBeLessThan(500);
    if (reply.status >= 400) {
      expect(reply.status).toBe(400);
      expect(await countOf("documents")).toBe(before);
    } else {
      // Nested archives are not unpacked: at most the readme and a rejection for the inner zip.
      const result = JSON.parse(reply.text) as { TotalCount: number };
      expect(result.TotalCount).toBeLessThanOrEqual(1);
    }
  });
});

// ---------------------------------------------------------------------------------------------------

/** A GET with the path exactly as written (fetch would normalise dot segments). */
function rawGet(path: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method: "GET" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (c: Buffer) => chunks.push(c));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe("path traversal in /utility/getJs and /utility/getImage", () => {
  it("answers 400 or 404 and never serves a file outside its folder", async () => {
    const jsNames = [
      "%252e%252e%252fpackage.json",
      "..%252fpackage.json",
      "%c0%ae%c0%ae%c0%afpackage.json",
      "Service-1.js%00.png",
      "Service-1.js%2500",
      "....%2F%2Fpackage.json",
      "..%5C..%5Cpackage.json",
      "%2e%2e%2fpackage.json",
      "Service-1.js%2F..%2F..%2Fpackage.json",
    ];
    const paths = [
      ...jsNames.map((n) => `/api/utility/getJs/${n}`),
      "/api/utility/getJs/../../../package.json",
      "/api/utility/getJs/..%2f..%2f..%2fpackage.json",
      "/api/utility/getImage?type=png&category=entities&desc=%252e%252e%252fpackage.json",
      "/api/utility/getImage?type=png&category=entities&desc=..%5C..%5Cpackage.png",
      "/api/utility/getImage?type=png&category=entities&desc=%2Fetc%2Fpasswd.png",
      "/api/utility/getImage?type=png&category=entities&desc=a.png%00.png",
      "/api/utility/getImage?type=png&category=entities%2F..&desc=a.png",
      "/api/utility/getImage?type=png&category=%2e%2e&desc=a.png",
      "/api/utility/getImage?type=png&category=entities&desc=....%2F%2Fa.png",
      "/api/Image?Category=logos&Desc=%2e%2e%2f%2e%2e%2fpackage.png",
    ];
    for (const path of paths) {
      const reply = await rawGet(path);
      expect([400, 404], `${path}: ${reply.status} ${reply.text.slice(0, 120)}`).toContain(reply.status);
      expect(reply.text, path).not.toMatch(/"dependencies"|root:x:0:0/);
    }
  });
});
