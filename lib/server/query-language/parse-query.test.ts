import { describe, expect, it } from "vitest";
import type { TQueryNode } from "./ast";
import { parseQuery } from "./parse-query";
import { TQuerySyntaxError } from "./query-errors";

/** A compact rendering of the AST for readable expectations. */
function show(node: TQueryNode | null): string {
  if (!node) return "∅";
  switch (node.kind) {
    case "term":
      return node.text;
    case "phrase":
      return `"${node.text}"`;
    case "entity":
      return `${node.type}:${node.name}`;
    case "docType":
      return `DocType:${node.docType}`;
    case "language":
      return `language:${node.language}`;
    case "itemRef":
      return `${node.ref.class}#${node.ref.id}`;
    case "story":
      return `story:${node.clusterId}`;
    case "project":
      return `${node.list}:${"description" in node.ref ? node.ref.description : `#${node.ref.projectId}`}`;
    case "not":
      return `NOT ${show(node.child)}`;
    default:
      return `${node.kind.toUpperCase()}(${node.children.map(show).join(", ")})`;
  }
}

const parsed = (text: string) => show(parseQuery(text));

function syntaxError(text: string): TQuerySyntaxError {
  try {
    parseQuery(text);
  } catch (error) {
    expect(error).toBeInstanceOf(TQuerySyntaxError);
    return error as TQuerySyntaxError;
  }
  throw new Error(`no error for ${text}`);
}

