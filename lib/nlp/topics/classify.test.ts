import { describe, expect, it } from "vitest";

import { classify, stem } from "./classify";

describe("classify", () => {
  it.each([
    [
      "Magnitogorsk apartment building collapses after explosion, dozens dead",
      "A suspected gas leak led to an explosion. Rescuers recovered survivors from the rubble; the death toll rose to 39.",
      "Disasters and accidents",
    ],
    [
      "Nancy Pelosi again elected Speaker as 116th U.S. Congress sworn in",
      "The House of Representatives voted 220 to 192. Republican lawmakers backed Kevin McCarthy.",
      "Politics",
    ],
    [
      "Toronto serial killer Bruce McArthur pleads guilty to eight murders",
      "McArthur was arrested in January. The judge will hear sentencing submissions; prosecutors asked for life in prison.",
      "Crime and law",
    ],
    [
      "SpaceX Crew Dragon capsule docks with International Space Station",
      "NASA said the spacecraft docked autonomously. Astronauts aboard the ISS opened the hatch.",
      "Science and technology",
    ],
    [
      "Eliud Kipchoge runs marathon in under two hours",
      "The Kenyan athlete set the time in Vienna; the run is not recognised as a world record by athletics officials.",
      "Sport",
    ],
    [
      "Tropical Storm Barry approaches Louisiana coast",
      "The National Hurricane Center forecast heavy rainfall and wind gusts; the storm could make landfall as a hurricane.",
      "Weather",
    ],
    [
      "COBANCO INC <CBCO> YEAR NET",
      "Shr 34 cts vs 1.19 dlrs\n\nNet 807,000 vs 2,858,000\n\nAssets 510.2 mln vs 479.7 mln",
      "Economy and business",
    ],
    [
      "Pope Francis instructs reporting of sexual abuse to higher church authorities",
      "The Vatican decree requires priests and nuns to report abuse to church authorities.",
      "Religion",
    ],
    [
      "Car bomb attack kills dozens at military base in Afghanistan",
      "The Taliban claimed responsibility; militants stormed the army compound after the suicide bomber struck.",
      "Conflict and war",
    ],
    [
      "WHO declares coronavirus outbreak a pandemic",
      "Infections rose in Italy and hospitals reported shortages of ventilators for patients.",
      "Health",
    ],
  ])("%s → %s", (title, text, category) => {
    const { categories, topics } = classify(title, text);
    expect(categories[0]).toBe(category);
    const subject = topics.find((t) => t.type === "Subject" && t.name === category);
    expect(subject!.score).toBeGreaterThan(0.5);
    expect(subject!.score).toBeLessThanOrEqual(1);
  });

  it("allows several categories with descending scores", () => {
    const { categories, topics } = classify(
      "Bombs kill at least 20 at cathedral in Mindanao, Philippines",
      "Two bombs exploded during Sunday mass at the Catholic cathedral in Jolo. Islamic State claimed the attack; the army said militants planted the bombs. Church leaders condemned the bombing.",
    );
    expect(categories).toEqual(expect.arrayContaining(["Conflict and war", "Religion"]));
    const scores = topics.filter((t) => t.type === "Subject").map((t) => t.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("returns no category for text without subject terms, and always one Urgency topic", () => {
    const { categories, topics } = classify("Hello", "Nothing much to see here at all.");
    expect(categories).toEqual([]);
    expect(topics).toEqual([{ type: "Urgency", name: "Normal", score: 1 }]);
  });

  it("marks breaking news from the title or the lead", () => {
    expect(
      classify("BREAKING: Explosion reported near parliament", "Police cordoned off the area.").topics.at(-1),
    ).toEqual({
      type: "Urgency",
      name: "Breaking",
      score: 1,
    });
    expect(
      classify("Explosion near parliament", "This is a developing story. Police cordoned off the area.").topics.at(-1)!
        .name,
    ).toBe("Breaking");
    expect(classify("Breaking the record: athlete runs fastest mile", "The athlete won.").topics.at(-1)!.name).toBe(
      "Normal",
    );
  });
});

describe("stem", () => {
  it("folds inflections onto one key", () => {
    expect(new Set(["vote", "votes", "voted", "voting"].map(stem))).toEqual(new Set(["vot"]));
    expect(stem("stabbed")).toBe(stem("stab"));
    expect(stem("elections")).toBe(stem("election"));
    expect(stem("policies")).toBe(stem("policy"));
    expect(stem("business")).toBe("business");
  });
});
