import { compareIds } from "@/lib/server/related/significance";

/**
 * Connection weights (lib/server/graph/README.md). Over the foreground documents F (|F| = f), with n_i the
 * documents mentioning node i and n_ij those mentioning both i and j:
 * - cooccurrence: n_ij, the shared documents.
 * - iwmc (inverse-weighted mention co-occurrence): Σ over shared documents of 1 / (k_d − 1), k_d the
 *   number of graph nodes the document mentions (Newman's collaboration weight): a round-up article
 *   naming twenty of the nodes links each pair weakly, a story about two of them strongly.
 * - jaccard: n_ij / (n_i + n_j − n_ij), the overlap of the two document sets.
 * - pmi: normalised pointwise mutual information ln(p_ij / (p_i p_j)) / −ln p_ij with p = n / f, in
 *   −1..1; 1 when the two always occur together. Pairs that co-occur less than chance are dropped.
 * normalize=true divides every strength by the strongest, so the strongest connection is 1.
 */
export const WEIGHT_ALGORITHMS = ["cooccurrence", "iwmc", "jaccard", "pmi"] as const;
export type TWeightAlgorithm = (typeof WEIGHT_ALGORITHMS)[number];

/** Counts of one pair of nodes (i < j) or, with i = j, of one node: n documents, w the iwmc sum. */
export type TPairCount = { i: string; j: string; n: number; w: number };
/** A connection between two nodes (entity ids, `from` < `to` numerically) and its strength. */
export type TConnection = { from: string; to: string; strength: number };

export function weightConnections(
  counts: TPairCount[],
  foreground: number,
  algorithm: TWeightAlgorithm,
  normalize: boolean,
): TConnection[] {
  const single = new Map(counts.filter((c) => c.i === c.j).map((c) => [c.i, c.n]));
  const weighted: { from: string; to: string; strength: number }[] = [];
  for (const c of counts) {
    if (c.i === c.j || c.n <= 0) continue;
    const [from, to] = compareIds(c.i, c.j) < 0 ? [c.i, c.j] : [c.j, c.i];
    const strength = strengthOf(c, single.get(c.i) ?? c.n, single.get(c.j) ?? c.n, foreground, algorithm);
    if (strength > 0) weighted.push({ from, to, strength });
  }
  const max = Math.max(0, ...weighted.map((w) => w.strength));
  return weighted
    .map((w) => ({ ...w, strength: normalize && max > 0 ? w.strength / max : w.strength }))
    .sort((x, y) => y.strength - x.strength || compareIds(x.from, y.from) || compareIds(x.to, y.to))
    .map((w) => ({ from: w.from, to: w.to, strength: round(w.strength) }));
}

function strengthOf(c: TPairCount, ni: number, nj: number, f: number, algorithm: TWeightAlgorithm): number {
  switch (algorithm) {
    case "cooccurrence":
      return c.n;
    case "iwmc":
      return c.w;
    case "jaccard":
      return c.n / (ni + nj - c.n);
    case "pmi": {
      const total = Math.max(f, ni, nj);
      if (c.n >= total) return 1; // both in every document
      return Math.log((c.n * total) / (ni * nj)) / -Math.log(c.n / total);
    }
  }
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;
