import "server-only";
import type { TDocFeatures } from "./document-features";
import { linkProbability, otherActors, STORY_MODEL, type TStoryModel } from "./link-documents";
import { compactFeatures } from "./compact-features";
import { CorePostings } from "./core-postings";
import { linkBound, mayReach, scatter, sumFeatures, weightedDot, type TBound, type TSums } from "./link-bound";

const DAY_MS = 24 * 3600 * 1000;
/** A document is compared with the story members published within this distance of it… */
export const WINDOW_MS = 10 * DAY_MS;
/** …and with the story's most recent members only, so the story's centre cannot drift. */
export const CORE_SIZE = 8;
/** A story spans at most this long from its first report: later coverage is a new event. */
export const MAX_SPAN_MS = 14 * DAY_MS;

export type TStoryCore = {
  id: string;
  first: number;
  last: number;
  count: number;
  /** The most recent members, oldest first (at most CORE_SIZE). */
  core: TDocFeatures[];
};

/**
 * The mean link probability of the document with the story's core members near it in time, or
 * undefined when the story cannot take it (out of the window or the span). One close member is not
 * enough: the document has to link to the story's recent core as a whole.
 */
export function storyScore(doc: TDocFeatures, story: TStoryCore, model: TStoryModel = STORY_MODEL): number | undefined {
  if (doc.at - story.first > MAX_SPAN_MS || story.last - doc.at > MAX_SPAN_MS) return undefined;
  const near = story.core.filter((m) => Math.abs(m.at - doc.at) <= WINDOW_MS);
  if (near.length === 0) return undefined;
  let sum = 0;
  let strongest = 0;
  for (const m of near) {
    const p = linkProbability(doc, m, model);
    sum += p;
    strongest = Math.max(strongest, p);
  }
  const score = sum / near.length;
  if (strongest < model.minLink) return undefined;
  // Below the threshold the story is not taken anyway; the rule on other people matters only above it.
  if (score < model.threshold) return score;
  if (doc.actors.size === 0 || score >= model.otherActorsThreshold) return score;
  const core = {
    actors: new Set(near.flatMap((m) => [...m.actors])),
    prominent: new Set(near.flatMap((m) => [...m.prominent])),
  };
  return otherActors(doc, core) ? undefined : score;
}

/** The summed vectors of a story's core, kept while the core stays the same. */
const coreSums = new WeakMap<TStoryCore, { core: TDocFeatures[]; sums: TSums }>();

function sumsOfCore(story: TStoryCore, generation: number): TSums {
  const found = coreSums.get(story);
  if (
    found &&
    found.sums.generation === generation &&
    found.core.length === story.core.length &&
    found.core.every((m, i) => m === story.core[i])
  )
    return found.sums;
  const sums = sumFeatures(story.core);
  coreSums.set(story, { core: [...story.core], sums });
  return sums;
}

/**
 * Σ wₖ · cosₖ (link-bound weightedDot) of the document with the story's core members near it in
 * time, summed; undefined when not known (ActiveStories.nearCoreDots).
 */
export type TNearCoreDots = (story: TStoryCore) => number | undefined;

/**
 * False when the story's score certainly stays below the threshold (link-bound.ts): the mean link
 * with its near core members is bounded by the dot products of the document with them (given, or
 * with the core's sums: then the document must be scattered, link-bound scatter).
 */
function coreMayReach(
  doc: TDocFeatures,
  story: TStoryCore,
  model: TStoryModel,
  bound: TBound,
  generation: number,
  nearCoreDots: TNearCoreDots | undefined,
) {
  let near = 0;
  for (const m of story.core) if (Math.abs(m.at - doc.at) <= WINDOW_MS) near++;
  if (near === 0) return false;
  const t = nearCoreDots?.(story) ?? weightedDot(bound, sumsOfCore(story, generation));
  return mayReach(bound, t, near, model.threshold);
}

/**
 * The story the document joins: the best-scoring one at or above the model's threshold. The bound
 * that spares scoring most stories is read from `nearCoreDots` when given (the same stories are scored).
 */
export function placeDocument<T extends TStoryCore>(
  doc: TDocFeatures,
  stories: Iterable<T>,
  model: TStoryModel = STORY_MODEL,
  nearCoreDots?: TNearCoreDots,
): { story: T; score: number } | undefined {
  let best: { story: T; score: number } | undefined;
  const bound = linkBound(model, WINDOW_MS / DAY_MS);
  const x = compactFeatures(doc);
  scatter(x);
  for (const story of stories) {
    // Stories that cannot reach the threshold are not scored (they could not be taken).
    if (!coreMayReach(doc, story, model, bound, x.generation, nearCoreDots)) continue;
    const score = storyScore(doc, story, model);
    if (score !== undefined && score >= model.threshold && (!best || score > best.score)) best = { story, score };
  }
  return best;
}

