import { describe, expect, it } from "vitest";
import { normalize, type TDocFeatures } from "./document-features";
import { linkProbability, SIGNALS, STORY_MODEL } from "./link-documents";
import {
  ActiveStories,
  clusterOnline,
  CORE_SIZE,
  MAX_SPAN_MS,
  placeDocument,
  storyScore,
  type TStoryCore,
} from "./place-document";

const DAY = 24 * 3600 * 1000;
const T0 = Date.UTC(2020, 0, 1);

function vec(...terms: string[]) {
  return normalize(new Map(terms.map((t) => [t, 1])));
}

/** A document of an event: its words, people and places, published `day` days after T0. */
function doc(
  id: string,
  day: number,
  words: string[],
  opts: { people?: string[]; titlePeople?: string[]; numbers?: string[] } = {},
) {
  const people = [...(opts.people ?? []), ...(opts.titlePeople ?? [])];
  return {
    id,
    at: T0 + day * DAY,
    title: vec(...words.slice(0, 4)),
    body: vec(...words),
    people: vec(...people),
    organisations: new Map(),
    places: vec(...words.filter((w) => w.startsWith("place:"))),
    numbers: vec(...(opts.numbers ?? [])),
    actors: new Set(opts.titlePeople ?? []),
    prominent: new Set(people),
  } satisfies TDocFeatures;
}

const quake = ["earthquake", "magnitude", "aftershock", "collapsed", "rescue", "place:haiti"];
const fight = ["boxing", "knockout", "round", "title", "heavyweight", "place:berlin"];

function story(id: string, members: TDocFeatures[]): TStoryCore {
  return {
    id,
    first: Math.min(...members.map((m) => m.at)),
    last: Math.max(...members.map((m) => m.at)),
    count: members.length,
    core: members,
  };
}

describe("placing a document into a story", () => {
  it("joins the story of the same event and not the story of another", () => {
    const stories = [story("quake", [doc("q1", 0, quake), doc("q2", 1, quake)]), story("fight", [doc("f1", 1, fight)])];
    expect(placeDocument(doc("q3", 2, quake), stories)?.story.id).toBe("quake");
    expect(placeDocument(doc("f2", 2, fight), stories)?.story.id).toBe("fight");
    expect(placeDocument(doc("x", 2, ["election", "ballot", "turnout", "place:peru"]), stories)).toBeUndefined();
  });

  it("links look-alike reports more strongly when they name the same numbers (magnitude, toll)", () => {
    const same = linkProbability(
      doc("a", 0, quake, { numbers: ["6.1", "34"] }),
      doc("b", 1, quake, { numbers: ["6.1", "34"] }),
    );
    const other = linkProbability(
      doc("a", 0, quake, { numbers: ["6.1", "34"] }),
      doc("c", 1, quake, { numbers: ["7.4", "212"] }),
    );
    expect(STORY_MODEL.weights[SIGNALS.indexOf("numbers")]).toBeGreaterThan(0);
    const logit = (p: number) => Math.log(p / (1 - p));
    expect(logit(same) - logit(other)).toBeGreaterThan(1);
  });

  it("links look-alike reports less strongly when they are about different people than when one names nobody", () => {
    const first = doc("a", 0, fight, { people: ["klitschko", "rahman"] });
    const silent = linkProbability(first, doc("b", 1, fight));
    const otherFight = linkProbability(first, doc("c", 1, fight, { people: ["thompson"] }));
    const sameFight = linkProbability(first, doc("d", 1, fight, { people: ["rahman"] }));
    expect(STORY_MODEL.weights[SIGNALS.indexOf("otherProminent")]).toBeLessThan(0);
    expect(otherFight).toBeLessThan(silent);
    expect(sameFight).toBeGreaterThan(silent);
  });

  it("keeps apart documents whose titles name different people not prominent in the other", () => {
    const words = ["interview", "candidate", "party", "policy", "place:toowoomba"];
    const stories = [story("a", [doc("a1", 0, words, { titlePeople: ["jephcott"] })])];
    expect(storyScore(doc("b1", 0, words), stories[0]!)).toBeGreaterThan(STORY_MODEL.threshold);
    expect(placeDocument(doc("b2", 0, words, { titlePeople: ["farquharson"] }), stories)).toBeUndefined();
    // the same person, prominent in the story, is no bar
    const follow = doc("b3", 1, words, { titlePeople: ["farquharson"] });
    const withBoth = [story("a", [doc("a2", 0, words, { titlePeople: ["jephcott"], people: ["farquharson"] })])];
    expect(placeDocument(follow, withBoth)?.story.id).toBe("a");
  });

  it("does not chain: a story takes nothing beyond its span, and is compared by its recent core only", () => {
    const members = Array.from({ length: 12 }, (_, i) => doc(`q${i}`, i, quake));
    const long = story("quake", members.slice(-CORE_SIZE));
    long.first = members[0]!.at;
    expect(storyScore(doc("late", MAX_SPAN_MS / DAY + 1, quake), long)).toBeUndefined();
    expect(storyScore(doc("in-time", 12, quake), long)).toBeGreaterThan(STORY_MODEL.threshold);
  });

  it("needs the story's core as a whole, not one member that happens to be close", () => {
    const mixed = story("mixed", [doc("f1", 0, fight), doc("f2", 0, fight), doc("f3", 0, fight), doc("q1", 0, quake)]);
    const alone = story("quake", [doc("q2", 0, quake)]);
    const score = storyScore(doc("q3", 0, quake), mixed)!;
    expect(score).toBeLessThan(storyScore(doc("q3", 0, quake), alone)!);
    expect(placeDocument(doc("q3", 0, quake), [mixed, alone])?.story.id).toBe("quake");
  });

  it("clusters online in publication order: look-alike events on different days with different places stay apart", () => {
    const other = ["earthquake", "magnitude", "tsunami", "warning", "coast", "place:chile"];
    const docs = [doc("h1", 0, quake), doc("h2", 1, quake), doc("c1", 9, other), doc("c2", 10, other)];
    const result = clusterOnline(docs);
    expect(result.get("h1")).toBe(result.get("h2"));
    expect(result.get("c1")).toBe(result.get("c2"));
    expect(result.get("h1")).not.toBe(result.get("c1"));
  });

  it("offers as candidates only the active stories that share a term or an entity with the document", () => {
    const active = new ActiveStories<TStoryCore>();
    const quakes = story("quake", [doc("q1", 0, quake)]);
    const fights = story("fight", [doc("f1", 3, fight)]);
    active.add("quake", quakes);
    active.add("fight", fights);
    expect([...active.candidates(doc("q2", 4, quake))].map((s) => s.id)).toEqual(["quake"]);
    active.addMember(fights, doc("f2", 4, [...fight, "aftershock"]));
    expect([...active.candidates(doc("q2", 4, quake))].map((s) => s.id).sort()).toEqual(["fight", "quake"]);
    active.forgetBefore(T0 + 2 * DAY);
    expect([...active.candidates(doc("q2", 4, quake))].map((s) => s.id)).toEqual(["fight"]);
  });
});
