import { describe, expect, it } from "vitest";
import { parseQuery } from "@/lib/server/query-language";
import { socialToQuery } from "./social-to-query";

describe("socialToQuery", () => {
  it.each([
    ['#election "climate change" -spam', 'election "climate change" NOT spam', []],
    ["(iran OR iraq) from:bbc lang:en", "( iran OR iraq )", ["from:bbc", "lang:en"]],
    ["@nasa mars -filter:retweets", "mars", ["@nasa", "-filter:retweets"]],
    ["OR brexit OR", "brexit", []],
    ["#covid19 min_retweets:100 since:2020-01-01", "covid19", ["min_retweets:100", "since:2020-01-01"]],
    ["foo:bar NOT", '"foo bar" not', []],
    ['-"fake news" (a OR', 'NOT "fake news" ( a )', []],
    ["person:Obama", '"person Obama"', []],
    ["&& -- #", "", ["&&", "--", "#"]],
  ])("%s → %s", (social, query, ignored) => {
    const result = socialToQuery(social);
    expect(result.query).toBe(query);
    expect(result.ignored).toEqual(ignored);
    expect(() => parseQuery(result.query)).not.toThrow();
  });

  it("always yields a query that parses, whatever the input", () => {
    const samples = [
      '"unclosed',
      "((((",
      "))) OR (",
      "a:b:c #x @y -z",
      '"a" OR OR "b"',
      "x ( ) y",
      "[Person] x[",
      "üñí #çødé",
    ];
    for (const s of samples) expect(() => parseQuery(socialToQuery(s).query), s).not.toThrow();
  });
});
