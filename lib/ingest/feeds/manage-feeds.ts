import "server-only";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
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
  const existing = await db().source.findFirst({ where: { kind: "feed", url: url.toString() } });
  if (existing) throw new DomainError("FEED_EXISTS", `the feed ${url} is already registered (id ${existing.id})`);
  return db().source.create({
    data: {
      kind: "feed",
      url: url.toString(),
      name: input.name ?? url.host,
      publisher: input.publisher,
      intervalSeconds: interval,
    },
  });
}

export async function listFeeds(): Promise<TFeedRow[]> {
  const rows = await db().source.findMany({ where: { kind: "feed" }, orderBy: { id: "asc" } });
  return rows.map((s) => ({
    Id: s.id,
    Name: s.name,
    Url: s.url ?? "",
    Publisher: s.publisher ?? "",
    ...pollingStateOf(s),
  }));
}
