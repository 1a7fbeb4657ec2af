import { describe, expect, it } from "vitest";
import { parseLinkHeader } from "./fetch-json";

describe("parseLinkHeader", () => {
  it("reads Mastodon's next/prev links, resolving relative targets", () => {
    const header =
      '<https://m.example/api/v1/timelines/tag/rust?max_id=10>; rel="next", </api/v1/timelines/tag/rust?min_id=20>; rel="prev"';
    expect(parseLinkHeader(header, "https://m.example/api/v1/timelines/tag/rust")).toEqual({
      next: "https://m.example/api/v1/timelines/tag/rust?max_id=10",
      prev: "https://m.example/api/v1/timelines/tag/rust?min_id=20",
    });
  });

  it("accepts unquoted and multiple rels, and ignores junk", () => {
    expect(parseLinkHeader("<https://a.example/2>; title=x; rel=next", "https://a.example/")).toEqual({
      next: "https://a.example/2",
    });
    expect(parseLinkHeader('<https://a.example/3>; rel="next last"', "https://a.example/")).toEqual({
      next: "https://a.example/3",
      last: "https://a.example/3",
    });
    expect(parseLinkHeader(undefined, "https://a.example/")).toEqual({});
    expect(parseLinkHeader("garbage, <>; nothing", "https://a.example/")).toEqual({});
  });
});
