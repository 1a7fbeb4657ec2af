import "server-only";
import type { TEntityType } from "@/lib/nlp/types";
import type { TQuery } from "./ast";
import { leavesOf } from "./walk-query";

/** An entity the query asks for (or, `negated`, excludes): by type and name key, or by entity id. */
export type TEntityTerm =
  | { by: "name"; type: TEntityType; name: string; key: string; negated: boolean }
  | { by: "id"; entityId: bigint; negated: boolean };

/**
 * The entity constraints of a query, in query order without repeats: `<type>:<name>`, `<name>[Type]`
 * and `itemref:` of an entity. Statistics and graphs use them (e.g. to leave the query's own entities
 * out of "related entities"). `mylist:` is not expanded here.
 */
export function entityTermsOf(query: TQuery): TEntityTerm[] {
  if (!query) return [];
  const positive = new Set(leavesOf(query, true));
  const terms = new Map<string, TEntityTerm>();
  for (const leaf of leavesOf(query, false)) {
    const negated = !positive.has(leaf);
    if (leaf.kind === "entity") {
      const term: TEntityTerm = { by: "name", type: leaf.type, name: leaf.name, key: leaf.key, negated };
      const id = `${leaf.type}\u0000${leaf.key}\u0000${negated}`;
      if (!terms.has(id)) terms.set(id, term);
    } else if (leaf.kind === "itemRef" && leaf.ref.class === "entity") {
      const id = `${leaf.ref.id}\u0000${negated}`;
      if (!terms.has(id)) terms.set(id, { by: "id", entityId: leaf.ref.id, negated });
    }
  }
  return [...terms.values()];
}
