export type TScore = {
  precision: number;
  recall: number;
  f1: number;
  documents: number;
  clusters: number;
  events: number;
};

/** B-cubed over the documents present in both (as ../shared/eval-dev/score.py stories). */
export function bcubed(gold: Map<string, string>, system: Map<string, string>): TScore {
  const items = [...gold.keys()].filter((url) => system.has(url));
  const byEvent = new Map<string, Set<string>>();
  const byCluster = new Map<string, Set<string>>();
  for (const url of items) {
    const add = (map: Map<string, Set<string>>, key: string) => map.set(key, (map.get(key) ?? new Set()).add(url));
    add(byEvent, gold.get(url)!);
    add(byCluster, system.get(url)!);
  }
  let p = 0;
  let r = 0;
  for (const url of items) {
    const event = byEvent.get(gold.get(url)!)!;
    const cluster = byCluster.get(system.get(url)!)!;
    let both = 0;
    for (const other of cluster) if (event.has(other)) both++;
    p += both / cluster.size;
    r += both / event.size;
  }
  const n = Math.max(1, items.length);
  const [precision, recall] = [p / n, r / n];
  return {
    precision,
    recall,
    f1: (2 * precision * recall) / Math.max(1e-9, precision + recall),
    documents: items.length,
    clusters: byCluster.size,
    events: byEvent.size,
  };
}
