import "server-only";
import type { TDocFeatures } from "./document-features";
import { linkProbability, otherActors, STORY_MODEL, type TStoryModel } from "./link-documents";
import { indexKeys, MAX_SPAN_MS, WINDOW_MS } from "./place-document";
import { compactFeatures } from "./compact-features";
import { BinaryHeap } from "./binary-heap";
import { SumPostings } from "./sum-postings";
import {
  linkBound,
  linkSumBound,
  mayReach,
  meanMayReach,
  scatter,
  sumFeatures,
  weightedDot,
  type TBound,
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

/**
 * The learned mean link two stories need to be merged: chosen with the joining threshold
 * (link-documents.ts STORY_MODEL), by B-cubed F1 of placement and this pass together
 * (scripts/bench/story-training.ts), cross-validated by topic (scripts/bench/stories.ts).
 */
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

/**
 * averageLinkage(a, b), the same figure summed in the same order, when it reaches the threshold; else
 * undefined, as soon as the rows of `a` left cannot bring it there. `rows[i]`: at least the sum of the
 * link probabilities of a[i] with the members of b within the window; `pairs`: how many pairs are.
 */
export function averageLinkageAtLeast(
  a: TDocFeatures[],
  b: TDocFeatures[],
  rows: Float64Array,
  pairs: number,
  threshold: number,
  model: TStoryModel = STORY_MODEL,
): number | undefined {
  // What the rows after each row may add at most.
  const after = new Float64Array(a.length);
  for (let i = a.length - 2; i >= 0; i--) after[i] = after[i + 1]! + rows[i + 1]!;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    for (const y of b) {
      if (Math.abs(x.at - y.at) > WINDOW_MS) continue;
      sum += linkProbability(x, y, model);
      n++;
    }
    if (!meanMayReach(sum + after[i]!, pairs, threshold)) return undefined;
  }
  return n === 0 || sum / n < threshold ? undefined : sum / n;
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
  type TLive = {
    id: string;
    rank: number;
    members: TDocFeatures[];
    /** Unchanged since the previous run: a pair of these is known to stay below the threshold. */
    unchanged: boolean;
    keys: Set<string>;
    /** The last `consider` that reached this story (partners are each looked at once). */
    mark: number;
    /** How often the story has grown by a merge; gone once merged into another. */
    version: number;
    gone: boolean;
    // Figures of the members, made when first needed and forgotten when the story grows.
    people?: { actors: Set<string>; prominent: Set<string> };
    span?: { first: number; last: number };
    sums?: TSums;
    times?: Float64Array;
    allProminent?: boolean;
  };
  const live = new Map<string, TLive>(
    stories.map((s, rank) => [
      s.id,
      {
        id: s.id,
        rank,
        members: [...s.members],
        unchanged: settled?.get(s.id) === signature(s.members),
        keys: new Set(s.members.flatMap(indexKeys)),
        mark: -1,
        version: 0,
        gone: false,
      },
    ]),
  );
  // Which stories hold each key: only stories sharing one can link above any useful threshold.
  const holders = new Map<string, TLive[]>();
  for (const story of live.values())
    for (const k of story.keys) (holders.get(k) ?? holders.set(k, []).get(k)!).push(story);
  const people = (story: TLive) =>
    (story.people ??= {
      actors: new Set(story.members.flatMap((m) => [...m.actors])),
      prominent: new Set(story.members.flatMap((m) => [...m.prominent])),
    });
  const spanOfStory = (story: TLive) => (story.span ??= span(story.members));
  /** Whether the two stories may be merged at all: their union within the span, the same people. */
  const compatible = (a: TLive, b: TLive) => {
    const sa = spanOfStory(a);
    const sb = spanOfStory(b);
    return (
      Math.max(sa.last, sb.last) - Math.min(sa.first, sb.first) <= MAX_SPAN_MS && !otherActors(people(a), people(b))
    );
  };
  // Pairs whose mean link certainly stays below the threshold are not scored (link-bound.ts): first
  // from the dot products of the two stories' summed vectors, then of each member of one with the
  // other's sums. Only pairs that cannot be merged are skipped, so the merges are the same.
  const bound = linkBound(model, WINDOW_MS / DAY_MS);
  const sums = (story: TLive) => (story.sums ??= sumFeatures(story.members));
  // The stories' sums are posted by term (sum-postings.ts): the dot products of one story's sums with
  // all the others' are summed at once from the postings of its terms, only the products that are not 0.
  const postings = windowPostings;
  const times = (story: TLive) => (story.times ??= Float64Array.from(story.members, (m) => m.at).sort());
  // Bounds for pairs known to be at least so many whole days apart, or about other people
  // (link-bound.ts TPairsKnown): [otherProminent ? 1 : 0][days apart].
  const windowDays = WINDOW_MS / DAY_MS;
  const known: TBound[][] = [[], []];
  const boundFor = (apartDays: number, prominent: boolean) => {
    const days = Math.min(Math.floor(apartDays), Math.floor(windowDays));
    const row = known[prominent ? 1 : 0]!;
    return (row[days] ??= linkBound(model, windowDays, { apartDays: days, otherProminent: prominent }));
  };
  /** Every member of the story is about people (names prominent ones). */
  const allProminent = (story: TLive) => (story.allProminent ??= story.members.every((m) => m.prominent.size > 0));
  /** Whether every pair of a member of `story` and `doc` (any, when undefined: the other story) is otherProminent. */
  const otherPeople = (story: TLive, prominent: Set<string>) => {
    if (prominent.size === 0 || !allProminent(story)) return false;
    const theirs = people(story).prominent;
    for (const x of prominent) if (theirs.has(x)) return false;
    return true;
  };
  /** How many member pairs of the two stories are within the window of each other. */
  const pairsWithin = (story: TLive, other: TLive) => {
    const [sa, sb] = [spanOfStory(story), spanOfStory(other)];
    // All member pairs are within the window.
    if (Math.max(sa.last, sb.last) - Math.min(sa.first, sb.first) <= WINDOW_MS)
      return other.members.length * story.members.length;
    // Both sides in time order (|x − y| ≤ WINDOW_MS).
    const sorted = times(story);
    const theirs = times(other);
    let pairs = 0;
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < theirs.length; i++) {
      const at = theirs[i]!;
      while (lo < sorted.length && sorted[lo]! < at - WINDOW_MS) lo++;
      while (hi < sorted.length && sorted[hi]! <= at + WINDOW_MS) hi++;
      pairs += hi - lo;
    }
    return pairs;
  };
  /**
   * With `story`'s sums scattered: for each member of `other`, at least the sum of its links with the
   * members of `story` within the window (each against the story's sums, with the nearest member's
   * days apart).
   */
  const memberBounds = (story: TLive, other: TLive) => {
    const sorted = times(story);
    const rows = new Float64Array(other.members.length);
    for (let i = 0; i < rows.length; i++) {
      const member = other.members[i]!;
      const at = member.at;
      const lo = firstAbove(sorted, at - WINDOW_MS - 1);
      const hi = firstAbove(sorted, at + WINDOW_MS);
      if (hi === lo) continue;
      const next = firstAbove(sorted, at);
      let apart = Infinity;
      if (next > lo) apart = at - sorted[next - 1]!;
      if (next < hi) apart = Math.min(apart, sorted[next]! - at);
      const memberBound = boundFor(apart / DAY_MS, otherPeople(story, member.prominent));
      rows[i] = linkSumBound(memberBound, weightedDot(bound, compactFeatures(member)), hi - lo);
    }
    return rows;
  };
  /**
   * Undefined when the pair's mean link certainly stays below the threshold, else the bounds of
   * `other`'s members (memberBounds) and the pairs within the window. `t`: the weighted dot product of
   * the two stories' sums; `scatterStory` makes `story`'s sums the scattered side.
   */
  const mayMerge = (story: TLive, other: TLive, t: number, scatterStory: () => void) => {
    const [sa, sb] = [spanOfStory(story), spanOfStory(other)];
    const pairs = pairsWithin(story, other);
    if (pairs === 0) return undefined;
    const gap = Math.max(0, sb.first - sa.last, sa.first - sb.last) / DAY_MS;
    if (!mayReach(boundFor(gap, false), t, pairs, threshold)) return undefined;
    if (allProminent(other) && otherPeople(story, people(other).prominent))
      if (!mayReach(boundFor(gap, true), t, pairs, threshold)) return undefined;
    // Member by member.
    scatterStory();
    const rows = memberBounds(story, other);
    let sum = 0;
    for (let i = 0; i < rows.length; i++) sum += rows[i]!;
    return meanMayReach(sum, pairs, threshold) ? { rows, pairs } : undefined;
  };
  /**
   * Pairs at or above the threshold, the only ones that can be merged, strongest first (ties: the
   * earliest pair in the stories' order). A pair holds the versions of its stories: once either has
   * grown or gone, it is stale and skipped (the grown story's pairs are scored again).
   */
  type TPair = { a: TLive; b: TLive; score: number; va: number; vb: number };
  const eligible = new BinaryHeap<TPair>(
    (x, y) =>
      x.score > y.score ||
      (x.score === y.score && (x.a.rank < y.a.rank || (x.a.rank === y.a.rank && x.b.rank < y.b.rank))),
  );
  const stale = (p: TPair) => p.a.gone || p.b.gone || p.a.version !== p.va || p.b.version !== p.vb;
  let marks = 0;
  /**
   * Scores the story with the stories it shares a key with (`later`: of the stories changed since the
   * previous run, only those after it in rank; each pair is scored from one side, the result is the same).
   */
  const consider = (story: TLive, later: boolean) => {
    const mark = ++marks;
    story.mark = mark;
    let scattered = false;
    const scatterStory = () => {
      if (!scattered) scatter(sums(story));
      scattered = true;
    };
    /** Whether the postings hold the dot products of the story's sums (scored at its first partner). */
    let scored: boolean | undefined;
    for (const k of story.keys) {
      const list = holders.get(k)!;
      for (let i = 0; i < list.length; i++) {
        const other = list[i]!;
        if (other.mark === mark) continue;
        other.mark = mark;
        if ((later && !other.unchanged && other.rank < story.rank) || (other.unchanged && story.unchanged)) continue;
        // The pair's mean link, oriented as the stories' order (the sum's order, so the figure is exact).
        const first = story.rank < other.rank;
        const a = first ? story : other;
        const b = first ? other : story;
        if (!compatible(a, b)) continue;
        scored ??= postings.score(sums(story), bound);
        let t = scored ? postings.dot(other) : undefined;
        if (t === undefined) {
          // Not posted (merged since, or of other term numbers): read term by term.
          scatterStory();
          t = weightedDot(bound, sums(other));
        }
        const may = mayMerge(story, other, t, scatterStory);
        if (!may) continue;
        // The bounds of a's members (the rows of the average), against b's sums.
        let rows = may.rows;
        if (a === story) {
          scatter(sums(other));
          rows = memberBounds(other, story);
          scattered = false;
        }
        const s = averageLinkageAtLeast(a.members, b.members, rows, may.pairs, threshold, model);
        if (s !== undefined) eligible.push({ a, b, score: s, va: a.version, vb: b.version });
      }
    }
  };
  // Stories that share no key are never scored: with a threshold of 0 they would all be eligible.
  if (!(threshold > 0)) throw new RangeError(`the merge threshold must be above 0: ${threshold}`);
  // Every story that a story other than those left unchanged may be compared with is posted before
  // the first is scored (a story not posted, or merged since, is read term by term).
  const posted: [TLive, TSums][] = [];
  const post = (story: TLive) => {
    if (!story.sums) posted.push([story, sums(story)]);
  };
  for (const story of live.values()) {
    if (story.unchanged) continue;
    post(story);
    for (const k of story.keys) for (const other of holders.get(k)!) post(other);
  }
  postings.build(posted);
  // A pair of unchanged stories is not scored: the changed stories score all the pairs there are.
  for (const story of live.values()) if (!story.unchanged) consider(story, true);
  const merges: TStoryMerge[] = [];
  for (;;) {
    let best = eligible.pop();
    while (best && stale(best)) best = eligible.pop();
    if (!best) {
      postings.build([]);
      settled?.clear();
      for (const story of live.values()) settled?.set(story.id, signature(story.members));
      return merges;
    }
    const [keep, gone] = survivor(best.a, best.b) as [TLive, TLive];
    keep.unchanged = false;
    keep.members.push(...gone.members);
    for (const k of gone.keys) {
      const list = holders.get(k)!;
      list.splice(list.indexOf(gone), 1);
      if (!keep.keys.has(k)) list.push(keep);
      keep.keys.add(k);
    }
    live.delete(gone.id);
    gone.gone = true;
    keep.version++;
    postings.forget(keep);
    postings.forget(gone);
    keep.people = keep.span = keep.sums = keep.times = keep.allProminent = undefined;
    consider(keep, false);
    merges.push({ from: gone.id, into: keep.id, score: best.score });
  }
}

/** The postings of one run of mergeStories at a time (their arrays are kept from one run to the next). */
const windowPostings = new SumPostings<object>();

/** The number of sorted values at or below `value` (times are whole milliseconds). */
function firstAbove(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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
