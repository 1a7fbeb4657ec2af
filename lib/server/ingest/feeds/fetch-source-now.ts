import "server-only";
import { DomainError } from "@/lib/server/errors";
import { pollOneFeed } from "./poll-feeds";
import { getSource, manageableSource, type TSourceActor, type TSourceRecord } from "./manage-sources";

/** A fetch's outcome: the source afterwards, the documents stored, and the error (null on success). */
export type TSourceFetch = { source: TSourceRecord; imported: number; notModified: boolean; error: string | null };

/**
 * Fetches a feed at once (also a paused one, which stays paused) and answers its record afterwards, with the
 * outcome: how many documents were stored, or the error (also kept as the source's last error, with backoff).
 */
export async function fetchSourceNow(actor: TSourceActor, id: number): Promise<TSourceFetch> {
  const source = await manageableSource(actor, id);
  if (source.kind !== "feed" || !source.url)
    throw new DomainError("NOT_A_FEED", `source ${id} is a ${source.kind} source; only feeds are fetched here`);
  const outcome = await pollOneFeed(source);
  return {
    source: await getSource(actor, id),
    imported: outcome.imported,
    notModified: outcome.notModified,
    error: outcome.error ?? null,
  };
}
