import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  GOLD_TYPES,
  cleanPredictions,
  entitiesMatch,
  entityKeys,
  normalizeName,
  scoreDocScope,
  stripTitles,
  toScores,
  typeConfusion,
  type TGoldDoc,
  type TGoldEntity,
  type TPredEntity,
} from "./entity-scoring";

const gold = (name: string, type: TGoldEntity["type"], ...aliases: string[]): TGoldEntity => ({ name, type, aliases });
const pred = (name: string, type: string, ...aliases: string[]): TPredEntity => ({ name, type, aliases });

describe("normalizeName", () => {
  it("folds case, whitespace and punctuation", () => {
    expect(normalizeName("U.S.")).toBe("us");
    expect(normalizeName("US")).toBe("us");
    expect(normalizeName("  Vladimir \n Putin ")).toBe("vladimir putin");
    expect(normalizeName("Berlin, Germany.")).toBe("berlin germany");
    expect(normalizeName("al-Assad")).toBe(normalizeName("al Assad"));
    expect(normalizeName("African Export–Import Bank")).toBe("african export import bank");
    expect(normalizeName("O'Rourke")).toBe("orourke");
    expect(normalizeName("AT&T")).toBe("at and t");
  });

  it("removes diacritics, including letters without a decomposition", () => {
    expect(normalizeName("Gdańsk")).toBe("gdansk");
    expect(normalizeName("Łukasz Szumowski")).toBe("lukasz szumowski");
    expect(normalizeName("São Paulo")).toBe("sao paulo");
    expect(normalizeName("İzmir")).toBe("izmir");
    expect(normalizeName("Kiskunfélegyháza")).toBe("kiskunfelegyhaza");
  });

  it("drops possessives and a leading 'the' only", () => {
    expect(normalizeName("Russia's")).toBe("russia");
    expect(normalizeName("Putin’s")).toBe("putin");
    expect(normalizeName("The Guardian")).toBe("guardian");
    expect(normalizeName("the Netherlands")).toBe("netherlands");
    expect(normalizeName("Theresa May")).toBe("theresa may");
    expect(normalizeName("Bank of the West")).toBe("bank of the west");
  });

  it("returns an empty string for names without letters or digits", () => {
    expect(normalizeName(" -- ")).toBe("");
    expect(entityKeys({ name: "...", aliases: [] }).size).toBe(0);
  });
});

describe("stripTitles", () => {
  it("removes leading person titles but keeps at least one word", () => {
    expect(stripTitles(normalizeName("President Donald Trump"))).toBe("donald trump");
    expect(stripTitles(normalizeName("Deputy Prime Minister Richard Sulík"))).toBe("richard sulik");
    expect(stripTitles(normalizeName("Dr. Tomasz Stefaniak"))).toBe("tomasz stefaniak");
    expect(stripTitles("president")).toBe("president");
    expect(stripTitles("donald trump")).toBe("donald trump");
  });
});

describe("entitiesMatch", () => {
  const putin = gold("Vladimir Putin", "Person", "Putin");
  const us = gold("United States", "Country", "U.S.", "US");

  it("matches on the name or any alias of either side, case-insensitively", () => {
    expect(entitiesMatch(pred("vladimir putin", "Person"), putin)).toBe(true);
    expect(entitiesMatch(pred("Putin's", "Person"), putin)).toBe(true);
    expect(entitiesMatch(pred("Russian President", "Person", "PUTIN"), putin)).toBe(true);
    expect(entitiesMatch(pred("us", "Country"), us)).toBe(true);
    expect(entitiesMatch(pred("United States of America", "Country", "U.S."), us)).toBe(true);
  });

  it("does not match partial names", () => {
    expect(entitiesMatch(pred("Vladimir", "Person"), putin)).toBe(false);
    expect(entitiesMatch(pred("United", "Country"), us)).toBe(false);
    expect(entitiesMatch(pred("President Vladimir Putin", "Person"), putin)).toBe(false);
  });

  it("strips person titles only in lenient mode and only for person-like types", () => {
    const lenient = { stripTitles: true };
    expect(entitiesMatch(pred("President Vladimir Putin", "Person"), putin, lenient)).toBe(true);
    expect(entitiesMatch(pred("President Vladimir Putin", "Journalist"), putin, lenient)).toBe(true);
    const council = gold("European Council", "Organization", "Council");
    expect(entitiesMatch(pred("Governor Council", "Organization"), council, lenient)).toBe(false);
  });
});

