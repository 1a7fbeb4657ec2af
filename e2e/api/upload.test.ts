import { randomBytes } from "node:crypto";
import { zipSync } from "fflate";
import iconv from "iconv-lite";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closePool, pool } from "@/lib/server/db/pool";
import { api, baseUrl, loginCookie, signedFetch, signUrl, signedInUser, type TTestKey } from "../support/api-fixtures";
import { minimalDocx, minimalPdf } from "../support/upload-files";

// POST /v1/Package/upload and GET /v1/attachments/download against the real server. Every file is
// built here with a random token in its text, so content deduplication never meets another test's data.

type TItem = Record<string, unknown> & { Id: string; SourceUrl?: string };
type TUpload = {
  TotalCount: number;
  Items: TItem[];
  Duplicates: number;
  Rejected: { Origin: string; Reason: string }[];
};

const token = () => randomBytes(6).toString("hex");
const utf8 = (s: string) => Buffer.from(s, "utf8");

async function upload(key: TTestKey, body: Buffer | Uint8Array, query = "") {
  const url = api(`/v1/Package/upload?type=json${query ? `&${query}` : ""}`);
  // Binary body: the digest covers the raw bytes (signedFetch only sends strings).
  const bytes = Buffer.from(body);
  return fetch(signUrl(key, "POST", url, bytes), {
    method: "POST",
    body: bytes,
    headers: { "Content-Type": "application/octet-stream" },
  });
}

async function uploadOk(key: TTestKey, body: Buffer | Uint8Array, query = ""): Promise<TUpload> {
  const response = await upload(key, body, query);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as TUpload;
}

const docRow = async (itemRef: string) =>
  (
    await pool().query<{
      body: string;
      type: string;
      contributing_user_id: number;
      parent_document_id: string | null;
      title: string;
    }>("SELECT body, type, title, contributing_user_id, parent_document_id FROM documents WHERE id = $1", [
      itemRef.replace(/^5_/, ""),
    ])
  ).rows[0]!;

const countByUser = async (userId: number) =>
  Number(
    (await pool().query<{ n: string }>("SELECT count(*) AS n FROM documents WHERE contributing_user_id = $1", [userId]))
      .rows[0]!.n,
  );

// The pg pool of the services used here: closed so the worker exits promptly.
afterAll(closePool);

let owner: Awaited<ReturnType<typeof signedInUser>>;
let textItem: TItem;
let textBytes: Buffer;

beforeAll(async () => {
  owner = await signedInUser();
  // Windows-1252 text: the charset is sniffed, the attachment keeps the original bytes.
  textBytes = iconv.encode(
    `Harbour report ${token()}\r\n\r\nThe ferry from Bergen to Stavanger resumed service on Tuesday after the storm. Café owners welcomed it.`,
    "win1252",
  );
  const result = await uploadOk(owner.key, textBytes, "fileName=harbour-report.txt&publisher=Field%20Notes");
  textItem = result.Items[0]!;
});

