import { describe, expect, it } from "vitest";
import { beautifyQuery } from "./beautify-query";
import { entityTermsOf } from "./entity-terms";
import { parseQuery } from "./parse-query";

const beautified = (text: string) => beautifyQuery(parseQuery(text));

describe("beautifyQuery", () => {
  it("renders the example of the brief", () => {
    expect(beautified('person:"Nancy Pelosi" AND (Iran OR Iraq) NOT DocType:blog')).toBe(
      "Nancy Pelosi (Person) and (Iran or Iraq), excluding documents of type blog",
    );
  });

  it.each([
    ["", "all documents"],
    ["Iran", "Iran"],
    ['"nuclear deal" Iran', '"nuclear deal" and Iran'],
    ["Nancy Pelosi[person] OR country:iran", "Nancy Pelosi (Person) or iran (Country)"],
    ["(a b) OR c", "(a and b) or c"],
    ["a OR b c", "a or (b and c)"],
    ["NOT Iran", "excluding Iran"],
    ["NOT Iran NOT Iraq", "excluding Iran and Iraq"],
    ["a NOT (b OR c)", "a, excluding (b or c)"],
    ["(a NOT b) OR c", "(a, excluding b) or c"],
    ["a OR NOT b", "a or not b"],
    ['doctype:"local file" itemref:5_3', "documents of type Local File and document 5_3"],
    ["itemref:nancy-pelosi-11_4 OR itemref:7_2", "entity nancy-pelosi-11_4 or topic 7_2"],
    [
      'doclist:15_3 mylist:"Watch list"',
      'documents of the Scrapbook 15_3 and documents mentioning an entity of the EntityList "Watch list"',
    ],
  ])("%s → %s", (query, expected) => {
    expect(beautified(query)).toBe(expected);
  });
});

describe("entityTermsOf", () => {
  it("lists the entity constraints in order, once each, with their polarity", () => {
    const query = parseQuery(
      'person:"Nancy Pelosi" OR Pelosi[Person] Iran NOT country:Iraq itemref:11_5 Nancy  Pelosi[PERSON] NOT itemref:x-11_5',
    );
    expect(entityTermsOf(query)).toEqual([
      { by: "name", type: "Person", name: "Nancy Pelosi", key: "nancy pelosi", negated: false },
      { by: "name", type: "Person", name: "Pelosi", key: "pelosi", negated: false },
      { by: "name", type: "Country", name: "Iraq", key: "iraq", negated: true },
      { by: "id", entityId: 5n, negated: false },
      { by: "id", entityId: 5n, negated: true },
    ]);
    expect(entityTermsOf(parseQuery("Iran DocType:Article"))).toEqual([]);
    expect(entityTermsOf(null)).toEqual([]);
  });
});
