import "server-only";
import type { TDocFeatures } from "./document-features";
import { linkProbability, otherActors, STORY_MODEL, type TStoryModel } from "./link-documents";
import { indexKeys, MAX_SPAN_MS, WINDOW_MS } from "./place-document";
import { compactFeatures } from "./compact-features";
import {
  linkBound,
  linkSumBound,
  mayReach,
  meanMayReach,
  scatter,
  sumFeatures,
  weightedDot,
  type TSums,
} from "./link-bound";

const DAY_MS = 24 * 3600 * 1000;

// The occasional re-clustering pass (docs/decisions/0005-stories.md): online placement is final per
// document, so two stories of one event that started apart stay apart. The pass looks at whole
// stories: two stories whose members link strongly on average (average linkage over the pairs
// within the window) are merged, the older (then larger) one keeping its id.

export type TStoryMembers = {
  id: string;
  /** Its documents, any order. */
  members: TDocFeatures[];
};

export type TStoryMerge = { from: string; into: string; score: number };

/** The learned mean link two stories need to be merged (scripts/bench/stories.ts, cross-validated). */
export const MERGE_THRESHOLD = 0.15;

/** Mean link probability over the member pairs of two stories within the window; undefined if none. */
export function averageLinkage(a: TDocFeatures[], b: TDocFeatures[], model: TStoryModel = STORY_MODEL) {
  let sum = 0;
  let n = 0;
  for (const x of a)
    for (const y of b) {
      if (Math.abs(x.at - y.at) > WINDOW_MS) continue;
      sum += linkProbability(x, y, model);
      n++;
    }
  return n === 0 ? undefined : sum / n;
}

function span(members: TDocFeatures[]): { first: number; last: number } {
  let first = Infinity;
  let last = -Infinity;
  for (const m of members) {
    first = Math.min(first, m.at);
    last = Math.max(last, m.at);
  }
  return { first, last };
}

/** The story that keeps its id: the older one, then the larger one, then the smaller id. */
function survivor(a: TStoryMembers, b: TStoryMembers): [TStoryMembers, TStoryMembers] {
  const [fa, fb] = [span(a.members).first, span(b.members).first];
  if (fa !== fb) return fa < fb ? [a, b] : [b, a];
  if (a.members.length !== b.members.length) return a.members.length > b.members.length ? [a, b] : [b, a];
  return a.id < b.id ? [a, b] : [b, a];
}

/**
 * Stories left by one run of mergeStories, by id: the signature of their members (ids in order).
 * No two of them link at or above the threshold, so a later run over overlapping stories (the next
 * window) need not score two of them again while their members are the same, in the same order.
 */
export type TSettledStories = Map<string, string>;

const signature = (members: TDocFeatures[]) => members.map((m) => m.id).join(" ");

/**
 * Greedy average-linkage merging: the pair of stories with the strongest mean link at or above the
 * threshold is merged first, and so on while the merged story stays within the story span. Returns
 * the merges in order (a story merged into one that is merged later resolves through both).
 * `settled`: the stories a previous run left (read, then replaced by the stories this run leaves).
 */
