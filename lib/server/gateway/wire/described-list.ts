import "server-only";
import { now } from "@/lib/server/db/clock";

/** A described list, stamped now: `{TotalCount, Description, Items, LastUpdated}` (XML: ResultList). */
export function wireDescribedList<T, W>(
  page: { total: number; items: T[] },
  description: string,
  item: (value: T) => W,
) {
  return { TotalCount: page.total, Description: description, Items: page.items.map(item), LastUpdated: now() };
}