describe("scoreDocScope", () => {
  const goldEntities = [
    gold("Vladimir Putin", "Person", "Putin"),
    gold("Yevgeny Zinichev", "Person", "Zinichev"),
    gold("Russia", "Country"),
    gold("Magnitogorsk", "City"),
    gold("Moscow", "City"),
    gold("Federal Security Service", "Organization", "FSB"),
    gold("Znak.com", "Company"),
  ];

  it("counts predicted entities for precision and gold entities for recall, reporting splits", () => {
    const predicted = [pred("Putin", "Person"), pred("Vladimir Putin", "Person"), pred("Ivan Petrov", "Person")];
    const r = scoreDocScope(goldEntities, predicted, { label: "Person", gold: ["Person"], predicted: ["Person"] });
    expect(r.counts).toEqual({ gold: 2, predicted: 3, correctPredicted: 2, matchedGold: 1, duplicates: 1 });
    expect(r.falsePositives).toEqual(["Ivan Petrov"]);
    expect(r.falseNegatives).toEqual(["Yevgeny Zinichev"]);
    const s = toScores(r.counts);
    expect(s.precision).toBeCloseTo(2 / 3);
    expect(s.recall).toBeCloseTo(1 / 2);
    expect(s.f1).toBeCloseTo((2 * (2 / 3) * 0.5) / (2 / 3 + 0.5));
  });

  it("is type-insensitive within a group and strict per type", () => {
    const predicted = [pred("Russia", "City"), pred("Magnitogorsk", "City"), pred("FSB", "Company")];
    const place = scoreDocScope(goldEntities, predicted, {
      label: "Place",
      gold: ["Country", "City"],
      predicted: ["Country", "City"],
    });
    expect(place.counts).toMatchObject({ gold: 3, predicted: 2, correctPredicted: 2, matchedGold: 2 });
    const city = scoreDocScope(goldEntities, predicted, { label: "City", gold: ["City"], predicted: ["City"] });
    expect(city.counts).toMatchObject({ gold: 2, predicted: 2, correctPredicted: 1, matchedGold: 1 });
    expect(city.falsePositives).toEqual(["Russia"]);
    const org = scoreDocScope(goldEntities, predicted, {
      label: "Org",
      gold: ["Organization", "Company"],
      predicted: ["Organization", "Company"],
    });
    expect(org.counts).toMatchObject({ gold: 2, predicted: 1, correctPredicted: 1, matchedGold: 1 });
  });

  it("scores a baseline's coarse type against a group of gold types", () => {
    const predicted = [pred("Moscow", "Place"), pred("Europe", "Place")];
    const r = scoreDocScope(goldEntities, predicted, {
      label: "Place",
      gold: ["Country", "City"],
      predicted: ["Place"],
    });
    expect(r.counts).toMatchObject({ gold: 3, predicted: 2, correctPredicted: 1, matchedGold: 1 });
  });
});

describe("toScores", () => {
  it("reports n/a precision without predictions and F1 0 when there was gold to find", () => {
    expect(toScores({ gold: 4, predicted: 0, correctPredicted: 0, matchedGold: 0, duplicates: 0 })).toMatchObject({
      precision: null,
      recall: 0,
      f1: 0,
    });
    expect(toScores({ gold: 0, predicted: 2, correctPredicted: 0, matchedGold: 0, duplicates: 0 })).toMatchObject({
      precision: 0,
      recall: null,
      f1: null,
    });
  });
});

