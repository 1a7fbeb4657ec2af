import { describe, expect, it } from "vitest";
import type { TEntityOccurrence } from "../types";
import { extractEntities } from "./extract-entities";

const run = (text: string, title = "") => extractEntities({ title, text, language: "en" });
const find = (ents: TEntityOccurrence[], name: string) => ents.find((e) => e.name === name);
const names = (ents: TEntityOccurrence[], type?: string) =>
  ents
    .filter((e) => !type || e.type === type)
    .map((e) => e.name)
    .sort();

describe("extractEntities: people", () => {
  it("chains full name, surname and titled forms into one person", () => {
    const text =
      "House Speaker Nancy Pelosi met reporters on Thursday. Pelosi said the vote would go ahead. " +
      "Later, Speaker Pelosi told CNN that Ms Pelosi's office had received the letter.";
    const ents = run(text);
    const pelosi = ents.filter((e) => e.type === "Person");
    expect(pelosi).toHaveLength(1);
    expect(pelosi[0]!.name).toBe("Nancy Pelosi");
    expect(pelosi[0]!.aliases).toEqual(expect.arrayContaining(["Pelosi", "Speaker Pelosi", "Ms Pelosi"]));
    expect(pelosi[0]!.mentions).toHaveLength(4);
    for (const span of pelosi[0]!.mentions)
      expect(["Nancy Pelosi", "Pelosi"]).toContain(text.slice(span.start, span.end));
    expect(pelosi[0]!.metadata?.Role).toBe("House Speaker");
  });

  it("keeps titles out of names and strips the possessive", () => {
    const text = "President Vladimir Putin was briefed. President Putin's spokesman said Putin's plane had landed.";
    const putin = find(run(text), "Vladimir Putin");
    expect(putin?.type).toBe("Person");
    expect(putin?.aliases).toContain("President Putin");
    expect(putin?.aliases).not.toContain("Putin's");
    expect(putin?.mentions).toHaveLength(3);
  });

  it("finds people by title inside long role phrases", () => {
    const text =
      "He was told by Emergencies Minister Yevgeny Zinichev of the toll, while Chelyabinsk regional Deputy " +
      "Governor Oleg Klimov said 68 people were missing. Deputy Emergency Situations Minister Alexander Chupriyan told TASS.";
    const ents = run(text);
    expect(names(ents, "Person")).toEqual(["Alexander Chupriyan", "Oleg Klimov", "Yevgeny Zinichev"]);
    expect(find(ents, "Yevgeny Zinichev")?.metadata?.Role).toBe("Emergencies Minister");
  });

  it("uses given names, roles and speech verbs, but not for facilities or storms", () => {
    const ents = run(
      "Professor Michael Siegel of Boston University compared data with predoctoral fellow Anita Knopov. " +
        '"It is clear," said Siegel. Tropical Storm Humberto Advisory Number 5 was issued near Karl Marx Avenue.',
    );
    expect(names(ents, "Person")).toEqual(["Anita Knopov", "Michael Siegel"]);
    expect(find(ents, "Boston University")?.type).toBe("Organization");
  });
});

describe("extractEntities: organisations and companies", () => {
  it("links an acronym defined in brackets to its long form", () => {
    const ents = run(
      "The Investigative Committee and the Federal Security Service (FSB) said gas was the trigger. " +
        "The FSB later opened a criminal case.",
    );
    const fsb = find(ents, "Federal Security Service");
    expect(fsb?.type).toBe("Organization");
    expect(fsb?.aliases).toEqual(["FSB"]);
    expect(fsb?.mentions).toHaveLength(3);
    expect(find(ents, "Investigative Committee")?.type).toBe("Organization");
  });

  it("tells companies from public bodies by suffixes, head words and context", () => {
    const ents = run(
      "Bank of America Corp and General Motors Co said on Monday they would cooperate with the Ministry of " +
        "Defence and the Securities and Exchange Commission. Shares of Texaco fell after the Federal Reserve " +
        "Bank of New York said it would act. General Motors said it would cut 5,000 jobs.",
    );
    expect(find(ents, "Bank of America")?.type).toBe("Company");
    expect(find(ents, "Bank of America")?.aliases).toContain("Bank of America Corp");
    expect(find(ents, "General Motors")?.type).toBe("Company");
    expect(find(ents, "General Motors")?.mentions).toHaveLength(2);
    expect(find(ents, "Texaco")?.type).toBe("Company");
    expect(find(ents, "Ministry of Defence")?.type).toBe("Organization");
    expect(find(ents, "Securities and Exchange Commission")?.type).toBe("Organization");
    expect(find(ents, "Federal Reserve Bank of New York")?.type).toBe("Organization");
    expect(ents.some((e) => e.type === "Person")).toBe(false);
  });

  it("reads Reuters conventions: company names in angle brackets and tickers", () => {
    const ents = run(
      "Computer Terminal Systems Inc <CPML> said it sold shares to <Sedio N.V.> of Lugano, Switzerland.",
    );
    const cts = find(ents, "Computer Terminal Systems");
    expect(cts?.type).toBe("Company");
    expect(cts?.aliases).toEqual(expect.arrayContaining(["Computer Terminal Systems Inc", "CPML"]));
    expect(find(ents, "Sedio")?.type).toBe("Company");
    expect(find(ents, "Lugano")?.geo?.countryCode).toBe("CH");
  });
});

