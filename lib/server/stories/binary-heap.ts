/**
 * A binary heap: `pop` returns the item that comes first by `before` (a strict order: `before(x, y)`
 * when x is to be taken ahead of y). Push and pop take O(log n).
 */
export class BinaryHeap<T> {
  private readonly items: T[] = [];

  constructor(private readonly before: (x: T, y: T) => boolean) {}

  get size(): number {
    return this.items.length;
  }

  push(item: T): void {
    const items = this.items;
    let i = items.length;
    items.push(item);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(item, items[parent]!)) break;
      items[i] = items[parent]!;
      i = parent;
    }
    items[i] = item;
  }

  /** The first item, removed; undefined when empty. */
  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    // The last item sinks from the root to its place.
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && this.before(items[right]!, items[left]!) ? right : left;
      if (!this.before(items[child]!, last)) break;
      items[i] = items[child]!;
      i = child;
    }
    items[i] = last;
    return top;
  }
}
