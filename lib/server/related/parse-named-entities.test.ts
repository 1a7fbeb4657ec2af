import { describe, expect, it } from "vitest";
import { parseNamedEntities, TNamedEntityError } from "./parse-named-entities";

describe("parseNamedEntities", () => {
  it("reads name [type] entries, ids and EntityReferences", () => {
    expect(
      parseNamedEntities("donald trump [person],Republican Party (US) [organization], Iran ,11_42,nancy-pelosi-11_7"),
    ).toEqual([
      { text: "donald trump [person]", name: "donald trump", type: "Person" },
      { text: "Republican Party (US) [organization]", name: "Republican Party (US)", type: "Organization" },
      { text: "Iran", name: "Iran" },
      { text: "11_42", id: 42n },
      { text: "nancy-pelosi-11_7", id: 7n },
    ]);
  });

  it("skips empty entries and repeats", () => {
    expect(parseNamedEntities(" , Iran [Country],iran [country],,")).toHaveLength(1);
    expect(parseNamedEntities("")).toEqual([]);
  });

  it("rejects unknown types and malformed entries", () => {
    expect(() => parseNamedEntities("Iran [Planet]")).toThrow(TNamedEntityError);
    expect(() => parseNamedEntities("Iran [Planet]")).toThrow(/unknown type/);
    expect(() => parseNamedEntities("[Person]")).toThrow(/not "name \[type\]"/);
    expect(() => parseNamedEntities("a [Person] b")).toThrow(TNamedEntityError);
  });
});