describe("extractEntities: places", () => {
  it("merges country short forms and geocodes them", () => {
    const ents = run(
      "The United States and the UK disagreed. U.S. officials said the US would not back down, " +
        "and America's allies in Britain agreed. Russian diplomats declined to comment.",
    );
    const us = find(ents, "United States");
    expect(us?.type).toBe("Country");
    expect(us?.aliases).toEqual(expect.arrayContaining(["U.S.", "US", "America"]));
    expect(us?.geo).toMatchObject({ countryCode: "US", gazetteerId: "USA" });
    expect(find(ents, "United Kingdom")?.aliases).toEqual(expect.arrayContaining(["UK", "Britain"]));
    expect(find(ents, "Russia")).toBeUndefined(); // a demonym is not a country mention
  });

  it("geocodes cities and disambiguates them by context", () => {
    const ru = run("An apartment building collapsed on Monday in Magnitogorsk, a city in the Ural region of Russia.");
    const mag = find(ru, "Magnitogorsk");
    expect(mag?.type).toBe("City");
    expect(mag?.geo?.latitude).toBeCloseTo(53.4, 1);
    expect(mag?.geo?.longitude).toBeCloseTo(59.0, 1);
    expect(
      find(run("Protesters marched in Paris on Saturday, and France's government responded."), "Paris")?.geo
        ?.countryCode,
    ).toBe("FR");
    const texas = find(run("Police in Paris, Texas arrested a man on Friday."), "Paris");
    expect(texas?.geo?.countryCode).toBe("US");
    expect(texas?.geo?.latitude).toBeCloseTo(33.66, 1);
  });

  it("resolves Georgia and Jordan by what else the text says", () => {
    const us = run("The senator from Georgia met voters in Atlanta, Georgia, and in Texas.");
    // The US state: a Region (DECISIONS 23), not the country.
    expect(find(us, "Georgia")).toMatchObject({ type: "Region", geo: { countryCode: "US" } });
    expect(find(us, "Texas")?.type).toBe("Region");
    expect(find(us, "Atlanta")?.geo?.countryCode).toBe("US");
    const caucasus = run("Russia and Georgia fought a war in 2008; Tbilisi blamed Moscow.");
    expect(find(caucasus, "Georgia")?.geo?.countryCode).toBe("GE");
    const sport = run("Michael Jordan scored 40 points. Jordan said the team played well.");
    expect(names(sport)).toEqual(["Michael Jordan"]);
    expect(find(run("King Abdullah of Jordan visited Amman."), "Jordan")?.type).toBe("Country");
  });
});

describe("extractEntities: text conventions", () => {
  it("does not turn sentence-initial common words into entities", () => {
    const ents = run(
      "Rescuers worked through the night. Police said the fire started in a kitchen. " +
        "Nevertheless, Firefighters reached the building. Search and rescue was suspended.",
    );
    expect(ents).toEqual([]);
  });

  it("marks title mentions, keeps title-only entities and scores salience", () => {
    const ents = run(
      "An apartment block caught fire on Saturday. Officials in Badalona said three people died. " +
        "The fire service posted on Twitter.",
      "Catalonia fire kills three in Badalona, Spain",
    );
    const badalona = find(ents, "Badalona");
    expect(badalona?.inTitle).toBe(true);
    const spain = find(ents, "Spain");
    expect(spain?.inTitle).toBe(true);
    expect(spain?.mentions).toEqual([]);
    const twitter = find(ents, "Twitter");
    expect(twitter?.inTitle).toBe(false);
    for (const e of ents) expect(e.salience).toBeGreaterThanOrEqual(0);
    for (const e of ents) expect(e.salience).toBeLessThanOrEqual(1);
    expect(badalona!.salience).toBeGreaterThan(twitter!.salience);
  });

  it("finds entities of an upper-case Reuters title without extracting from it", () => {
    const ents = run(
      "Secretary of State George Shultz acknowledged failings in the Iran arms affair.",
      "SHULTZ SAYS NO RESIGNATION OVER IRAN REPORT",
    );
    expect(find(ents, "George Shultz")?.inTitle).toBe(true);
    expect(find(ents, "Iran")?.inTitle).toBe(true);
    expect(ents.some((e) => e.name === "REPORT" || e.name === "Resignation")).toBe(false);
  });

  it("keeps to gazetteers, reference lists and given names outside English", () => {
    const ents = extractEntities({
      title: "",
      text:
        "Bundeskanzlerin Angela Merkel traf am Montag in Berlin den französischen Präsidenten Emmanuel Macron. " +
        "Frankreich und Deutschland wollen enger zusammenarbeiten. Die Siemens AG begrüßte das Treffen.",
      language: "de",
    });
    expect(names(ents)).toEqual(["Angela Merkel", "Berlin", "Emmanuel Macron", "France", "Germany", "Siemens"]);
  });
});
