import "server-only";
import { DomainError } from "@/lib/server/errors";
import { pollOneFeed } from "./poll-feeds";
import { getSource, manageableSource, type TSourceActor, type TSourceRecord } from "./manage-sources";

/**
 * Fetches a feed at once (also a paused one, which stays paused) and answers its record afterwards, with the
 * outcome: how many documents were stored, or the error (also kept as the source's last error, with backoff).
 */
export async function fetchSourceNow(
  actor: TSourceActor,
  id: number,
): Promise<{ Source: TSourceRecord; Imported: number; NotModified: boolean; Error: string | null }> {
  const source = await manageableSource(actor, id);
  if (source.kind !== "feed" || !source.url)
    throw new DomainError("NOT_A_FEED", `source ${id} is a ${source.kind} source; only feeds are fetched here`);
  const outcome = await pollOneFeed(source);
  return {
    Source: await getSource(actor, id),
    Imported: outcome.imported,
    NotModified: outcome.notModified,
    Error: outcome.error ?? null,
  };
}
