import { describe, expect, it } from "vitest";

import { isValidCallback, serializeJson, serializeJsonp } from "./json";

describe("serializeJson", () => {
  it("writes compact JSON with the json content type", () => {
    expect(serializeJson({ TotalCount: 1, Items: [{ Id: "5_1" }], X: null })).toEqual({
      body: '{"TotalCount":1,"Items":[{"Id":"5_1"}],"X":null}',
      contentType: "application/json; charset=utf-8",
    });
  });
});

describe("serializeJsonp", () => {
  it("wraps the JSON in the callback", () => {
    expect(serializeJsonp({ A: "b" }, "cb")).toEqual({
      body: 'cb({"A":"b"});',
      contentType: "application/javascript; charset=utf-8",
    });
  });

  it("escapes U+2028 and U+2029 so the script parses everywhere", () => {
    const { body } = serializeJsonp({ A: "x\u2028y\u2029z" }, "cb");
    expect(body).toBe('cb({"A":"x\\u2028y\\u2029z"});');
    const received: unknown[] = [];
    new Function("cb", body)((value: unknown) => received.push(value));
    expect(received).toEqual([{ A: "x\u2028y\u2029z" }]);
  });

  it("refuses an invalid callback", () => {
    expect(() => serializeJsonp({}, "alert(1)")).toThrow(TypeError);
  });
});

describe("isValidCallback", () => {
  it.each(["cb", "jQuery123_456", "a.b", "$", "_x", "jQuery.fn.cb", "a".repeat(64)])("accepts %j", (name) => {
    expect(isValidCallback(name)).toBe(true);
  });

  it.each([
    "alert(1)",
    "1abc",
    "",
    "a".repeat(65),
    "a b",
    "a..b",
    "a.",
    "a.1b",
    "function",
    "eval",
    "this.x",
    "cb;alert(1)",
    "cb\n",
  ])("rejects %j", (name) => {
    expect(isValidCallback(name)).toBe(false);
  });
});
