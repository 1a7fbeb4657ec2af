import "server-only";
import type { TBound, TSums } from "./link-bound";

// The pass's bound (recluster-stories.ts) needs the weighted dot products of a story's summed vectors
// with those of each partner story. Read term by term, that is every term of each partner's sums
// (thousands) for the few that the story holds too. Here every term of the sums of the stories of a
// window has a posting list (story, value), and the products of one story's sums with all the others'
// are summed at once from the postings of its own terms: only the products that are not 0, as
// placement's bound does with the core members (core-postings.ts). These are the same sums in another
// order (rounding apart, which the bound's MARGIN covers).

const KIND_COUNT = 6;

/**
 * Per kind: the postings of term id (up to `limit`) are at start[id] to start[id + 1] (group slots and
 * values). The arrays are kept from one build to the next (one for each window of the pass): indexed by
 * term number, they are as long as the terms given out, and made anew they were most of the pass's garbage.
 */
type TBlock = { limit: number; start: Int32Array; slots: Int32Array; values: Float64Array };

/** Postings of the terms of groups' summed vectors (link-bound sumFeatures), posted at once. */
export class SumPostings<K> {
  private blocks: TBlock[] = Array.from({ length: KIND_COUNT }, () => ({
    limit: 0,
    start: new Int32Array(0),
    slots: new Int32Array(0),
    values: new Float64Array(0),
  }));
  private slotOf = new Map<K, number>();
  private generation = -1;
  private sums = new Float64Array(0);
  private stamps = new Int32Array(0);
  private stamp = 0;

  /**
   * Posts these groups' sums in place of any before; those of a generation of term numbers other than
   * the last one's are not posted.
   */
  build(groups: [K, TSums][]): void {
    this.generation = groups.at(-1)?.[1].generation ?? -1;
    const posted = groups.filter(([, x]) => x.generation === this.generation);
    this.slotOf = new Map(posted.map(([key], slot) => [key, slot]));
    if (this.sums.length < posted.length) {
      this.sums = new Float64Array(posted.length * 2);
      this.stamps = new Int32Array(posted.length * 2);
      this.stamp = 0;
    }
    this.stamp++;
    this.blocks.forEach((block, k) => {
      let max = -1;
      let count = 0;
      for (const [, x] of posted) {
        for (const id of x.kinds[k]!.ids) max = Math.max(max, id);
        count += x.kinds[k]!.ids.length;
      }
      block.limit = max + 1;
      if (block.start.length < max + 3) block.start = new Int32Array(Math.max(max + 3, block.start.length * 2));
      else block.start.fill(0, 0, max + 3);
      if (block.slots.length < count) {
        block.slots = new Int32Array(Math.max(count, block.slots.length * 2));
        block.values = new Float64Array(block.slots.length);
      }
      const { start, slots, values } = block;
      // Counts at id + 2, summed: start[id + 1] is where the postings of id begin, and after they are
      // filled in (each moving it on) where they end, while start[id] is where they begin.
      for (const [, x] of posted) for (const id of x.kinds[k]!.ids) start[id + 2]!++;
      for (let id = 1; id < max + 3; id++) start[id]! += start[id - 1]!;
      posted.forEach(([, x], slot) => {
        const v = x.kinds[k]!;
        for (let j = 0; j < v.ids.length; j++) {
          const at = start[v.ids[j]! + 1]!++;
          slots[at] = slot;
          values[at] = v.values[j]!;
        }
      });
    });
  }

  /** Forgets a group (its sums changed): `dot` knows nothing of it from now on. */
  forget(key: K): void {
    this.slotOf.delete(key);
  }

  /**
   * Sums Σ wₖ · (sums · group's sums) over kinds for every group sharing a term with the given sums;
   * read them with `dot` until the next call. False when the term numbers of the sums are of
   * another generation than the postings' (none can be read then).
   */
  score(x: TSums, bound: TBound): boolean {
    if (x.generation !== this.generation) return false;
    const stamp = ++this.stamp;
    const { sums, stamps } = this;
    for (let k = 0; k < KIND_COUNT; k++) {
      const w = bound.weights[k]!;
      if (w === 0) continue;
      const v = x.kinds[k]!;
      const { limit, start, slots, values } = this.blocks[k]!;
      for (let j = 0; j < v.ids.length; j++) {
        const id = v.ids[j]!;
        if (id >= limit) continue;
        const xv = w * v.values[j]!;
        for (let i = start[id]!, end = start[id + 1]!; i < end; i++) {
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

  /** Σ wₖ · (sums · group's sums) of the last `score`; undefined for a group not posted (or forgotten). */
  dot(key: K): number | undefined {
    const slot = this.slotOf.get(key);
    if (slot === undefined) return undefined;
    return this.stamps[slot] === this.stamp ? this.sums[slot]! : 0;
  }
}