export function mergeStories(
  stories: TStoryMembers[],
  model: TStoryModel = STORY_MODEL,
  threshold = MERGE_THRESHOLD,
  settled?: TSettledStories,
): TStoryMerge[] {
  // Stories in their given order: ties between equal links go to the earliest pair in this order.
  const live = new Map(stories.map((s, rank) => [s.id, { id: s.id, rank, members: [...s.members] }]));
  type TLive = { id: string; rank: number; members: TDocFeatures[] };
  // Unchanged since the previous run: a pair of these is known to stay below the threshold.
  const unchanged = new Set(
    settled ? stories.filter((s) => settled.get(s.id) === signature(s.members)).map((s) => s.id) : [],
  );
  const keys = new Map(stories.map((s) => [s.id, new Set(s.members.flatMap(indexKeys))]));
  // Which stories hold each key: only stories sharing one can link above any useful threshold.
  const holders = new Map<string, Set<string>>();
  for (const [id, set] of keys) for (const k of set) (holders.get(k) ?? holders.set(k, new Set()).get(k)!).add(id);
  const peopleOf = new Map<string, { actors: Set<string>; prominent: Set<string> }>();
  const people = (story: TLive) => {
    let found = peopleOf.get(story.id);
    if (!found) {
      found = {
        actors: new Set(story.members.flatMap((m) => [...m.actors])),
        prominent: new Set(story.members.flatMap((m) => [...m.prominent])),
      };
      peopleOf.set(story.id, found);
    }
    return found;
  };
  const spanOf = new Map<string, { first: number; last: number }>();
  const spanOfStory = (story: TLive) =>
    spanOf.get(story.id) ?? spanOf.set(story.id, span(story.members)).get(story.id)!;
  /** The pair's mean link, oriented as the stories' order (the sum's order, so the figure is exact). */
  const score = (x: TLive, y: TLive) => {
    const [a, b] = x.rank < y.rank ? [x, y] : [y, x];
    const [sa, sb] = [spanOfStory(a), spanOfStory(b)];
    const within =
      Math.max(sa.last, sb.last) - Math.min(sa.first, sb.first) <= MAX_SPAN_MS && !otherActors(people(a), people(b));
    return within ? (averageLinkage(a.members, b.members, model) ?? 0) : 0;
  };
  // Pairs whose mean link certainly stays below the threshold are not scored (link-bound.ts): first
  // from the dot products of the two stories' summed vectors, then of each member of one with the
  // other's sums. Only pairs that cannot be merged are skipped, so the merges are the same.
  const bound = linkBound(model, WINDOW_MS / DAY_MS);
  const sumsOf = new Map<string, TSums>();
  const sums = (story: TLive) => sumsOf.get(story.id) ?? sumsOf.set(story.id, sumFeatures(story.members)).get(story.id)!;
  /** With `story`'s sums scattered. */
  const mayMerge = (story: TLive, other: TLive) => {
    const near = new Int32Array(other.members.length);
    let pairs = 0;
    other.members.forEach((x, i) => {
      for (const y of story.members) if (Math.abs(x.at - y.at) <= WINDOW_MS) near[i]!++;
      pairs += near[i]!;
    });
    if (pairs === 0) return false;
    if (!mayReach(bound, weightedDot(bound, sums(other)), pairs, threshold)) return false;
    if (other.members.length === 1) return true;
    let sum = 0;
    for (let i = 0; i < other.members.length; i++)
      if (near[i]! > 0) sum += linkSumBound(bound, weightedDot(bound, compactFeatures(other.members[i]!)), near[i]!);
    return meanMayReach(sum, pairs, threshold);
  };
  const pairKey = (a: TLive, b: TLive) => (a.rank < b.rank ? `${a.id}\n${b.id}` : `${b.id}\n${a.id}`);
  /** Pairs at or above the threshold, the only ones that can be merged, by key. */
  const eligible = new Map<string, { a: TLive; b: TLive; score: number }>();
  const consider = (story: TLive, done?: Set<string>) => {
    const partners = new Set<string>();
    for (const k of keys.get(story.id)!) for (const id of holders.get(k) ?? []) if (id !== story.id) partners.add(id);
    scatter(sums(story));
    for (const id of partners) {
      const other = live.get(id);
      if (!other || done?.has(id) || (unchanged.has(id) && unchanged.has(story.id))) continue;
      if (!mayMerge(story, other)) continue;
      const s = score(story, other);
      if (s >= threshold) {
        const [a, b] = story.rank < other.rank ? [story, other] : [other, story];
        eligible.set(pairKey(a, b), { a, b, score: s });
      }
    }
  };
  // Stories that share no key are never scored: with a threshold of 0 they would all be eligible.
  if (!(threshold > 0)) throw new RangeError(`the merge threshold must be above 0: ${threshold}`);
  const seen = new Set<string>();
  for (const story of live.values()) {
    consider(story, seen);
    seen.add(story.id);
  }
  const merges: TStoryMerge[] = [];
  for (;;) {
    let best: { a: TLive; b: TLive; score: number } | undefined;
    for (const pair of eligible.values())
      if (
        !best ||
        pair.score > best.score ||
        (pair.score === best.score &&
          (pair.a.rank < best.a.rank || (pair.a.rank === best.a.rank && pair.b.rank < best.b.rank)))
      )
        best = pair;
    if (!best) {
      settled?.clear();
      for (const story of live.values()) settled?.set(story.id, signature(story.members));
      return merges;
    }
    const [keep, gone] = survivor(best.a, best.b) as [TLive, TLive];
    unchanged.delete(keep.id);
    keep.members.push(...gone.members);
    for (const k of keys.get(gone.id)!) {
      keys.get(keep.id)!.add(k);
      const set = holders.get(k)!;
      set.delete(gone.id);
      set.add(keep.id);
    }
    live.delete(gone.id);
    peopleOf.delete(keep.id);
    spanOf.delete(keep.id);
    sumsOf.delete(keep.id);
    for (const [k, pair] of eligible)
      if (pair.a === keep || pair.b === keep || pair.a === gone || pair.b === gone) eligible.delete(k);
    consider(keep);
    merges.push({ from: gone.id, into: keep.id, score: best.score });
  }
}

/** Follows recorded merges to the story a story now belongs to. */
export function resolveMerges(merges: TStoryMerge[]): Map<string, string> {
  const into = new Map(merges.map((m) => [m.from, m.into]));
  const resolve = (id: string): string => {
    const next = into.get(id);
    return next === undefined ? id : resolve(next);
  };
  return new Map([...into.keys()].map((id) => [id, resolve(id)]));
}