export function addMember(story: TStoryCore, doc: TDocFeatures): void {
  story.core.push(doc);
  story.core.sort((a, b) => a.at - b.at);
  if (story.core.length > CORE_SIZE) story.core.shift();
  story.first = Math.min(story.first, doc.at);
  story.last = Math.max(story.last, doc.at);
  story.count++;
}

/** Online clustering of documents in publication order, in memory: document id → story number. */
export function clusterOnline(docs: TDocFeatures[], model: TStoryModel = STORY_MODEL): Map<string, string> {
  const active = new ActiveStories<TStoryCore>();
  const result = new Map<string, string>();
  let created = 0;
  for (const doc of [...docs].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))) {
    let story = placeDocument(doc, active.candidates(doc), model, active.nearCoreDots(doc, model))?.story;
    if (!story)
      active.add(String(created), (story = { id: String(created++), first: doc.at, last: doc.at, count: 0, core: [] }));
    active.addMember(story, doc);
    result.set(doc.id, story.id);
    active.forgetBefore(doc.at - WINDOW_MS);
  }
  return result;
}

/** Body terms indexed per document: a story sharing none of them can hardly reach the threshold on body alone. */
const INDEXED_BODY_TERMS = 12;

const keysOf = new WeakMap<TDocFeatures, readonly string[]>();

/** The document's index keys (made once per document object; its vectors are never changed). */
export function indexKeys(doc: TDocFeatures): readonly string[] {
  const found = keysOf.get(doc);
  if (found) return found;
  const body = [...doc.body].sort((x, y) => y[1] - x[1]).slice(0, INDEXED_BODY_TERMS);
  const keys = [
    ...[...doc.title.keys()].map((k) => `t:${k}`),
    ...body.map(([k]) => `b:${k}`),
    ...[...doc.people.keys(), ...doc.organisations.keys(), ...doc.places.keys()].map((k) => `e:${k}`),
  ];
  keysOf.set(doc, keys);
  return keys;
}

/**
 * The active stories with an inverted index of their members' title terms, strongest body terms and
 * entities, so that a document is scored only against stories it shares something with: a story that
 * shares nothing has a link probability of at most the model's base rate, below any useful threshold.
 */
export class ActiveStories<T extends TStoryCore> {
  private readonly byKey = new Map<string, T>();
  private readonly index = new Map<string, Set<T>>();
  private readonly keysOf = new Map<T, Set<string>>();
  /** The terms of the members of the cores, for placement's bound. */
  private readonly postings = new CorePostings();

  add(key: string, story: T): void {
    this.byKey.set(key, story);
    this.keysOf.set(story, new Set());
    for (const member of story.core) {
      this.indexMember(story, member);
      this.postings.add(member);
    }
  }

  /** Adds the document to the story (addMember) and indexes it. */
  addMember(story: T, doc: TDocFeatures): void {
    const before = [...story.core];
    addMember(story, doc);
    this.indexMember(story, doc);
    for (const m of before) if (!story.core.includes(m)) this.postings.remove(m);
    if (story.core.includes(doc)) this.postings.add(doc);
  }

  /**
   * For placeDocument, before the document is added anywhere: the weighted dot products of the
   * document with each story's near core members, summed from the postings of its terms.
   */
  nearCoreDots(doc: TDocFeatures, model: TStoryModel = STORY_MODEL): TNearCoreDots {
    if (!this.postings.score(doc, linkBound(model, WINDOW_MS / DAY_MS))) return () => undefined;
    return (story) => {
      let t = 0;
      for (const m of story.core) {
        if (Math.abs(m.at - doc.at) > WINDOW_MS) continue;
        const dot = this.postings.dot(m);
        if (dot === undefined) return undefined;
        t += dot;
      }
      return t;
    };
  }

  private indexMember(story: T, doc: TDocFeatures): void {
    const keys = this.keysOf.get(story)!;
    for (const key of indexKeys(doc)) {
      if (keys.has(key)) continue;
      keys.add(key);
      let set = this.index.get(key);
      if (!set) this.index.set(key, (set = new Set()));
      set.add(story);
    }
  }

  /** Forgets the stories whose last document is older than the given time. */
  forgetBefore(time: number): void {
    for (const [key, story] of this.byKey) {
      if (story.last >= time) continue;
      this.byKey.delete(key);
      for (const m of story.core) this.postings.remove(m);
      for (const k of this.keysOf.get(story) ?? []) this.index.get(k)?.delete(story);
      this.keysOf.delete(story);
    }
  }

  candidates(doc: TDocFeatures): Set<T> {
    const found = new Set<T>();
    for (const key of indexKeys(doc)) for (const story of this.index.get(key) ?? []) found.add(story);
    return found;
  }
}
