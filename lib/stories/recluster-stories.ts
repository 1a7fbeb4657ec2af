import "server-only";
import type { TDocFeatures } from "./document-features";
import { linkProbability, otherActors, STORY_MODEL, type TStoryModel } from "./link-documents";
import { indexKeys, MAX_SPAN_MS, WINDOW_MS } from "./place-document";

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
 * Greedy average-linkage merging: the pair of stories with the strongest mean link at or above the
 * threshold is merged first, and so on while the merged story stays within the story span. Returns
 * the merges in order (a story merged into one that is merged later resolves through both).
 */
export function mergeStories(
  stories: TStoryMembers[],
  model: TStoryModel = STORY_MODEL,
  threshold = MERGE_THRESHOLD,
): TStoryMerge[] {
  const live = new Map(stories.map((s) => [s.id, { id: s.id, members: [...s.members] }]));
  // Only stories sharing a title term, a strong body term or an entity are compared (as in placement).
  const keys = new Map(stories.map((s) => [s.id, new Set(s.members.flatMap(indexKeys))]));
  const share = (a: string, b: string) => {
    const [x, y] = [keys.get(a)!, keys.get(b)!];
    const [small, large] = x.size < y.size ? [x, y] : [y, x];
    for (const k of small) if (large.has(k)) return true;
    return false;
  };
  const key = (a: string, b: string) => (a < b ? `${a}\n${b}` : `${b}\n${a}`);
  const scores = new Map<string, number>();
  const score = (a: TStoryMembers, b: TStoryMembers) => {
    const k = key(a.id, b.id);
    if (!scores.has(k)) {
      const [sa, sb] = [span(a.members), span(b.members)];
      const within =
        Math.max(sa.last, sb.last) - Math.min(sa.first, sb.first) <= MAX_SPAN_MS &&
        share(a.id, b.id) &&
        !otherActors(people(a), people(b));
      scores.set(k, within ? (averageLinkage(a.members, b.members, model) ?? 0) : 0);
    }
    return scores.get(k)!;
  };
  // As in placement: stories whose titles name different people, none prominent in the other, stay
  // apart (two runners' records, interviews with different candidates).
  const people = (story: TStoryMembers) => ({
    actors: new Set(story.members.flatMap((m) => [...m.actors])),
    prominent: new Set(story.members.flatMap((m) => [...m.prominent])),
  });
  const merges: TStoryMerge[] = [];
  for (;;) {
    let best: { a: TStoryMembers; b: TStoryMembers; score: number } | undefined;
    const list = [...live.values()];
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const s = score(list[i]!, list[j]!);
        if (s >= threshold && (!best || s > best.score)) best = { a: list[i]!, b: list[j]!, score: s };
      }
    if (!best) return merges;
    const [keep, gone] = survivor(best.a, best.b);
    keep.members.push(...gone.members);
    for (const k of keys.get(gone.id)!) keys.get(keep.id)!.add(k);
    live.delete(gone.id);
    for (const k of [...scores.keys()])
      if (k.split("\n").some((id) => id === keep.id || id === gone.id)) scores.delete(k);
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
