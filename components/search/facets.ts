import type { TDocumentItem } from "@/lib/client/api/api-types";

export type TFacet = { name: string; amount: number };

/** Counts of a field over the rows shown, most frequent first (ties by name). */
export function facetCounts(items: TDocumentItem[], field: (item: TDocumentItem) => string | undefined): TFacet[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = field(item)?.trim();
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, amount]) => ({ name, amount }))
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}
