import "server-only";
import { compactFeatures, type TCompactFeatures, type TKind } from "./compact-features";
import type { TDocFeatures } from "./document-features";
import type { TBound } from "./link-bound";

// Placement's bound (place-document.ts) needs, for each candidate story, the dot products of the
// document with its core members. Read from the story's summed vectors, that is every term of the
// sums (~30,000 a document on Reuters) for a few thousand products that are not 0. Here every term of
// the members of the active cores has a posting list (member, value), and the products of one
// document with all of them are summed from the postings of its own terms: only the products that
// are not 0. The bound is the same sum in another order (rounding apart, which MARGIN covers).

const KINDS: TKind[] = ["title", "body", "people", "organisations", "places", "numbers"];

type TPosting = { slots: number[]; values: number[] };

/** Postings of the terms of the members indexed, by kind and term number. */
export class CorePostings {
  private postings: TPosting[][] = KINDS.map(() => []);
  private slotOf = new Map<TDocFeatures, number>();
  /** The number of terms posted for each slot (a member, or one forgotten). */
  private termsAt: number[] = [];
  private entries = 0;
  private liveEntries = 0;
  private generation = -1;
  private sums = new Float64Array(1024);
  private stamps = new Int32Array(1024);
  private stamp = 0;

  /** Adds a member (a document in one story's core). */
  add(doc: TDocFeatures): void {
    if (this.slotOf.has(doc)) return;
    const x = compactFeatures(doc);
    if (x.generation !== this.generation) return this.rebuild([...this.slotOf.keys(), doc]);
    this.post(doc, x);
  }

  /** Forgets a member (left its story's core, or its story was forgotten). */
  remove(doc: TDocFeatures): void {
    const slot = this.slotOf.get(doc);
    if (slot === undefined) return;
    this.slotOf.delete(doc);
    this.liveEntries -= this.termsAt[slot]!;
    // Postings of members forgotten are left in place until they are most of them.
    if (this.entries > 4096 && this.entries > 2 * this.liveEntries) this.rebuild([...this.slotOf.keys()]);
  }

  /**
   * Sums Σ wₖ · (doc · member) over kinds for every member sharing a term with the document; read
   * them with `dot` until the next call. False when the term numbers of the document are of another
   * generation than the postings' (none can be read then).
   */
  score(doc: TDocFeatures, bound: TBound): boolean {
    const x = compactFeatures(doc);
    if (x.generation !== this.generation) {
      this.rebuild([...this.slotOf.keys()]);
      if (this.slotOf.size === 0) this.generation = x.generation;
    }
    if (x.generation !== this.generation) return false;
    const stamp = ++this.stamp;
    const { sums, stamps } = this;
    for (let k = 0; k < KINDS.length; k++) {
      const w = bound.weights[k]!;
      if (w === 0) continue;
      const v = x[KINDS[k]!];
      const postings = this.postings[k]!;
      for (let j = 0; j < v.ids.length; j++) {
        const posting = postings[v.ids[j]!];
        if (!posting) continue;
        const xv = w * v.values[j]!;
        const { slots, values } = posting;
        for (let i = 0; i < slots.length; i++) {
          const slot = slots[i]!;
          if (stamps[slot] !== stamp) {
            stamps[slot] = stamp;
            sums[slot] = 0;
          }
          sums[slot] = sums[slot]! + xv * values[i]!;
        }
      }
    }
    return true;
  }

  /** Σ wₖ · (doc · member) of the last `score`; undefined for a document not indexed. */
  dot(member: TDocFeatures): number | undefined {
    const slot = this.slotOf.get(member);
    if (slot === undefined) return undefined;
    return this.stamps[slot] === this.stamp ? this.sums[slot]! : 0;
  }

  private post(doc: TDocFeatures, x: TCompactFeatures): void {
    const slot = this.termsAt.length;
    this.slotOf.set(doc, slot);
    if (slot >= this.sums.length) {
      const sums = new Float64Array(this.sums.length * 2);
      const stamps = new Int32Array(this.sums.length * 2);
      sums.set(this.sums);
      stamps.set(this.stamps);
      [this.sums, this.stamps] = [sums, stamps];
    }
    KINDS.forEach((kind, k) => {
      const v = x[kind];
      const postings = this.postings[k]!;
      for (let j = 0; j < v.ids.length; j++) {
        const id = v.ids[j]!;
        let posting = postings[id];
        if (!posting) postings[id] = posting = { slots: [], values: [] };
        posting.slots.push(slot);
        posting.values.push(v.values[j]!);
      }
    });
    const terms = termsOf(x);
    this.termsAt.push(terms);
    this.entries += terms;
    this.liveEntries += terms;
  }

  private rebuild(docs: TDocFeatures[]): void {
    this.postings = KINDS.map(() => []);
    this.slotOf = new Map();
    this.termsAt = [];
    this.entries = 0;
    this.liveEntries = 0;
    this.stamps.fill(0);
    const compact = docs.map((d) => compactFeatures(d));
    // Term numbers renewed while compacting: compact again, all in one generation.
    this.generation = compact.at(-1)?.generation ?? this.generation;
    docs.forEach((doc, i) => {
      const x = compact[i]!.generation === this.generation ? compact[i]! : compactFeatures(doc);
      if (x.generation === this.generation) this.post(doc, x);
    });
  }
}

function termsOf(x: TCompactFeatures): number {
  return KINDS.reduce((n, kind) => n + x[kind].ids.length, 0);
}
