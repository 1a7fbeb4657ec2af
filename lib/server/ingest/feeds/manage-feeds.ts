import "server-only";
import { DomainError } from "@/lib/server/errors";
import { findSourceByUrl, findSourcesOfKind, insertSource } from "../data/sources";
import { pollingStateOf, type TPollingState } from "../polling-state";

/** A feed as the command line lists it: its name, URL and publisher, and where its polling stands. */
export type TFeed = { id: number; name: string; url: string; publisher: string } & TPollingState;

export async function addFeed(input: { url: string; name?: string; publisher?: string; intervalSeconds?: number }) {
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    throw new DomainError("INVALID_URL", `not a URL: ${input.url}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new DomainError("INVALID_URL", "feeds must be http or https URLs");
  const interval = input.intervalSeconds ?? 900;
  if (!Number.isInteger(interval) || interval < 60 || interval > 7 * 24 * 3600) {
    throw new DomainError("INVALID_INTERVAL", "the polling interval must be 60 seconds to 7 days");
  }
  const existing = await findSourceByUrl("feed", url.toString());
  if (existing) throw new DomainError("FEED_EXISTS", `the feed ${url} is already registered (id ${existing.id})`);
  return insertSource({
    kind: "feed",
    url: url.toString(),
    name: input.name ?? url.host,
    publisher: input.publisher,
    intervalSeconds: interval,
  });
}

export async function listFeeds(): Promise<TFeed[]> {
  const rows = await findSourcesOfKind("feed");
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    url: s.url ?? "",
    publisher: s.publisher ?? "",
    ...pollingStateOf(s),
  }));
}