describe("parseQuery: forms", () => {
  it("treats blank and absent queries as the empty query", () => {
    expect(parseQuery("")).toBeNull();
    expect(parseQuery("   ")).toBeNull();
    expect(parseQuery(undefined)).toBeNull();
    expect(parseQuery(null)).toBeNull();
  });

  it("reads free terms, phrases and implicit AND", () => {
    expect(parsed("Iran")).toBe("Iran");
    expect(parsed("Iran nuclear deal")).toBe("AND(Iran, nuclear, deal)");
    expect(parsed('"nuclear deal" Iran')).toBe('AND("nuclear deal", Iran)');
    expect(parsed("“curly quotes” ok")).toBe('AND("curly quotes", ok)');
  });

  it("knows AND, OR, NOT only in upper case", () => {
    expect(parsed("Iran AND Iraq")).toBe("AND(Iran, Iraq)");
    expect(parsed("Iran OR Iraq")).toBe("OR(Iran, Iraq)");
    expect(parsed("Iran NOT Iraq")).toBe("AND(Iran, NOT Iraq)");
    expect(parsed("Iran and Iraq or Syria not Egypt")).toBe("AND(Iran, and, Iraq, or, Syria, not, Egypt)");
  });

  it("reads a - directly before a term, phrase, prefixed term or group as NOT (DECISIONS 21)", () => {
    expect(parsed("Trump -Biden")).toBe("AND(Trump, NOT Biden)");
    expect(parsed('Iran -"nuclear deal"')).toBe('AND(Iran, NOT "nuclear deal")');
    expect(parsed("Iran -person:Trump")).toBe("AND(Iran, NOT Person:Trump)");
    expect(parsed("Iran -(Iraq OR Syria)")).toBe("AND(Iran, NOT OR(Iraq, Syria))");
    expect(parsed("-Biden Trump")).toBe("AND(NOT Biden, Trump)");
    // Not a negation: a hyphen inside a word, a number, a lone dash.
    expect(parsed("Notre-Dame")).toBe("Notre-Dame");
    expect(parsed("temperature -5")).toBe("AND(temperature, -5)");
    expect(parsed("Trump - Biden")).toBe("AND(Trump, Biden)");
  });

  it("refuses an unknown prefix before a quoted value instead of searching its word", () => {
    const error = syntaxError('nosuch:"Boris Johnson"');
    expect(error.message).toContain('unknown prefix "nosuch:"');
    expect(parsed('Note: "Boris Johnson"')).toBe('AND(Note:, "Boris Johnson")');
  });

  it("searches words written with angle brackets as words, not as markup", () => {
    expect(parsed("<script>alert(1)</script>")).toBe("AND(script, alert, 1, script)");
    expect(parsed("a<b")).toBe("AND(a, b)");
  });

  it("gives NOT precedence over AND, and AND over OR", () => {
    expect(parsed("a OR b AND c")).toBe("OR(a, AND(b, c))");
    expect(parsed("a b OR c d")).toBe("OR(AND(a, b), AND(c, d))");
    expect(parsed("NOT a AND b")).toBe("AND(NOT a, b)");
    expect(parsed("NOT a OR b")).toBe("OR(NOT a, b)");
    expect(parsed("NOT NOT a")).toBe("a");
    expect(parsed("NOT NOT NOT a")).toBe("NOT a");
  });

  it("groups with nested parentheses and flattens same operators", () => {
    expect(parsed("(a OR b) c")).toBe("AND(OR(a, b), c)");
    expect(parsed("((a OR (b OR c)) AND (d e))")).toBe("AND(OR(a, b, c), d, e)");
    expect(parsed("NOT (a OR b)")).toBe("NOT OR(a, b)");
    expect(parsed("a (b (c OR d))")).toBe("AND(a, b, OR(c, d))");
  });

  it("reads <type>:<name> for every entity type, with any prefix case", () => {
    expect(parsed("Country:Iran")).toBe("Country:Iran");
    expect(parsed("country:Iran")).toBe("Country:Iran");
    expect(parsed('COMPANY:"Apple Inc"')).toBe("Company:Apple Inc");
    expect(parsed('person:"Nancy  Pelosi "')).toBe("Person:Nancy Pelosi");
    expect(parsed("oRgAnIzAtIoN:NATO keyphrase:inflation journalist:Smith")).toBe(
      "AND(Organization:NATO, Keyphrase:inflation, Journalist:Smith)",
    );
    // Only the word after the colon is the name: the next word is a free term.
    expect(parsed("person:Nancy Pelosi")).toBe("AND(Person:Nancy, Pelosi)");
    // The place types of DECISIONS 23: states and provinces, and facilities.
    expect(parsed('region:"California" site:"Kennedy Space Center"')).toBe(
      "AND(Region:California, Site:Kennedy Space Center)",
    );
    expect(parsed("Queensland[Region]")).toBe("Region:Queensland");
    expect(parseQuery("city:Paris")).toEqual({
      kind: "entity",
      type: "City",
      name: "Paris",
      key: "paris",
      position: 0,
    });
  });

  it("reads the suffix form: all bare words since the last operator, parenthesis, phrase or start", () => {
    expect(parsed("Nancy Pelosi[Person]")).toBe("Person:Nancy Pelosi");
    expect(parsed("Nancy Pelosi [person]")).toBe("Person:Nancy Pelosi");
    expect(parsed("Nancy Patricia Pelosi[ PERSON ]")).toBe("Person:Nancy Patricia Pelosi");
    expect(parsed("Iran OR Nancy Pelosi[Person]")).toBe("OR(Iran, Person:Nancy Pelosi)");
    expect(parsed("(Apple Inc[Company]) iPhone")).toBe("AND(Company:Apple Inc, iPhone)");
    expect(parsed('talks "Nancy Pelosi"[Person]')).toBe("AND(talks, Person:Nancy Pelosi)");
    expect(parsed('"Iran" Nancy Pelosi[Person]')).toBe('AND("Iran", Person:Nancy Pelosi)');
    expect(parsed("NOT Nancy Pelosi[Person] Iran")).toBe("AND(NOT Person:Nancy Pelosi, Iran)");
    // Lower-case "and" is a word, so it belongs to the name; quote or prefix the name to avoid that.
    expect(parsed("Iran and Nancy Pelosi[Person]")).toBe("Person:Iran and Nancy Pelosi");
    expect(parsed("Tom & Jerry[Company]")).toBe("Company:Tom & Jerry");
    expect(parseQuery("x AND  Apple Inc[Company]")).toMatchObject({
      children: [{}, { position: 7, key: "apple inc" }],
    });
  });

  it("reads DocType, itemref, doclist and mylist", () => {
    expect(parsed("DocType:Article")).toBe("DocType:Article");
    expect(parsed('doctype:"local file"')).toBe("DocType:Local File");
    expect(parsed('DOCTYPE:"Fact  Sheet"')).toBe("DocType:Fact Sheet");
    expect(parsed("DocType:blog")).toBe("DocType:blog"); // unknown types parse and match nothing
    expect(parsed("itemref:5_12 itemRef:11_3 ITEMREF:7_4")).toBe("AND(document#12, entity#3, topic#4)");
    expect(parseQuery("itemref:nancy-pelosi-11_42")).toMatchObject({
      kind: "itemRef",
      ref: { class: "entity", id: 42n, text: "nancy-pelosi-11_42" },
    });
    expect(parsed('doclist:15_7 mylist:"My watch list" doclist:clips')).toBe(
      "AND(doclist:#7, mylist:My watch list, doclist:clips)",
    );
  });

  it("reads language: codes as the stored ISO 639-1 code (ISO 639-3 where there is none)", () => {
    expect(parsed("language:fr")).toBe("language:fr");
    expect(parsed("Language:FR-ca")).toBe("language:fr");
    expect(parsed("language:deu")).toBe("language:de");
    expect(parsed("language:pcm")).toBe("language:pcm");
    expect(parsed("language:und")).toBe("language:und");
    expect(parsed("Macron language:fr")).toBe("AND(Macron, language:fr)");
  });

  it("reads story: with a ClusterId, in lower case", () => {
    expect(parsed("story:0F8FAD5B-D9CB-469F-A165-70867728950E")).toBe("story:0f8fad5b-d9cb-469f-a165-70867728950e");
    expect(parsed("-story:0f8fad5b-d9cb-469f-a165-70867728950e quake")).toBe(
      "AND(NOT story:0f8fad5b-d9cb-469f-a165-70867728950e, quake)",
    );
  });

  it("does not mistake times, ratios, URLs or a trailing colon for prefixes", () => {
    expect(parsed("meeting 10:30")).toBe("AND(meeting, 10:30)");
    expect(parsed("won 3:1")).toBe("AND(won, 3:1)");
    expect(parsed("https://example.org/a?b=c")).toBe("https://example.org/a?b=c");
    expect(parsed("Note: Iran")).toBe("AND(Note:, Iran)");
  });

  it("drops words and phrases without letters or digits", () => {
    expect(parsed("Tom & Jerry")).toBe("AND(Tom, Jerry)");
    expect(parsed('Iran - "" Iraq')).toBe("AND(Iran, Iraq)");
    expect(parsed("&")).toBe("∅");
  });

  it("records positions of leaves", () => {
    expect(parseQuery('Iran AND person:"X Y"')).toMatchObject({
      children: [
        { kind: "term", position: 0 },
        { kind: "entity", position: 9 },
      ],
    });
  });
});

