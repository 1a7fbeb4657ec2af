import { describe, expect, it } from "vitest";
import { api, signedFetch, signedInUser, signUrl, uniqueName } from "../support/api-fixtures";
import { expectConforms } from "../support/conformance";

// GET /v1/documents/{docId}: one document with its full text in one request, as the document page reads it.

type TDoc = {
  Id: string;
  Description: string;
  Extras?: { DocumentFullText?: { HtmlFullText: string } };
  ClusterId?: string;
};

async function upload(key: Awaited<ReturnType<typeof signedInUser>>["key"], line: object): Promise<string> {
  const body = JSON.stringify(line);
  const url = signUrl(key, "POST", api("/v1/Package/upload?type=json&fileName=doc.jsonl"), body);
  const response = await fetch(url, { method: "POST", body });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return (JSON.parse(text) as { Items: { Id: string }[] }).Items[0]!.Id;
}

describe("GET /v1/documents/{docId}", () => {
  it("answers the document with its full text, marks a highlight query, ignores a bad one", async () => {
    const owner = await signedInUser();
    const word = uniqueName("lighthouse").replace("-", "");
    const id = await upload(owner.key, {
      title: `Keeper of the ${word} retires`,
      body: `The keeper of the ${word} lighthouse retired on Friday after forty years. Storms never stopped him.`,
      url: `https://news.example/${word}`,
      language: "en",
    });
    const plain = await owner.get(`/v1/documents/${id}`);
    expect(plain.status).toBe(200);
    const doc = (await plain.json()) as TDoc;
    expectConforms("documents.get", doc);
    expect(doc.Id).toBe(id);
    expect(doc.Description).toContain(word);
    expect(doc.Extras?.DocumentFullText?.HtmlFullText).toContain("forty years");
    expect(doc.Extras?.DocumentFullText?.HtmlFullText).not.toContain("<em>");

    const marked = (await (await owner.get(`/v1/documents/${id}?highlight=storms`)).json()) as TDoc;
    expect(marked.Extras?.DocumentFullText?.HtmlFullText).toMatch(/<em>Storms<\/em>/);
    // A query that does not parse, or does not match the document, leaves the text unmarked.
    for (const highlight of ["(storms", "zebra"]) {
      const response = await owner.get(`/v1/documents/${id}?highlight=${encodeURIComponent(highlight)}`);
      expect(response.status, highlight).toBe(200);
      const unmarked = (await response.json()) as TDoc;
      expect(unmarked.Id).toBe(id);
      expect(unmarked.Extras?.DocumentFullText?.HtmlFullText).not.toContain("<em>");
    }
    // XML too, with its root.
    const xml = await signedFetch(owner.key, api(`/v1/documents/${id}?type=xml`));
    expect(xml.status).toBe(200);
    expect(await xml.text()).toMatch(/<Document[\s>]/);
  });

  it("is 404 for an unknown document and for one the caller may not see, 400 for a malformed id, 401 without credentials", async () => {
    const author = await signedInUser();
    const stranger = await signedInUser();
    const word = uniqueName("harbourmaster").replace("-", "");
    const parent = await upload(author.key, {
      title: `Harbour ${word} reopens`,
      body: `The harbour of ${word} reopened on Monday after repairs to the quay.`,
      url: `https://news.example/${word}`,
      language: "en",
    });
    // A comment is visible to its author (and the author's department) only.
    const comment = await upload(author.key, {
      type: "Article Comment",
      parentRef: parent,
      title: `Private note on ${word}`,
      body: `Checked ${word} against the port authority's notice.`,
    });
    expect((await author.get(`/v1/documents/${comment}`)).status).toBe(200);
    const hidden = await stranger.get(`/v1/documents/${comment}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toContain(`document ${comment} was not found`);
    expect((await stranger.get(`/v1/documents/${parent}`)).status).toBe(200);

    expect((await author.get("/v1/documents/5_999999999999")).status).toBe(404);
    const bad = await author.get("/v1/documents/abc");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("docId");
    expect((await fetch(api(`/v1/documents/${parent}`))).status).toBe(401);
  });
});
