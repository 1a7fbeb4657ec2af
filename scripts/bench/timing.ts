// What the latency benches (graph, heat, search) measure with: a timed call and the percentiles of many.

/** The p-th percentile (0-100) of the values, nearest rank. */
export const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

/** Milliseconds to one decimal. */
export const round = (n: number) => Math.round(n * 10) / 10;

/** How long `fn` took, in milliseconds. */
export async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}
