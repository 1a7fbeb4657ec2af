/**
 * The links a readable network shows: for every node its `perNode` strongest links (a link stays when it
 * is among the strongest of either end). A graph of co-occurring entities is nearly complete; drawing
 * every link hides its structure, drawing each entity's strongest few shows who goes with whom.
 */
export type TLink = { from: string; to: string; strength: number };

export function strongestLinks<T extends TLink>(links: readonly T[], perNode: number): T[] {
  const byNode = new Map<string, T[]>();
  for (const link of links) {
    for (const end of [link.from, link.to]) {
      const list = byNode.get(end) ?? [];
      list.push(link);
      byNode.set(end, list);
    }
  }
  const kept = new Set<T>();
  for (const list of byNode.values()) {
    list.sort((a, b) => b.strength - a.strength);
    for (const link of list.slice(0, perNode)) kept.add(link);
  }
  return links.filter((link) => kept.has(link));
}

/** Each node's share of all link strength (0..1 of the best-connected node): sizes and label priority. */
export function nodeWeights(ids: readonly string[], links: readonly TLink[]): Map<string, number> {
  const sums = new Map(ids.map((id) => [id, 0]));
  for (const link of links) {
    for (const end of [link.from, link.to]) if (sums.has(end)) sums.set(end, sums.get(end)! + link.strength);
  }
  const max = Math.max(...sums.values(), 1e-9);
  return new Map([...sums].map(([id, sum]) => [id, sum / max]));
}
