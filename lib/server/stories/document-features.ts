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

/** What story clustering knows of one document; every vector is L2-normalised. */
export type TDocFeatures = {
  id: string;
  /** Publication time, ms since the epoch. */
  at: number;
  /** Title lexemes × IDF over titles. */
  title: TVector;
  /** Title and body lexemes, (1 + log tf) × IDF over documents, strongest terms only. */
  body: TVector;
  /** Entities by kind, (0.5 + salience) × IDF over documents. */
  people: TVector;
  organisations: TVector;
  places: TVector;
  /** Numbers the text names (magnitudes, tolls, scores; not years) × IDF over documents. */
  numbers: TVector;
  /** The people the document centres on: the people its title names. */
  actors: Set<string>;
  /** The people it is about: named in the title or mentioned prominently. */
  prominent: Set<string>;
};
