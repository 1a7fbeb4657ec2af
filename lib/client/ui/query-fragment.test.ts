import { describe, expect, it } from "vitest";
import { entityTerm, replaceFragment, trailingFragment } from "./query-fragment";

describe("trailingFragment", () => {
  it("takes the last one or two words after the last operator", () => {
    expect(trailingFragment("pelo")).toEqual({ start: 0, text: "pelo" });
    expect(trailingFragment("Iran AND nancy pel")).toEqual({ start: 9, text: "nancy pel" });
    expect(trailingFragment("oil prices nancy pel")).toEqual({ start: 11, text: "nancy pel" });
    expect(trailingFragment("(Iran OR ira")).toEqual({ start: 9, text: "ira" });
  });

  it("is nothing after a space, inside a phrase or a type", () => {
    expect(trailingFragment("Iran ")).toBeUndefined();
    expect(trailingFragment('"nuclear de')).toBeUndefined();
    expect(trailingFragment("Pelosi[Pers")).toBeUndefined();
    expect(trailingFragment("")).toBeUndefined();
  });

  it("after a prefix takes the value", () => {
    expect(trailingFragment("person:pelo")).toEqual({ start: 7, text: "pelo" });
  });
});

describe("replaceFragment", () => {
  it("puts the entity term in place of the fragment", () => {
    const query = "Iran AND nancy pel";
    expect(replaceFragment(query, trailingFragment(query)!, entityTerm("Person", "Nancy Pelosi"))).toBe(
      'Iran AND Person:"Nancy Pelosi" ',
    );
  });

  it("drops quotation marks from names", () => {
    expect(entityTerm("Company", 'The "Best" Co')).toBe('Company:"The  Best  Co"');
  });
});