describe("parseQuery: errors", () => {
  it.each([
    // [query, position, expected, message]
    [
      'Iran "nuclear deal',
      5,
      "a closing quotation mark",
      "unclosed quotation mark at position 5: expected a closing quotation mark",
    ],
    [
      'person:"Nancy',
      7,
      "a closing quotation mark",
      "unclosed quotation mark at position 7: expected a closing quotation mark",
    ],
    [
      "(Iran OR Iraq",
      13,
      "a closing parenthesis",
      "expected a closing parenthesis at position 13 (for the one opened at position 0)",
    ],
    [
      "a ((b OR c) d",
      13,
      "a closing parenthesis",
      "expected a closing parenthesis at position 13 (for the one opened at position 2)",
    ],
    ["Iran AND", 8, "a term after AND", "expected a term after AND at position 8"],
    ["Iran OR OR Iraq", 8, "a term after OR", "expected a term after OR at position 8 but found OR"],
    ["AND Iran", 0, "a term", "expected a term at position 0 but found AND"],
    ["Iran NOT", 8, "a term after NOT", "expected a term after NOT at position 8"],
    ["(a OR )", 6, "a term after OR", 'expected a term after OR at position 6 but found ")"'],
    ["()", 1, "a term after (", 'expected a term after ( at position 1 but found ")"'],
    [
      "Iran)",
      4,
      "an operator, a term or the end of the query",
      'expected an operator, a term or the end of the query at position 4 but found ")"',
    ],
    [
      "Nancy Pelosi[Unknown]",
      13,
      "an entity type (Person, Company, Organization, Country, City, Region, Keyphrase, Site, Product, Publisher, Journalist)",
      'unknown entity type "Unknown" at position 13; valid types are Person, Company, Organization, Country, City, Region, Keyphrase, Site, Product, Publisher, Journalist',
    ],
    [
      "Pelosi []",
      8,
      expect.stringMatching(/^an entity type/),
      expect.stringMatching(/^expected an entity type \(Person/),
    ],
    ["Pelosi [Person", 7, "a closing ]", "unclosed bracket at position 7: expected a closing ]"],
    ["[Person]", 0, "an entity name before [Person]", "expected an entity name before [Person] at position 0"],
    ["(a b)[Person]", 5, "an entity name before [Person]", "expected an entity name before [Person] at position 5"],
    ["Iran ]", 5, "a term", "expected a term at position 5 but found an unmatched ]"],
    ["person: Pelosi", 7, "a value after person:", "expected a value after person: at position 7"],
    ["Iran person:", 12, "a value after person:", "expected a value after person: at position 12"],
    ['Iran person:""', 13, "a value after person:", "expected a value after person: at position 13"],
    [
      "person:!!",
      7,
      "a Person name with letters or digits",
      "expected a Person name with letters or digits at position 7",
    ],
    ["DocType:", 8, "a value after DocType:", "expected a value after DocType: at position 8"],
    [
      "language:french",
      9,
      "a language code such as fr, de or pcm after language:",
      "expected a language code such as fr, de or pcm after language: at position 9",
    ],
    [
      "story:42",
      6,
      "a story's ClusterId (a UUID) after story:",
      "expected a story's ClusterId (a UUID) after story: at position 6",
    ],
    [
      "itemref:15_3",
      8,
      expect.stringMatching(/^an itemRef: 5_<n>/),
      expect.stringMatching(/^expected an itemRef: .* at position 8 but found "15_3"$/),
    ],
    ["itemref:slug-5_3", 8, expect.stringMatching(/^an itemRef/), expect.anything()],
    ["itemref:7_99999999999", 8, "an id of at most 2147483647", "expected an id of at most 2147483647 at position 8"],
    ["itemref:5_99999999999999999999", 8, "an id of at most 9223372036854775807", expect.anything()],
  ])("%s", (query, position, expected, message) => {
    const error = syntaxError(query);
    expect({ position: error.position, expected: error.expected, message: error.message }).toEqual({
      position,
      expected,
      message,
    });
    expect(error.status).toBe(400);
  });

  it("rejects NUL characters", () => {
    expect(syntaxError("Iran\u0000").message).toBe(
      "expected text without NUL characters at position 4 but found a NUL character",
    );
  });

  it("names the valid prefixes for an unknown one", () => {
    const error = syntaxError("Iran foo:bar");
    expect(error.position).toBe(5);
    expect(error.message).toBe(
      'unknown prefix "foo:" at position 5; valid prefixes are Person:, Company:, Organization:, Country:, City:, ' +
        "Region:, Keyphrase:, Site:, Product:, Publisher:, Journalist:, DocType:, language:, itemref:, story:, doclist:, mylist:",
    );
    expect(error.code).toBe("QUERY_SYNTAX_ERROR");
  });

  it("reports the first problem in text order", () => {
    expect(syntaxError('AND "unclosed').position).toBe(0);
    expect(syntaxError('(a "unclosed').position).toBe(3);
  });
});

describe("parseQuery: limits", () => {
  it("accepts 2,000 characters and rejects 2,001", () => {
    expect(parseQuery("a".repeat(2000))).toMatchObject({ kind: "term" });
    const error = syntaxError("a".repeat(2001));
    expect({ position: error.position, code: error.code }).toEqual({ position: 2000, code: "QUERY_TOO_LONG" });
    expect(error.message).toBe("the query is too long: 2001 characters, at most 2000 are allowed");
  });

  it("accepts 20 levels of parentheses and rejects 21", () => {
    expect(parsed("(".repeat(20) + "a" + ")".repeat(20))).toBe("a");
    const error = syntaxError("(".repeat(21) + "a" + ")".repeat(21));
    expect({ position: error.position, code: error.code }).toEqual({ position: 20, code: "QUERY_TOO_COMPLEX" });
    expect(error.message).toBe("too deeply nested at position 20: at most 20 levels of nested parentheses");
    // Sequential groups do not add up.
    expect(() => parseQuery("(a) ".repeat(30))).not.toThrow();
  });

  it("accepts 100 terms and rejects 101", () => {
    const words = Array.from({ length: 101 }, (_, i) => `w${i}`);
    expect(() => parseQuery(words.slice(0, 100).join(" "))).not.toThrow();
    const error = syntaxError(words.join(" OR "));
    expect({ position: error.position, code: error.code }).toEqual({
      position: words.slice(0, 100).join(" OR ").length + 4,
      code: "QUERY_TOO_COMPLEX",
    });
    expect(error.message).toMatch(/^too many terms at position \d+: at most 100 terms$/);
  });

  it("is cheap on many NOTs", () => {
    expect(parsed("NOT ".repeat(400) + "a")).toBe("a");
  });
});
