import { describe, expect, it } from "vitest";
import { z } from "zod";

import { apiErrorOf, asyncApiErrorOf } from "./api-error-of";
import { parseJsonBody, readRawBody } from "./read-body";
import { defineEndpoint, type TEndpoint } from "./types";

const bytes = (text: string) => new TextEncoder().encode(text);

function endpoint(body?: TEndpoint["body"]): TEndpoint {
  return defineEndpoint({
    id: "test",
    summary: "test",
    methods: ["POST"],
    paths: ["/test"],
    params: z.object({}),
    formats: "json",
    auth: "none",
    body,
    examples: [],
    handler: async () => null,
  });
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/test", { method: "POST", body, headers });

describe("readRawBody", () => {
  it("reads the body bytes unchanged", async () => {
    const raw = await readRawBody(post('{"a":"é"}'), endpoint());
    expect(Buffer.from(raw!).toString("utf8")).toBe('{"a":"é"}');
  });

  it("reads nothing for GET or a POST without a body", async () => {
    expect(await readRawBody(new Request("http://localhost/api/test"), endpoint())).toBeUndefined();
    expect(await readRawBody(new Request("http://localhost/api/test", { method: "POST" }), endpoint())).toBeUndefined();
  });

  it("accepts a body of exactly the limit", async () => {
    const raw = await readRawBody(post(new Uint8Array(10)), endpoint({ kind: "binary", maxBytes: 10 }));
    expect(raw?.byteLength).toBe(10);
  });

  it("answers 413 to a body over the binary limit", async () => {
    const error = await asyncApiErrorOf(() =>
      readRawBody(post(new Uint8Array(11)), endpoint({ kind: "binary", maxBytes: 10 })),
    );
    expect(error.status).toBe(413);
    expect(error.code).toBe("BODY_TOO_LARGE");
  });

  it("answers 413 to a JSON body over 1 MiB", async () => {
    const body = JSON.stringify({ text: "x".repeat(1024 * 1024) });
    const error = await asyncApiErrorOf(() => readRawBody(post(body), endpoint({ kind: "json", schema: z.unknown() })));
    expect(error.status).toBe(413);
  });

  it("answers 413 at once when Content-Length declares too much", async () => {
    const req = post("small", { "content-length": "5000000" });
    const error = await asyncApiErrorOf(() => readRawBody(req, endpoint()));
    expect(error.status).toBe(413);
  });

  it("caps a streamed body that declares no length", async () => {
    const chunk = new Uint8Array(4);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const req = new Request("http://localhost/api/test", {
      method: "POST",
      body: stream,
      duplex: "half",
    } as RequestInit);
    const error = await asyncApiErrorOf(() => readRawBody(req, endpoint({ kind: "binary", maxBytes: 10 })));
    expect(error.status).toBe(413);
  });
});

describe("parseJsonBody", () => {
  const schema = z.object({ query: z.string(), items: z.array(z.object({ name: z.string() })).optional() });

  it("parses and validates a JSON body", () => {
    expect(parseJsonBody(bytes('{"query":"Iran","extra":1}'), schema)).toEqual({ query: "Iran" });
  });

  it("accepts a UTF-8 byte order mark", () => {
    expect(parseJsonBody(bytes('\uFEFF{"query":"x"}'), schema)).toEqual({ query: "x" });
  });

  it("answers 400 to a missing or empty body", () => {
    for (const raw of [undefined, new Uint8Array(0)]) {
      const error = apiErrorOf(() => parseJsonBody(raw, schema));
      expect(error.status).toBe(400);
      expect(error.code).toBe("MISSING_BODY");
    }
  });

  it("answers 400 to invalid UTF-8", () => {
    const error = apiErrorOf(() => parseJsonBody(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]), schema));
    expect(error.status).toBe(400);
    expect(error.code).toBe("INVALID_JSON");
  });

  it.each(["{", "query=x", "{'query':'x'}", "   "])("answers 400 to the invalid JSON %j", (text) => {
    const error = apiErrorOf(() => parseJsonBody(bytes(text), schema));
    expect(error.status).toBe(400);
    expect(error.code).toBe("INVALID_JSON");
  });

  it("names the field that fails the schema", () => {
    const error = apiErrorOf(() => parseJsonBody(bytes('{"query":5}'), schema));
    expect(error.status).toBe(400);
    expect(error.code).toBe("INVALID_BODY");
    expect(error.message).toMatch(/^query: /);
  });

  it("names a nested field by its path", () => {
    const error = apiErrorOf(() => parseJsonBody(bytes('{"query":"x","items":[{"name":"a"},{}]}'), schema));
    expect(error.message).toMatch(/^items\.1\.name: /);
  });

  it("says body when the whole value is wrong", () => {
    expect(apiErrorOf(() => parseJsonBody(bytes("[1,2]"), schema)).message).toMatch(/^body: /);
  });
});
