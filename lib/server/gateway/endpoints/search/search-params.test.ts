import { describe, expect, it } from "vitest";
import { zTypes } from "../related/related-params";
import { zListOf } from "./search-params";

const ALLOWED = ["Person", "Country"] as const;
const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("lists of allowed values", () => {
  it("answers the canonical spelling and drops a repeat", () => {
    expect(zListOf(ALLOWED).parse("person,COUNTRY,Person")).toEqual(["Person", "Country"]);
  });

  it("names an unknown value", () => {
    expect(issues(zListOf(ALLOWED).safeParse("Person,City"))).toEqual([
      'has unknown value "City" (use Person, Country)',
    ]);
  });

  it("refuses a repeated type, so that type limits stay aligned with the types", () => {
    expect(zTypes(ALLOWED).parse("country,person")).toEqual(["Country", "Person"]);
    expect(issues(zTypes(ALLOWED).safeParse("Person,person"))).toEqual(["lists Person twice"]);
    expect(issues(zTypes(ALLOWED).safeParse("City"))).toEqual(['has unknown type "City" (use Person, Country)']);
  });
});