describe("POST /v1/Package/upload: single files", () => {
  it("turns a txt file into a Local File contributed by the caller, in the Document item shape", async () => {
    expect(Object.keys(textItem).sort()).toEqual(
      [
        "Id",
        "Description",
        "Type",
        "LocalizedType",
        "Publisher",
        "Language",
        "PublicationDate",
        "CreatedDate",
        "SourceUrl",
        "ServiceUrl",
        "ContributingUserId",
        "ContributingUsername",
        "LastUpdated",
        "IndexOrder",
      ].sort(),
    );
    expect(textItem).toMatchObject({
      Description: "harbour-report",
      Type: "Local File",
      LocalizedType: "Local File",
      Publisher: "Field Notes",
      Language: "en",
      ContributingUserId: owner.user.id,
      ContributingUsername: owner.user.username,
      ServiceUrl: `${baseUrl}/documents/${textItem.Id}`,
    });
    expect(textItem.Id).toMatch(/^5_\d+$/);
    expect(textItem.PublicationDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(textItem.SourceUrl).toMatch(
      new RegExp(`^${baseUrl}/api/v1/attachments/download\\?id=\\d+&expires=\\d+&signature=[\\w-]{43}$`),
    );
    expect((await docRow(textItem.Id)).body).toContain("Café owners welcomed it.");
  });

  it("serves the original file through the signed link, byte for byte, to anyone holding it", async () => {
    const response = await fetch(textItem.SourceUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="harbour-report.txt"');
    expect(Buffer.from(await response.arrayBuffer()).equals(textBytes)).toBe(true);
    const expires = Number(new URL(textItem.SourceUrl!).searchParams.get("expires"));
    expect(expires - Date.now() / 1000).toBeGreaterThan(23.9 * 3600);
  });

  it("refuses tampered, re-pointed and expired links with 403, and unknown attachments with 404", async () => {
    const link = new URL(textItem.SourceUrl!);
    const id = link.searchParams.get("id")!;
    const signature = link.searchParams.get("signature")!;
    const with_ = (changes: Record<string, string>) => {
      const url = new URL(link);
      for (const [k, v] of Object.entries(changes)) url.searchParams.set(k, v);
      return fetch(url);
    };
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    const tampered = await with_({ signature: flipped, type: "json" });
    expect(tampered.status).toBe(403);
    expect((await tampered.json()).Code).toBe("INVALID_SIGNATURE");
    expect((await with_({ id: String(Number(id) + 1) })).status).toBe(403);
    expect((await with_({ expires: String(Number(link.searchParams.get("expires")) + 3600) })).status).toBe(403);

    const { attachmentSignature } = await import("@/lib/server/attachments/attachment-links");
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await with_({ expires: String(past), signature: attachmentSignature(id, past), type: "json" });
    expect(expired.status).toBe(403);
    expect((await expired.json()).Code).toBe("LINK_EXPIRED");
    const future = Math.floor(Date.now() / 1000) + 600;
    const unknown = await with_({
      id: "999999999",
      expires: String(future),
      signature: attachmentSignature("999999999", future),
    });
    expect(unknown.status).toBe(404);
    expect((await fetch(api(`/v1/attachments/download?id=${id}&type=json`))).status).toBe(400);
  });

  it("extracts an HTML article with its title", async () => {
    const t = token();
    const html = `<!doctype html><html lang="en"><head><title>Council approves tram line ${t}</title></head><body><nav>Home | News</nav>
      <article><h1>Council approves tram line</h1><p>The city council of Aarhus approved the new tram line on Monday after a long debate about costs.</p>
      <p>Construction starts next spring and should take three years.</p></article></body></html>`;
    const { Items } = await uploadOk(owner.key, utf8(html), "fileName=tram.html");
    expect(Items[0]).toMatchObject({ Description: `Council approves tram line ${t}`, Type: "Local File" });
    expect((await docRow(Items[0]!.Id)).body).toContain("Construction starts next spring");
  });

  it("keeps a page's picture and lists it as the document's Images extra (search results show it)", async () => {
    const t = token();
    const html = `<!doctype html><html lang="en"><head><title>Harbour crane arrives ${t}</title>
      <meta property="og:image" content="https://cdn.example.org/crane.jpg?w=640&amp;h=360"></head><body>
      <article><h1>Harbour crane arrives</h1><p>The largest crane the port of Esbjerg has ever had arrived on Tuesday by barge.</p>
      <p>It will lift wind turbine blades onto ships from next month.</p></article></body></html>`;
    const { Items } = await uploadOk(owner.key, utf8(html), "fileName=crane.html");
    const id = Items[0]!.Id;
    const found = await (
      await signedFetch(owner.key, api(`/search/documents?q=itemref:${id}&extras=Images,DocumentTeasers&type=json`))
    ).json();
    expect(found.Items[0].Extras.Images.Items).toEqual([
      expect.objectContaining({ ImageSrc: "https://cdn.example.org/crane.jpg?w=640&h=360", Type: "Thumbnail" }),
    ]);
    expect(found.Items[0].Extras.DocumentTeasers).toBeDefined();
    // A document without a picture has an empty list.
    const plain = await uploadOk(
      owner.key,
      utf8(`A plain note about the harbour ${t}, without any picture at all.`),
      "fileName=note.txt",
    );
    const none = await (
      await signedFetch(owner.key, api(`/search/documents?q=itemref:${plain.Items[0]!.Id}&extras=Images&type=json`))
    ).json();
    expect(none.Items[0].Extras.Images.Items).toEqual([]);
  });

  it("extracts text from a real docx and a real PDF, detected without a file name", async () => {
    const t = token();
    const docx = minimalDocx([`Memo ${t}`, "The board of Nordic Shipping met in Oslo to discuss the merger."]);
    const fromDocx = await uploadOk(owner.key, docx, "documentType=Manual%20Article");
    expect(fromDocx.Items[0]).toMatchObject({ Type: "Manual Article", Description: `Memo ${t}` });
    expect((await docRow(fromDocx.Items[0]!.Id)).body).toContain("met in Oslo to discuss the merger");
    const attachment = await fetch(fromDocx.Items[0]!.SourceUrl!);
    expect(attachment.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(Buffer.from(await attachment.arrayBuffer()).equals(docx)).toBe(true);

    const pdf = minimalPdf([`Situation report ${t}`, "Flooding closed the main road near Uppsala."]);
    const fromPdf = await uploadOk(owner.key, pdf, "fileName=sitrep.pdf&title=Sitrep%20" + t);
    expect(fromPdf.Items[0]).toMatchObject({ Type: "Local File", Description: `Sitrep ${t}` });
    expect((await docRow(fromPdf.Items[0]!.Id)).body).toContain("Flooding closed the main road near Uppsala.");
    const pdfBack = await fetch(fromPdf.Items[0]!.SourceUrl!);
    expect(pdfBack.headers.get("content-disposition")).toBe('attachment; filename="sitrep.pdf"');
    expect(Buffer.from(await pdfBack.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("counts the same file uploaded again as a duplicate and stores nothing", async () => {
    const before = await countByUser(owner.user.id);
    const again = await uploadOk(owner.key, textBytes, "fileName=renamed.txt");
    expect(again).toMatchObject({ TotalCount: 0, Items: [], Duplicates: 1, Rejected: [] });
    expect(await countByUser(owner.user.id)).toBe(before);
  });

  it("answers XML when asked, with a ResultList; the digest covers the body", async () => {
    const body = utf8(`Short note ${token()} about the weather in Tromsø.`);
    const url = api("/v1/Package/upload?type=xml");
    const unsigned = await fetch(signUrl(owner.key, "POST", url), { method: "POST", body });
    expect(unsigned.status).toBe(401);
    const ok = await fetch(signUrl(owner.key, "POST", url, body), { method: "POST", body });
    expect(ok.status).toBe(200);
    const parsed = new XMLParser().parse(await ok.text());
    expect(parsed.ResultList.TotalCount).toBe(1);
    expect(parsed.ResultList.Items.DocumentData.Type).toBe("Local File");
  });
});

describe("POST /v1/Package/upload: packages", () => {
  it("imports a zip of files and JSONL: types, a comment on an uploaded document, rejections for bad entries", async () => {
    const t = token();
    const lines = [
      JSON.stringify({
        title: `Fact sheet ${t}: Norway`,
        body: "Norway has a population of about 5.5 million people. Its capital is Oslo.",
        type: "Fact Sheet",
      }),
      "{not json",
      JSON.stringify({
        title: `Reader comment ${t}`,
        body: "The ferry service was badly missed during the storm.",
        type: "Article Comment",
        parentRef: textItem.Id,
      }),
      JSON.stringify({ title: `Orphan comment ${t}`, body: "Nobody will see this.", type: "Article Comment" }),
      JSON.stringify({
        title: `Analyst note ${t}`,
        body: "Freight volumes through Rotterdam rose in March.",
        publishedAt: "2024-03-05T10:00:00Z",
      }),
    ];
    const zip = zipSync({
      "notes/summary.txt": utf8(`Summary ${t}\n\nShipping through the Baltic ports grew steadily this quarter.`),
      "notes/page.htm": utf8(
        `<html><head><title>Port news ${t}</title></head><body><p>Gdansk opened a new container terminal this week.</p></body></html>`,
      ),
      "scan.pdf": minimalPdf([`Scanned letter ${t}`, "Dear committee, the harbour fees will rise in June."]),
      "items.jsonl": utf8(lines.join("\n") + "\n"),
      "../escape.txt": utf8("path traversal"),
      "/abs/path.txt": utf8("absolute"),
      "inner.zip": zipSync({ "x.txt": utf8("nested") }),
      "image.png": Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      "__MACOSX/._summary.txt": utf8("clutter"),
      "empty.txt": new Uint8Array(0),
    });
    const result = await uploadOk(owner.key, zip, "fileName=bundle.zip&publisher=Desk");
    const byTitle = Object.fromEntries(result.Items.map((i) => [String(i.Description).replace(` ${t}`, ""), i]));
    expect(Object.keys(byTitle).sort()).toEqual(
      ["Analyst note", "Fact sheet: Norway", "Port news", "Reader comment", "summary", "scan"].sort(),
    );
    expect(byTitle["Fact sheet: Norway"]).toMatchObject({ Type: "Fact Sheet", Publisher: "Desk" });
    expect(byTitle["Analyst note"]).toMatchObject({ Type: "Article", PublicationDate: "2024-03-05T10:00:00Z" });
    expect(byTitle["Port news"]).toMatchObject({ Type: "Local File" });
    expect(byTitle["scan"]!.SourceUrl).toContain("/api/v1/attachments/download?");
    expect(byTitle["Fact sheet: Norway"]!.SourceUrl).toBeUndefined();
    expect(result.TotalCount).toBe(6);
    for (const item of result.Items) expect(item.ContributingUserId).toBe(owner.user.id);

    const comment = await docRow(byTitle["Reader comment"]!.Id);
    expect(comment).toMatchObject({
      type: "Article Comment",
      parent_document_id: textItem.Id.slice(2),
      contributing_user_id: owner.user.id,
    });

    const rejected = Object.fromEntries(result.Rejected.map((r) => [r.Origin, r.Reason]));
    expect(Object.keys(rejected).sort()).toEqual(
      [
        "../escape.txt",
        "/abs/path.txt",
        "inner.zip",
        "image.png",
        "empty.txt",
        "items.jsonl line 2",
        "items.jsonl line 4",
      ].sort(),
    );
    expect(rejected["../escape.txt"]).toMatch(/unsafe path/);
    expect(rejected["/abs/path.txt"]).toMatch(/unsafe path/);
    expect(rejected["inner.zip"]).toMatch(/nested archives/);
    expect(rejected["image.png"]).toMatch(/PNG/);
    expect(rejected["empty.txt"]).toMatch(/empty/);
    expect(rejected["items.jsonl line 2"]).toMatch(/invalid JSON/);
    expect(rejected["items.jsonl line 4"]).toMatch(/Article Comment needs parentRef/);
  });

  it("takes a bare JSONL body; a comment on a missing parent is rejected", async () => {
    const t = token();
    const body = [
      JSON.stringify({
        title: `Manual piece ${t}`,
        body: "Written by hand about the Helsinki marathon.",
        type: "Manual Article",
      }),
      JSON.stringify({
        title: `Lost comment ${t}`,
        body: "Where did it go?",
        type: "Article Comment",
        parentRef: "5_999999999",
      }),
      JSON.stringify({ title: `Nul ${t}`, body: "text", html: "<p>a\u0000b</p>", properties: { k: "v" } }),
    ].join("\n");
    const result = await uploadOk(owner.key, utf8(body));
    expect(result.Items.map((i) => i.Type)).toEqual(["Manual Article"]);
    expect([...result.Rejected].sort((a, b) => a.Origin.localeCompare(b.Origin))).toEqual([
      { Origin: "upload line 2", Reason: "parent document 5_999999999 does not exist" },
      { Origin: "upload line 3", Reason: "contains a NUL character (\\u0000)" },
    ]);
  });

  it("refuses a zip bomb quickly with 400 and stores nothing", async () => {
    const before = await countByUser(owner.user.id);
    const bomb = zipSync({
      "readme.txt": utf8(`fine ${token()}`),
      "bomb.txt": [new Uint8Array(30 * 1024 * 1024), { level: 9 }],
    });
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    const response = await upload(owner.key, bomb, "fileName=bomb.zip");
    expect(response.status).toBe(400);
    expect((await response.json()).Code).toBe("ZIP_BOMB");
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await countByUser(owner.user.id)).toBe(before);
  });
});

describe("POST /v1/Package/upload: bad requests change nothing", () => {
  it("requires authentication", async () => {
    const response = await fetch(api("/v1/Package/upload?type=json"), { method: "POST", body: utf8("hello") });
    expect(response.status).toBe(401);
  });

  it("accepts a session cookie from the app's own origin, or from a client that is not a browser", async () => {
    const cookie = await loginCookie(owner.user);
    const body = utf8(`Cookie upload ${token()}: the Malmö bridge reopened.`);
    const crossSite = await fetch(api("/v1/Package/upload?type=json"), {
      method: "POST",
      body,
      headers: { Cookie: cookie, Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    // Neither Origin nor Sec-Fetch-Site: a script with a cookie jar, judged on its cookie (DECISIONS 17).
    const noBrowser = await fetch(api("/v1/Package/upload?type=json"), {
      method: "POST",
      body: utf8(`Cookie-jar upload ${token()}: the Oresund ferry sailed.`),
      headers: { Cookie: cookie },
    });
    expect(noBrowser.status).toBe(200);
    const sameSite = await fetch(api("/v1/Package/upload?type=json"), {
      method: "POST",
      body,
      headers: { Cookie: cookie, Origin: baseUrl },
    });
    expect(sameSite.status).toBe(200);
    expect((await sameSite.json()).Items[0].ContributingUsername).toBe(owner.user.username);
  });

  it("answers 400 naming the problem for empty, unknown, mislabelled and unreadable files", async () => {
    const before = await countByUser(owner.user.id);
    const cases: [Buffer, string, RegExp][] = [
      [Buffer.alloc(0), "", /empty/],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), "fileName=pic.png", /PNG/],
      [Buffer.from([1, 2, 3, 0, 0, 250, 251, 0, 9]), "", /binary data of an unknown type/],
      [utf8("plain words"), "fileName=report.pdf", /not a PDF/],
      [utf8("%PDF-1.4 broken beyond repair"), "fileName=broken.pdf", /unreadable PDF/],
      [utf8("   \n\n  "), "fileName=blank.txt", /no text/],
      [Buffer.from(zipSync({})), "fileName=empty.zip", /holds no files/],
      [utf8("text"), "documentType=Podcast", /documentType/],
      [utf8("text"), "fileName=x.txt&unknownParam=1", /unknownParam/],
    ];
    for (const [body, query, message] of cases) {
      const response = await upload(owner.key, body, query);
      const error = await response.json();
      expect(response.status, `${query}: ${JSON.stringify(error)}`).toBe(400);
      expect(error.Error).toMatch(message);
    }
    expect(await countByUser(owner.user.id)).toBe(before);
  });

  it("answers 413 to a body larger than UPLOAD_MAX_BYTES (50 MB by default)", async () => {
    const response = await upload(owner.key, Buffer.alloc(50 * 1024 * 1024 + 1, 0x61), "fileName=big.txt");
    expect(response.status).toBe(413);
    expect((await response.json()).Code).toBe("BODY_TOO_LARGE");
  });
});
