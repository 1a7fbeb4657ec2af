import { describe, expect, it } from "vitest";

import { apiErrorOf } from "./api-error-of";
import { defaultsToJson, lenientFormat, resolveFormat } from "./resolve-format";

const params = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe("resolveFormat", () => {
  it("image endpoints take type png only and answer errors in xml", () => {
    expect(resolveFormat("png", params({ type: "png" }))).toEqual({ format: "xml" });
    expect(resolveFormat("png", params({}))).toEqual({ format: "xml" });
    expect(() => resolveFormat("png", params({ type: "jpg" }))).toThrow(/type must be png/);
    expect(() => resolveFormat("png", params({ type: "json" }))).toThrow(/type must be png/);
  });

  it("defaults to xml for standard and document endpoints and json for json-only ones", () => {
    expect(resolveFormat("standard", params({}))).toEqual({ format: "xml" });
    expect(resolveFormat("documents", params({}))).toEqual({ format: "xml" });
    expect(resolveFormat("json", params({}))).toEqual({ format: "json" });
  });

  it("defaults to json under /v1/ (DECISIONS 5), where the endpoint offers json", () => {
    expect(defaultsToJson("/api/v1/network")).toBe(true);
    expect(defaultsToJson("/API/V1/infocus?q=x")).toBe(true);
    expect(defaultsToJson("/api/statistics/relatedentities?q=x")).toBe(false);
    expect(defaultsToJson("/api/v1x")).toBe(false);
    expect(resolveFormat("standard", params({}), true)).toEqual({ format: "json" });
    expect(resolveFormat("documents", params({}), true)).toEqual({ format: "json" });
    expect(resolveFormat("standard", params({ type: "xml" }), true)).toEqual({ format: "xml" });
    expect(resolveFormat("png", params({}), true)).toEqual({ format: "xml" });
    expect(lenientFormat(params({}), "standard", true)).toEqual({ format: "json" });
    expect(lenientFormat(params({}), undefined, true)).toEqual({ format: "json" });
  });

  it("reads type or format, case-insensitively", () => {
    expect(resolveFormat("standard", params({ type: "JSON" }))).toEqual({ format: "json" });
    expect(resolveFormat("standard", params({ format: "Xml" }))).toEqual({ format: "xml" });
  });

  it("accepts type and format together when they agree", () => {
    expect(resolveFormat("standard", params({ type: "json", format: "JSON" }))).toEqual({ format: "json" });
  });

  it("answers 400 when type and format differ", () => {
    const error = apiErrorOf(() => resolveFormat("standard", params({ type: "json", format: "xml" })));
    expect(error.status).toBe(400);
    expect(error.code).toBe("CONFLICTING_FORMAT");
  });

  it("answers 400 to an unknown format, naming the parameter that was sent", () => {
    const byType = apiErrorOf(() => resolveFormat("standard", params({ type: "csv" })));
    expect(byType.status).toBe(400);
    expect(byType.code).toBe("INVALID_FORMAT");
    expect(byType.message).toMatch(/^parameter type /);
    expect(apiErrorOf(() => resolveFormat("standard", params({ format: "csv" }))).message).toMatch(
      /^parameter format /,
    );
  });

  it("answers 400 to xml where only json and jsonp are offered", () => {
    const error = apiErrorOf(() => resolveFormat("json", params({ type: "xml" })));
    expect(error.status).toBe(400);
    expect(error.code).toBe("UNSUPPORTED_FORMAT");
  });

  it("offers atom10 and html for document lists only", () => {
    expect(resolveFormat("documents", params({ type: "atom10" }))).toEqual({ format: "atom10" });
    expect(resolveFormat("documents", params({ type: "html" }))).toEqual({ format: "html" });
    for (const set of ["standard", "json"] as const) {
      for (const type of ["atom10", "html"]) {
        expect(apiErrorOf(() => resolveFormat(set, params({ type }))).code).toBe("UNSUPPORTED_FORMAT");
      }
    }
  });

  it("returns the callback for jsonp", () => {
    expect(resolveFormat("json", params({ type: "jsonp", callback: "jQuery1_2" }))).toEqual({
      format: "jsonp",
      callback: "jQuery1_2",
    });
    expect(resolveFormat("standard", params({ format: "jsonp", callback: "a.b" }))).toEqual({
      format: "jsonp",
      callback: "a.b",
    });
  });

  it.each(["", "alert(1)", "1cb", "a b", "a".repeat(65), "function"])(
    "answers 400 to jsonp with callback %j",
    (callback) => {
      const error = apiErrorOf(() => resolveFormat("standard", params({ type: "jsonp", callback })));
      expect(error.status).toBe(400);
      expect(error.code).toBe("INVALID_CALLBACK");
    },
  );

  it("answers 400 to jsonp without a callback", () => {
    expect(apiErrorOf(() => resolveFormat("standard", params({ type: "jsonp" }))).code).toBe("INVALID_CALLBACK");
  });

  it("ignores a callback when the format is not jsonp", () => {
    expect(resolveFormat("standard", params({ type: "json", callback: "alert(1)" }))).toEqual({ format: "json" });
  });
});

describe("lenientFormat", () => {
  it("uses the default when nothing offered is asked for", () => {
    expect(lenientFormat(params({}))).toEqual({ format: "xml" });
    expect(lenientFormat(params({}), "json")).toEqual({ format: "json" });
    expect(lenientFormat(params({ type: "csv" }), "standard")).toEqual({ format: "xml" });
    expect(lenientFormat(params({ type: "xml" }), "json")).toEqual({ format: "json" });
  });

  it("honours an offered format from type or format, case-insensitively", () => {
    expect(lenientFormat(params({ type: "JSON" }))).toEqual({ format: "json" });
    expect(lenientFormat(params({ format: "xml" }), "standard")).toEqual({ format: "xml" });
    expect(lenientFormat(params({ type: "html" }), "documents")).toEqual({ format: "html" });
  });

  it("offers html only where the endpoint does, and answers errors of atom feeds in xml", () => {
    expect(lenientFormat(params({ type: "html" }))).toEqual({ format: "xml" });
    expect(lenientFormat(params({ type: "html" }), "standard")).toEqual({ format: "xml" });
    expect(lenientFormat(params({ type: "atom10" }), "documents")).toEqual({ format: "xml" });
  });

  it("gives jsonp only with a valid callback, json otherwise", () => {
    expect(lenientFormat(params({ type: "jsonp", callback: "cb" }))).toEqual({ format: "jsonp", callback: "cb" });
    expect(lenientFormat(params({ type: "jsonp", callback: "alert(1)" }), "standard")).toEqual({ format: "json" });
    expect(lenientFormat(params({ type: "jsonp" }), "json")).toEqual({ format: "json" });
  });
});
