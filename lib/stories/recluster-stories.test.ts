import { describe, expect, it } from "vitest";
import { normalize, type TDocFeatures } from "./document-features";
import { averageLinkage, MERGE_THRESHOLD, mergeStories, resolveMerges } from "./recluster-stories";

const DAY = 24 * 3600 * 1000;
const T0 = Date.UTC(2020, 0, 1);
const vec = (...terms: string[]) => normalize(new Map(terms.map((t) => [t, 1])));

function doc(id: string, day: number, words: string[], titlePeople: string[] = []): TDocFeatures {
  return {
    id,
    at: T0 + day * DAY,
    title: vec(...words.slice(0, 4)),
    body: vec(...words),
    people: new Map(),
    organisations: new Map(),
    places: vec(...words.filter((w) => w.startsWith("place:"))),
    numbers: new Map(),
    actors: new Set(titlePeople),
    prominent: new Set(titlePeople),
  };
}

const quake = ["earthquake", "magnitude", "aftershock", "collapsed", "rescue", "place:haiti"];
const fight = ["boxing", "knockout", "round", "title", "heavyweight", "place:berlin"];

describe("the re-clustering pass", () => {
  it("merges two stories of one event into the older one and leaves another event alone", () => {
    const stories = [
      { id: "late", members: [doc("q3", 3, quake), doc("q4", 4, quake)] },
      { id: "early", members: [doc("q1", 1, quake)] },
      { id: "fight", members: [doc("f1", 2, fight), doc("f2", 3, fight)] },
    ];
    expect(averageLinkage(stories[0]!.members, stories[1]!.members)).toBeGreaterThan(MERGE_THRESHOLD);
    expect(averageLinkage(stories[0]!.members, stories[2]!.members)).toBeLessThan(MERGE_THRESHOLD);
    const merges = mergeStories(stories);
    expect(merges.map(({ from, into }) => ({ from, into }))).toEqual([{ from: "late", into: "early" }]);
  });

  it("keeps apart stories whose titles name different people, as placement does", () => {
    const run = ["marathon", "record", "runs", "kenya", "place:chicago"];
    const stories = [
      { id: "a", members: [doc("k1", 0, run, ["kipchoge"])] },
      { id: "b", members: [doc("b1", 1, run, ["kosgei"])] },
      { id: "c", members: [doc("k2", 1, run, ["kipchoge"])] },
    ];
    expect(mergeStories(stories).map(({ from, into }) => ({ from, into }))).toEqual([{ from: "c", into: "a" }]);
  });

  it("does not merge stories whose union would span more than a story may", () => {
    const stories = [
      { id: "a", members: [doc("q1", 0, quake)] },
      { id: "b", members: [doc("q2", 9, quake), doc("q3", 15, quake)] },
    ];
    expect(mergeStories(stories)).toEqual([]);
  });

  it("resolves a chain of merges to the story that survives", () => {
    const resolved = resolveMerges([
      { from: "c", into: "b", score: 0.5 },
      { from: "b", into: "a", score: 0.4 },
    ]);
    expect(resolved.get("c")).toBe("a");
    expect(resolved.get("b")).toBe("a");
    expect(resolved.has("a")).toBe(false);
  });
});
