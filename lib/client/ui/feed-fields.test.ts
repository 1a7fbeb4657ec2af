import { describe, expect, it } from "vitest";
import { fieldErrors } from "./feed-fields";

describe("feed form messages", () => {
  it("checks the URL's shape before sending", () => {
    expect(fieldErrors({ Url: " " }).Url).toMatch(/Enter the feed's address/);
    expect(fieldErrors({ Url: "news.example/rss" }).Url).toMatch(/not a web address/);
    expect(fieldErrors({ Url: "ftp://news.example/rss" }).Url).toMatch(/must start with https:\/\/ or http:\/\//);
    expect(fieldErrors({ Url: "https://news.example/rss.xml" })).toEqual({});
  });

  it("puts a server message under the field it names, else on the form", () => {
    expect(fieldErrors({}, "Url: 10.0.0.1 is a private address")).toEqual({ Url: "10.0.0.1 is a private address" });
    expect(fieldErrors({}, "IntervalSeconds: the polling interval must be…")).toEqual({
      IntervalSeconds: "The polling interval must be…",
    });
    expect(fieldErrors({}, "source 3 belongs to another user")).toEqual({ form: "source 3 belongs to another user" });
  });
});
