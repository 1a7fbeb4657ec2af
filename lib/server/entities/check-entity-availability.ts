import "server-only";
import { now } from "@/lib/server/db/clock";
import { findNameAvailability } from "./data/entity-names";
import { entityRef, nameKey } from "./entity-keys";

/**
 * /term/availability: whether an entity of this description could be created now. Reason: "available",
 * "exists" (an active entity of any type has the same name key; ExistingId names it) or "requested" (a
 * request for it is pending). Descriptions are system-unique, so the type does not change the answer;
 * it is echoed.
 */
export async function checkEntityAvailability(input: { name: string; type?: string }) {
  const name = input.name.trim().replace(/\s+/g, " ");
  const key = nameKey(name);
  const row = await findNameAvailability(key);
  const reason = row.id ? "exists" : row.pending ? "requested" : "available";
  return {
    Available: reason === "available",
    Description: name,
    Type: input.type ?? "",
    Reason: reason,
    ...(row.id ? { ExistingId: entityRef(row.id), ExistingType: row.type ?? undefined } : {}),
    LastUpdated: now(),
  };
}
