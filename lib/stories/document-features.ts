import "server-only";

export type TVector = Map<string, number>;

export function idf(docFrequency: number, totalDocs: number): number {
  return Math.log(1 + totalDocs / (1 + docFrequency));
}

export function normalize(vector: TVector): TVector {
  const norm = Math.sqrt([...vector.values()].reduce((s, v) => s + v * v, 0)) || 1;
  return new Map([...vector].map(([k, v]) => [k, v / norm]));
}

export function cosine(a: TVector, b: TVector): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [k, v] of small) dot += v * (large.get(k) ?? 0);
  return dot; // both normalised
}

/** Keeps the strongest features so centroids stay small. */
export function topFeatures(vector: TVector, max: number): TVector {
  return new Map([...vector].sort((x, y) => y[1] - x[1]).slice(0, max));
}
