import { normalize, type TDocFeatures, type TVector } from "./document-features";

const DAY = 86_400_000;
type TSizes = Record<"title" | "body" | "people" | "organisations" | "places" | "numbers", number>;

/**
 * Seeded random documents for the story tests: vectors over a small vocabulary (`spread` × size words
 * per kind), so that documents share terms, tie on size and link strongly at times. `random` is the
 * same stream the documents are drawn from.
 */
export function randomFeatures(seed: number, opts: { spread: number; days: number; sizes: TSizes }) {
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const vector = (prefix: string, max: number): TVector => {
    const size = Math.floor(random() * (max + 1));
    const v: TVector = new Map();
    for (let i = 0; i < size; i++) v.set(`${prefix}${Math.floor(random() * max * opts.spread)}`, random() * 3 + 0.01);
    return normalize(v);
  };
  const randomDoc = (id: string): TDocFeatures => {
    const s = opts.sizes;
    const people = [...vector("p", s.people).keys()];
    return {
      id,
      at: Date.UTC(2020, 0, 1) + Math.floor(random() * opts.days * DAY),
      title: vector("w", s.title),
      body: vector("w", s.body),
      people: vector("p", s.people),
      organisations: vector("o", s.organisations),
      places: vector("l", s.places),
      numbers: vector("n", s.numbers),
      actors: new Set(people.slice(0, 1)),
      prominent: new Set(people),
    };
  };
  return { random, randomDoc };
}
