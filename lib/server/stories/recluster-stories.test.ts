import { describe, expect, it } from "vitest";
import { normalize, type TDocFeatures } from "./document-features";
import { otherActors } from "./link-documents";
import { indexKeys, MAX_SPAN_MS } from "./place-document";
import {
  averageLinkage,
  MERGE_THRESHOLD,
  mergeStories,
  resolveMerges,
  type TStoryMembers,
  type TStoryMerge,
} from "./recluster-stories";

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

/** The pass as first written: every pair of live stories scored on each round (the reference). */
function mergeStoriesPairwise(stories: TStoryMembers[], threshold = MERGE_THRESHOLD): TStoryMerge[] {
  const live = new Map(stories.map((s) => [s.id, { id: s.id, members: [...s.members] }]));
  const keys = new Map(stories.map((s) => [s.id, new Set(s.members.flatMap(indexKeys))]));
  const span = (m: TDocFeatures[]) => ({
    first: Math.min(...m.map((d) => d.at)),
    last: Math.max(...m.map((d) => d.at)),
  });
  const people = (s: TStoryMembers) => ({
    actors: new Set(s.members.flatMap((m) => [...m.actors])),
    prominent: new Set(s.members.flatMap((m) => [...m.prominent])),
  });
  const merges: TStoryMerge[] = [];
  for (;;) {
    let best: { a: TStoryMembers; b: TStoryMembers; score: number } | undefined;
    const list = [...live.values()];
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const [a, b] = [list[i]!, list[j]!];
        const [sa, sb] = [span(a.members), span(b.members)];
        const shared = [...keys.get(a.id)!].some((k) => keys.get(b.id)!.has(k));
        const within =
          Math.max(sa.last, sb.last) - Math.min(sa.first, sb.first) <= MAX_SPAN_MS &&
          shared &&
          !otherActors(people(a), people(b));
        const s = within ? (averageLinkage(a.members, b.members) ?? 0) : 0;
        if (s >= threshold && (!best || s > best.score)) best = { a, b, score: s };
      }
    if (!best) return merges;
    const fa = span(best.a.members).first;
    const fb = span(best.b.members).first;
    const aKeeps =
      fa !== fb
        ? fa < fb
        : best.a.members.length !== best.b.members.length
          ? best.a.members.length > best.b.members.length
          : best.a.id < best.b.id;
    const [keep, gone] = aKeeps ? [best.a, best.b] : [best.b, best.a];
    keep.members.push(...gone.members);
    for (const k of keys.get(gone.id)!) keys.get(keep.id)!.add(k);
    live.delete(gone.id);
    merges.push({ from: gone.id, into: keep.id, score: best.score });
  }
}

describe("the re-clustering pass, indexed", () => {
  it("makes exactly the merges of the pairwise pass, in the same order, on random stories", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
    const events = [
      quake,
      fight,
      ["flood", "river", "evacuated", "rain", "dam", "place:dhaka"],
      ["election", "vote", "ballot", "turnout", "poll", "place:lima"],
    ];
    for (let round = 0; round < 5; round++) {
      const stories: TStoryMembers[] = Array.from({ length: 30 }, (_, i) => {
        const words = pick(events);
        const size = 1 + Math.floor(random() * 3);
        const day = Math.floor(random() * 20);
        const person = random() < 0.3 ? [pick(["Ana", "Bo", "Cy"])] : [];
        return {
          id: `s${round}-${i}`,
          members: Array.from({ length: size }, (_, m) =>
            doc(
              `d${round}-${i}-${m}`,
              day + m,
              words.filter(() => random() < 0.8),
              person,
            ),
          ),
        };
      });
      const clone = () => stories.map((s) => ({ id: s.id, members: [...s.members] }));
      const expected = mergeStoriesPairwise(clone());
      expect(expected.length).toBeGreaterThan(0);
      expect(mergeStories(clone())).toEqual(expected);
    }
  });

  it("makes the same merges when the previous window's settled stories are not scored again", () => {
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const events = [quake, fight, ["flood", "river", "evacuated", "rain", "dam", "place:dhaka"]];
    const all: TStoryMembers[] = Array.from({ length: 60 }, (_, i) => {
      const words = events[Math.floor(random() * events.length)]!;
      const day = Math.floor(random() * 30);
      return {
        id: `s${i}`,
        members: [0, 1].slice(0, 1 + Math.floor(random() * 2)).map((m) =>
          doc(
            `d${i}-${m}`,
            day + m,
            words.filter(() => random() < 0.7),
          ),
        ),
      };
    });
    // Two overlapping windows, as recluster-stored-stories runs them: the second sees what the first left.
    const inWindow = (from: number, to: number, stories: TStoryMembers[]) =>
      stories
        .filter((s) => s.members.some((m) => m.at >= T0 + from * DAY && m.at <= T0 + to * DAY))
        .map((s) => ({ id: s.id, members: [...s.members] }));
    const run = (settled?: Map<string, string>) => {
      let stories = all.map((s) => ({ id: s.id, members: [...s.members] }));
      const merges: TStoryMerge[] = [];
      for (const [from, to] of [
        [0, 20],
        [10, 30],
      ] as const) {
        const found = mergeStories(inWindow(from, to, stories), undefined, undefined, settled);
        merges.push(...found);
        const into = resolveMerges(found);
        const byId = new Map(stories.map((s) => [s.id, s]));
        for (const m of found) byId.get(into.get(m.from)!)!.members.push(...byId.get(m.from)!.members);
        stories = stories.filter((s) => !into.has(s.id));
      }
      return merges;
    };
    const plain = run();
    expect(plain.length).toBeGreaterThan(0);
    expect(run(new Map())).toEqual(plain);
  });

  it("refuses a threshold of 0, which would merge stories that share nothing", () => {
    expect(() => mergeStories([], undefined, 0)).toThrow(RangeError);
  });
});