describe("cleanPredictions and typeConfusion", () => {
  it("drops ignored and empty names and collapses exact duplicates", () => {
    const cleaned = cleanPredictions(
      [
        pred("Wikinews", "Organization"),
        pred("…", "Person"),
        pred("FSB", "Organization"),
        pred("F.S.B.", "Organization"),
      ],
      { ignore: ["Wikinews"] },
    );
    expect(cleaned.map((p) => p.name)).toEqual(["FSB"]);
  });

  it("reports which predicted type matched each gold entity", () => {
    const confusion = typeConfusion(
      [gold("Reuters", "Company"), gold("Russia", "Country"), gold("Ivan", "Person")],
      [pred("Reuters", "Organization"), pred("Russia", "Country")],
    );
    expect(Object.fromEntries(confusion)).toEqual({
      "Company -> Organization": 1,
      "Country -> Country": 1,
      "Person -> (missed)": 1,
    });
  });
});

const readGold = (name: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../e2e/fixtures/entities", name), "utf8")) as TGoldDoc[];

describe.each([
  ["wikinews-gold.json", 40],
  ["wikinews-holdout.json", 25],
  ["wikinews-holdout-2.json", 25],
  ["wikinews-holdout-3.json", 25],
  ["wikinews-holdout-4.json", 25],
  ["wikinews-holdout-5.json", 25],
  ["wikinews-holdout-6.json", 25],
])("the gold set %s", (name, size) => {
  const docs = readGold(name);

  it("is well formed", () => {
    expect(docs.length).toBe(size);
    expect(new Set(docs.map((d) => d.url)).size).toBe(docs.length);
    for (const doc of docs) {
      expect(doc.url).toMatch(/^https:\/\/en\.wikinews\.org\//);
      expect(doc.title.length).toBeGreaterThan(0);
      expect(doc.entities.length).toBeGreaterThan(0);
      for (const e of doc.entities) {
        expect(GOLD_TYPES).toContain(e.type);
        expect(normalizeName(e.name)).not.toBe("");
        expect(Array.isArray(e.aliases)).toBe(true);
      }
    }
  });

  it("never gives two entities of one document the same name or alias", () => {
    for (const doc of docs) {
      const owner = new Map<string, string>();
      for (const e of doc.entities) {
        for (const key of entityKeys(e)) {
          const other = owner.get(key);
          expect(other === undefined || other === e.name, `${doc.title}: "${key}" in ${other} and ${e.name}`).toBe(
            true,
          );
          owner.set(key, e.name);
        }
      }
    }
  });
});

describe("the held-out sets", () => {
  it("share no article with the tuned gold set or with each other", () => {
    const tuned = new Set(readGold("wikinews-gold.json").map((d) => d.url));
    const holdout = new Set(readGold("wikinews-holdout.json").map((d) => d.url));
    expect(readGold("wikinews-holdout.json").filter((d) => tuned.has(d.url))).toEqual([]);
    expect(readGold("wikinews-holdout-2.json").filter((d) => tuned.has(d.url) || holdout.has(d.url))).toEqual([]);
    const holdout2 = new Set(readGold("wikinews-holdout-2.json").map((d) => d.url));
    expect(
      readGold("wikinews-holdout-3.json").filter((d) => tuned.has(d.url) || holdout.has(d.url) || holdout2.has(d.url)),
    ).toEqual([]);
    const holdout3 = new Set(readGold("wikinews-holdout-3.json").map((d) => d.url));
    expect(
      readGold("wikinews-holdout-4.json").filter(
        (d) => tuned.has(d.url) || holdout.has(d.url) || holdout2.has(d.url) || holdout3.has(d.url),
      ),
    ).toEqual([]);
    const holdout4 = new Set(readGold("wikinews-holdout-4.json").map((d) => d.url));
    expect(
      readGold("wikinews-holdout-5.json").filter(
        (d) =>
          tuned.has(d.url) || holdout.has(d.url) || holdout2.has(d.url) || holdout3.has(d.url) || holdout4.has(d.url),
      ),
    ).toEqual([]);
    const holdout5 = new Set(readGold("wikinews-holdout-5.json").map((d) => d.url));
    expect(
      readGold("wikinews-holdout-6.json").filter(
        (d) =>
          tuned.has(d.url) ||
          holdout.has(d.url) ||
          holdout2.has(d.url) ||
          holdout3.has(d.url) ||
          holdout4.has(d.url) ||
          holdout5.has(d.url),
      ),
    ).toEqual([]);
  });
});
