import "server-only";
import type { Source } from "@/lib/generated/prisma/client";
import { DomainError } from "@/lib/server/errors";
import { FetchError } from "@/lib/server/ingest/fetch/safe-fetch";
import { nextFetchAt, pollDueSources, recordSourceFailure } from "@/lib/server/ingest/source-schedule";
import { log } from "@/lib/server/log";
import { markSocialSourcePolled } from "./data/social-sources";
import { socialProvider } from "./providers";
import { storeSocialItems } from "./store-social-items";

const ITEMS_PER_POLL = 200;
// Remote statuses reach an instance late (federation): look back a little past the last poll.
const LOOKBACK_MS = 3600_000;

export type TSocialPollResult = { polled: number; failed: number; inserted: number; updated: number };

/** Polls every social source that is due; each is leased to one worker, like feeds. */
export async function pollDueSocialSources(limit = 10): Promise<TSocialPollResult> {
  const tally: TSocialPollResult = { polled: 0, failed: 0, inserted: 0, updated: 0 };
  return pollDueSources(
    "social",
    limit,
    tally,
    async (source, result) => {
      const stored = await pollSource(source);
      result.inserted += stored.inserted;
      result.updated += stored.updated;
    },
    recordFailure,
  );
}

/** Polls one leased social source; a failure is recorded and backs off as usual. */
export async function pollOneSocialSource(source: Source): Promise<{ inserted: number; error?: string }> {
  try {
    return await pollSource(source);
  } catch (error) {
    await recordFailure(source, error as Error);
    return { inserted: 0, error: (error as Error).message };
  }
}

async function pollSource(source: Source) {
  const provider = socialProvider(source.publisher ?? "");
  const target = provider.parseSourceUrl(source.url ?? "");
  const reason = provider.unavailable(target.tag ? "tag" : "text", target.base);
  if (reason) throw new DomainError("PROVIDER_NOT_CONFIGURED", reason);
  const since = source.lastFetchedAt ? new Date(source.lastFetchedAt.getTime() - LOOKBACK_MS) : undefined;
  const items = await provider
    .connect(target.base)
    .fetchRecent({ tag: target.tag, text: target.text, since, limit: ITEMS_PER_POLL });
  const stored = await storeSocialItems(items, source.id);
  await markSocialSourcePolled(source.id, nextFetchAt(source.intervalSeconds), stored.inserted);
  log().info({ socialSource: source.id, fetched: items.length, ...stored }, "social source polled");
  return stored;
}

async function recordFailure(source: Source, error: Error): Promise<void> {
  const code = error instanceof FetchError || error instanceof DomainError ? error.code : "PARSE";
  const message = `${code}: ${error.message}`;
  // A missing credential is a configuration state, not an outage: say so in the status.
  const status = code === "PROVIDER_NOT_CONFIGURED" ? "not-configured" : "error";
  await recordSourceFailure(source, message, status);
}
