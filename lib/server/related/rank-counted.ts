import "server-only";
import type { TCountedRow } from "./data/foreground-counts";
import { limitPerType, rankBySignificance } from "./significance";
import { RELATED_DEFAULT_SIZE, sumOf } from "./find-related-entities";

/**
 * Ranks counted items (categories, topics) by signed G² against their background and keeps the page:
 * `pageSize`, else the sum of `entityTypeLimits`, else RELATED_DEFAULT_SIZE, each type within its limit.
 * Returns the kept scores with each item's name.
 */
export function rankCounted(
  rows: TCountedRow[],
  background: { documents: number; df: Map<string, number> },
  wholeCorpus: boolean,
  input: { types?: string[]; entityTypeLimits?: number[]; pageSize?: number },
) {
  const foreground = rows.find((r) => r.id === "")?.a ?? 0;
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const ranked = rankBySignificance(
    rows.filter((r) => r.id !== ""),
    foreground,
    background,
    wholeCorpus,
  );
  const size = input.pageSize ?? sumOf(input.entityTypeLimits) ?? RELATED_DEFAULT_SIZE;
  return limitPerType(ranked, input.types, input.entityTypeLimits)
    .slice(0, size)
    .map((s) => ({ ...s, name: names.get(s.id)! }));
}
