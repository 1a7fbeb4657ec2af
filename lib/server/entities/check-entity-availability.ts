import "server-only";
import { findNameAvailability } from "./data/entity-names";
import { nameKey } from "./entity-keys";

/** Whether a name is free, and why not: the entity that has it, or a pending request. */
export type TEntityAvailability = {
  name: string;
  type: string;
  reason: "available" | "exists" | "requested";
  /** The active entity of that name key, when it exists. */
  existing: { id: string; type: string | null } | null;
};

/**
 * /term/availability: whether an entity of this description could be created now. Reason: "available",
 * "exists" (an active entity of any type has the same name key; `existing` names it) or "requested" (a
 * request for it is pending). Descriptions are system-unique, so the type does not change the answer;
 * it is echoed.
 */
export async function checkEntityAvailability(input: { name: string; type?: string }): Promise<TEntityAvailability> {
  const name = input.name.trim().replace(/\s+/g, " ");
  const key = nameKey(name);
  const row = await findNameAvailability(key);
  const reason = row.id ? "exists" : row.pending ? "requested" : "available";
  return {
    name,
    type: input.type ?? "",
    reason,
    existing: row.id ? { id: String(row.id), type: row.type ?? null } : null,
  };
}
