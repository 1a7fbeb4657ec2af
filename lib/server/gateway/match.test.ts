import { describe, expect, it } from "vitest";
import { z } from "zod";

import { compile, matchPath } from "./match";
import { defineEndpoint, type TEndpoint, type THttpMethod } from "./types";

function endpoint(id: string, methods: THttpMethod[], paths: string[]): TEndpoint {
  return defineEndpoint({
    id,
    summary: id,
    methods,
    paths,
    params: z.object({}),
    formats: "standard",
    auth: "none",
    examples: [],
    handler: async () => null,
  });
}

const table = compile([
  endpoint("entitySearch", ["GET"], ["/entities/{query}"]),
  endpoint("heat", ["GET"], ["/entities/heat"]),
  endpoint("documents", ["GET"], ["/search/documents", "/v1/search/documents", "/search/documents/{query}"]),
  endpoint("typed", ["GET"], ["/entities/{types}/{query}"]),
  endpoint("login", ["POST"], ["/v1/login"]),
  endpoint("property", ["GET", "DELETE"], ["/user/property/{name}"]),
  endpoint("propertySet", ["PUT"], ["/user/property/{name}"]),
]);

const segments = (path: string) => path.split("/").filter((s) => s !== "");

function found(path: string | string[], method: THttpMethod = "GET") {
  const result = matchPath(table, Array.isArray(path) ? path : segments(path), method);
  if (result.kind !== "found") throw new Error(`expected a match for ${String(path)}, got ${result.kind}`);
  return result;
}

describe("compile", () => {
  it("orders templates with more literal segments first", () => {
    const order = compile([endpoint("a", ["GET"], ["/entities/{query}"]), endpoint("b", ["GET"], ["/entities/heat"])]);
    expect(order.map((entry) => entry.template)).toEqual(["/entities/heat", "/entities/{query}"]);
  });

  it("maps the {query} capture onto q and keeps {types} as types", () => {
    const [entry] = compile([endpoint("a", ["GET"], ["/entities/{types}/{query}"])]);
    expect(entry?.captures).toEqual(["types", "q"]);
  });
});

describe("matchPath", () => {
  it("matches a literal path", () => {
    expect(found("/search/documents").endpoint.id).toBe("documents");
  });

  it("matches path segments case-insensitively and reports the template", () => {
    const match = found("/Search/DOCUMENTS");
    expect(match.endpoint.id).toBe("documents");
    expect(match.template).toBe("/search/documents");
  });

  it("serves legacy aliases with the same endpoint", () => {
    expect(found("/v1/search/documents").endpoint.id).toBe("documents");
  });

  it("prefers a literal segment over a capture", () => {
    expect(found("/entities/heat").endpoint.id).toBe("heat");
    expect(found("/entities/HEAT").endpoint.id).toBe("heat");
  });

  it("captures {query} into q and keeps the captured value's case", () => {
    const match = found("/entities/Nancy Pelosi");
    expect(match.endpoint.id).toBe("entitySearch");
    expect(match.captured).toEqual({ q: "Nancy Pelosi" });
  });

  it("captures several segments", () => {
    expect(found("/entities/Person/Iran").captured).toEqual({ types: "Person", q: "Iran" });
  });

  it("ignores a trailing slash", () => {
    expect(found(["search", "documents", ""]).endpoint.id).toBe("documents");
    expect(found("/search/documents/").endpoint.id).toBe("documents");
  });

  it("captures a segment that contains a slash after decoding", () => {
    const match = found(["search", "documents", "AC/DC"]);
    expect(match.endpoint.id).toBe("documents");
    expect(match.captured).toEqual({ q: "AC/DC" });
  });

  it("returns captured values exactly as decoded, percent signs and control characters included", () => {
    expect(found(["entities", "100%25 a%2Fb"]).captured).toEqual({ q: "100%25 a%2Fb" });
    expect(found(["entities", "a\u0000b"]).captured).toEqual({ q: "a\u0000b" });
  });

  it("does not let a decoded slash match two literal segments", () => {
    expect(matchPath(table, ["search/documents"], "GET")).toEqual({ kind: "none" });
  });

  it("treats regex characters in a segment literally", () => {
    expect(found(["entities", "a.b*(c)?"]).captured).toEqual({ q: "a.b*(c)?" });
    expect(matchPath(table, ["search", "document."], "GET")).toEqual({ kind: "none" });
  });

  it("answers none for an unknown path", () => {
    expect(matchPath(table, segments("/nothing/here"), "GET")).toEqual({ kind: "none" });
    expect(matchPath(table, [], "GET")).toEqual({ kind: "none" });
  });

  it("reports the allowed methods for a known path and a wrong method", () => {
    expect(matchPath(table, segments("/v1/login"), "GET")).toEqual({ kind: "wrong-method", allowed: ["POST"] });
  });

  it("collects the allowed methods of every endpoint on the path", () => {
    const result = matchPath(table, segments("/user/property/color"), "POST");
    expect(result.kind).toBe("wrong-method");
    if (result.kind === "wrong-method") expect([...result.allowed].sort()).toEqual(["DELETE", "GET", "PUT"]);
  });

  it("picks the endpoint that accepts the method when two share a path", () => {
    expect(found("/user/property/color", "PUT").endpoint.id).toBe("propertySet");
    expect(found("/user/property/color", "DELETE").endpoint.id).toBe("property");
  });
});
