import { describe, expect, it } from "vitest";

import { serialize } from "./index";

const error = { Error: "Nope", Code: "BAD_PARAM", LastUpdated: "0001-01-01T00:00:00" };
const list = { TotalCount: 1, Items: [{ Id: "5_1", Description: "Doc" }] };

describe("serialize", () => {
  it("dispatches on the format", () => {
    expect(serialize("xml", list, {}).contentType).toMatch(/^application\/xml/);
    expect(serialize("json", list, {}).body).toBe(JSON.stringify(list));
    expect(serialize("jsonp", list, { callback: "cb" }).body).toBe(`cb(${JSON.stringify(list)});`);
    expect(serialize("atom10", list, {}).contentType).toMatch(/^application\/atom\+xml/);
    expect(serialize("html", list, {}).contentType).toMatch(/^text\/html/);
  });

  it("answers errors as XML for atom10 and as an error page for html", () => {
    const atom = serialize("atom10", error, {});
    expect(atom.contentType).toMatch(/^application\/xml/);
    expect(atom.body).toContain("<Error><Error>Nope</Error><Code>BAD_PARAM</Code>");
    const html = serialize("html", error, {});
    expect(html.body).toContain("<p>Nope</p>");
    expect(serialize("xml", error, {}).body).toContain("<Error><Error>Nope</Error>");
  });

  it("throws when jsonp has no valid callback (the gateway must answer 400 first)", () => {
    expect(() => serialize("jsonp", list, {})).toThrow(TypeError);
  });
});
