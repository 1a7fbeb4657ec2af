/**
 * How significantly a term (entity, topic, category) is associated with a set of documents, measured
 * against the rest of the corpus: Dunning's log-likelihood ratio G² on the 2×2 table
 *
 *                      has the term      lacks it
 *   foreground (f)     a                 f − a
 *   rest (n − f)       b − a             n − f − b + a
 *
 * where a = foreground documents with the term, f = foreground documents, b = corpus documents with
 * the term, n = corpus documents. G² = 2 Σ k·ln(k / E) over the cells with k > 0, E the count
 * expected under independence. The score is signed: negative when the term is rarer in the
 * foreground than in the rest. It grows with both the lift and the evidence, so a frequent entity
 * that is everywhere (United States) scores low, and one document of a rare term scores less than
 * several documents of it.
 */
export function significance(a: number, f: number, b: number, n: number): number {
  if (a <= 0 || f <= 0) return 0;
  // The background may be a little older than the foreground (it is cached): keep the table valid.
  const bb = Math.max(b, a);
  const nn = Math.max(n, f + bb - a);
  const rest = nn - f;
  if (rest <= 0) return 0; // the foreground is the whole corpus: nothing to compare with
  const cells: [number, number, number][] = [
    [a, f, bb],
    [f - a, f, nn - bb],
    [bb - a, rest, bb],
    [nn - f - bb + a, rest, nn - bb],
  ];
  let g2 = 0;
  for (const [k, row, column] of cells) {
    if (k > 0) g2 += k * Math.log(k / ((row * column) / nn));
  }
  const score = Math.max(0, 2 * g2); // rounding can make a zero slightly negative
  return a / f >= (bb - a) / rest ? score : -score;
}

export type TCount = { id: string; type: string; a: number };
export type TScored = TCount & { b: number; score: number };

/**
 * Scores and orders terms: by significance, then more foreground documents, then fewer corpus
 * documents, then id (stable). When the foreground is the whole corpus (or `wholeCorpus` says it
 * stands for it: a query without conditions) every score is 0 and the order is by document count.
 *
 * A broad foreground has tens of thousands of terms, and sorting them with that comparator costs
 * more than counting them. The score depends only on (a, b) (f and n are fixed), and most terms
 * share their (a, b) with others (a = 1, b = 1 ...), so each distinct pair is scored once, the pairs
 * are sorted, and the terms of a pair (equal in everything but id) are sorted by id: the same order.
 */
export function rankBySignificance(
  counts: TCount[],
  foreground: number,
  background: { documents: number; df: Map<string, number> },
  wholeCorpus = false,
): TScored[] {
  const byA = new Map<number, Map<number, TGroup>>();
  const groups: TGroup[] = [];
  for (const c of counts) {
    const b = Math.max(background.df.get(c.id) ?? c.a, c.a);
    let byB = byA.get(c.a);
    if (!byB) byA.set(c.a, (byB = new Map()));
    let group = byB.get(b);
    if (!group) {
      const score = wholeCorpus ? 0 : significance(c.a, foreground, b, background.documents);
      byB.set(b, (group = { a: c.a, b, score, members: [] }));
      groups.push(group);
    }
    group.members.push({ id: c.id, type: c.type, a: c.a, b, score: group.score });
  }
  groups.sort((x, y) => y.score - x.score || y.a - x.a || x.b - y.b);
  return groups.flatMap((g) => byId(g.members));
}

type TGroup = { a: number; b: number; score: number; members: TScored[] };

const NUMERIC = /^(0|[1-9]\d{0,14})$/;

/** Terms ordered by id as compareIds orders them (numeric ids as numbers, compared once converted). */
function byId(terms: TScored[]): TScored[] {
  if (terms.length < 2) return terms;
  if (!terms.every((t) => NUMERIC.test(t.id))) return terms.sort((x, y) => compareIds(x.id, y.id));
  const keyed = terms.map((t) => ({ key: Number(t.id), t }));
  keyed.sort((x, y) => x.key - y.key);
  return keyed.map((k) => k.t);
}

/** Orders terms by foreground document count, then significance. */
export function rankByCount(scored: TScored[]): TScored[] {
  return [...scored].sort((x, y) => y.a - x.a || y.score - x.score || compareIds(x.id, y.id));
}

/** Numeric ids compare as numbers, others as text. */
export function compareIds(x: string, y: string): number {
  if (/^\d+$/.test(x) && /^\d+$/.test(y)) return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Keeps at most limits[i] terms of types[i] (in the given order); without limits, everything of the
 * listed types (every type when `types` is absent).
 */
export function limitPerType<T extends { type: string }>(ranked: T[], types?: string[], limits?: number[]): T[] {
  if (!types || types.length === 0) return ranked;
  const left = new Map(types.map((t, i) => [t.toLowerCase(), limits ? limits[i]! : Infinity]));
  return ranked.filter((term) => {
    const key = term.type.toLowerCase();
    const remaining = left.get(key);
    if (remaining === undefined || remaining <= 0) return false;
    left.set(key, remaining - 1);
    return true;
  });
}

/** Rounds a score for output. */
export const roundScore = (score: number) => Math.round(score * 1000) / 1000;
