import { describe, expect, it } from "vitest";
import { z } from "zod";

import { apiErrorOf } from "./api-error-of";
import { zInt } from "./param-types";
import { collectParams, GLOBAL_PARAMS, mergeCaptures, validateParams } from "./params";

const schema = z.object({
  q: z.string().optional(),
  pageSize: zInt(1, 500).optional(),
  sortBy: z.string().optional(),
});

describe("collectParams", () => {
  it("keys endpoint parameters by the schema's spelling, whatever the case sent", () => {
    const { values, global } = collectParams(new URLSearchParams("Q=Iran&PAGESIZE=5&sortby=relevance"), schema);
    expect(Object.fromEntries(values)).toEqual({ q: "Iran", pageSize: "5", sortBy: "relevance" });
    expect(global.size).toBe(0);
  });

  it("keeps parameter values as sent", () => {
    const { values } = collectParams(new URLSearchParams("q=Nancy+Pelosi%2C+US"), schema);
    expect(values.get("q")).toBe("Nancy Pelosi, US");
  });

  it("always accepts the global parameters, keyed in lower case", () => {
    const query = "apiKey=k&DIGEST=d&Type=json&format=json&callback=cb&_=123";
    const { values, global } = collectParams(new URLSearchParams(query), schema);
    expect(values.size).toBe(0);
    expect(Object.fromEntries(global)).toEqual({
      apikey: "k",
      digest: "d",
      type: "json",
      format: "json",
      callback: "cb",
      _: "123",
    });
    expect(GLOBAL_PARAMS).toEqual(["apiKey", "digest", "type", "format", "callback", "_"]);
  });

  it("answers 400 naming an unknown parameter", () => {
    const error = apiErrorOf(() => collectParams(new URLSearchParams("q=x&pagesize2=5"), schema));
    expect(error.status).toBe(400);
    expect(error.code).toBe("UNSUPPORTED_PARAMETER");
    expect(error.message).toContain("pagesize2");
  });

  it("answers 400 to a repeated parameter, also when only the case differs", () => {
    for (const query of ["q=a&q=b", "q=a&Q=a", "type=json&TYPE=json"]) {
      const error = apiErrorOf(() => collectParams(new URLSearchParams(query), schema));
      expect(error.status).toBe(400);
      expect(error.code).toBe("DUPLICATE_PARAMETER");
    }
  });

  it("accepts an empty query", () => {
    const { values, global } = collectParams(new URLSearchParams(""), schema);
    expect(values.size + global.size).toBe(0);
  });
});

describe("mergeCaptures", () => {
  it("adds a path capture under the schema's spelling", () => {
    const values = new Map<string, string>();
    mergeCaptures(values, { Q: "Iran" }, schema);
    expect(Object.fromEntries(values)).toEqual({ q: "Iran" });
  });

  it("accepts a parameter equal to the capture", () => {
    const values = new Map([["q", "Iran"]]);
    mergeCaptures(values, { q: "Iran" }, schema);
    expect(values.get("q")).toBe("Iran");
  });

  it("answers 400 when the path and the parameter differ", () => {
    const values = new Map([["q", "Iraq"]]);
    const error = apiErrorOf(() => mergeCaptures(values, { q: "Iran" }, schema));
    expect(error.status).toBe(400);
    expect(error.code).toBe("CONFLICTING_PARAMETER");
    expect(error.message).toContain("q");
  });
});

describe("validateParams", () => {
  it("returns the typed values", () => {
    expect(validateParams(schema, new Map([["pageSize", "25"]]))).toEqual({ pageSize: 25 });
  });

  it("names the parameter and the rule it breaks", () => {
    const error = apiErrorOf(() => validateParams(schema, new Map([["pageSize", "abc"]])));
    expect(error.status).toBe(400);
    expect(error.code).toBe("INVALID_PARAMETER");
    expect(error.message).toBe("parameter pageSize must be a whole number");
  });

  it("names a range violation", () => {
    expect(apiErrorOf(() => validateParams(schema, new Map([["pageSize", "501"]]))).message).toBe(
      "parameter pageSize must be at most 500",
    );
  });

  it("says a missing required parameter is required", () => {
    const required = z.object({ q: z.string(), pageSize: zInt() });
    expect(apiErrorOf(() => validateParams(required, new Map([["pageSize", "1"]]))).message).toBe(
      "parameter q is required",
    );
  });
});
