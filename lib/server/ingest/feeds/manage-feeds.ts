import "server-only";
import { DomainError } from "@/lib/server/errors";
import { findSourceByUrl, findSourcesOfKind, insertSource } from "../data/sources";
import { pollingStateOf, type TPollingState } from "../polling-state";

export type TFeedRow = { Id: number; Name: string; Url: string; Publisher: string } & TPollingState;

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

export async function listFeeds(): Promise<TFeedRow[]> {
  const rows = await findSourcesOfKind("feed");
  return rows.map((s) => ({
    Id: s.id,
    Name: s.name,
    Url: s.url ?? "",
    Publisher: s.publisher ?? "",
    ...pollingStateOf(s),
  }));
}
