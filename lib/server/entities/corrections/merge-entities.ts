import "server-only";
import { DomainError } from "@/lib/server/errors";
import { markMerged, moveEntities, repointMerges } from "../data/entity-changes";
import { recountEntities } from "../data/entity-snapshots";
import { activeEntities, correctionResult, recordCorrection, type TActor } from "./record-correction";

/**
 * POST /v1/entities/merge: the `from` entities become `into`. Their mentions move to it (combined
 * where both were recognised in one document), their names and aliases become its aliases, quotes
 * they speak and the lists that held them follow, and each keeps its row with `merged_into` so
 * future imports of its names resolve to the survivor.
 */
export async function mergeEntities(actor: TActor, into: bigint, from: bigint[]) {
  const target = String(into);
  const sources = [...new Set(from.map(String))].filter((id) => id !== target);
  if (sources.length === 0) throw new DomainError("NOTHING_TO_MERGE", "From must name entities other than Into");
  if (sources.length > 50) throw new DomainError("TOO_MANY", "at most 50 entities merge at once");
  const ids = [target, ...sources];
  const result = await recordCorrection(actor, "merge", target, ids, async (client) => {
    const rows = await activeEntities(client, ids);
    if (rows.get(target)!.status !== "active") {
      throw new DomainError("ENTITY_BLOCKED", "a blocked entity cannot receive a merge; unblock it first");
    }
    await moveEntities(client, target, sources);
    // Older merges into a source now point at the survivor too.
    await repointMerges(client, target, sources);
    await markMerged(client, target, sources);
    await recountEntities(client, ids);
  });
  return correctionResult(result);
}
