import type { TFeed } from "@/lib/server/ingest/feeds/manage-feeds";
import type { TPollingState } from "@/lib/server/ingest/polling-state";
import type { TSocialSource } from "@/lib/server/social/manage-social-sources";

// The columns the command line lists feeds and social sources with.

const pollingColumns = (s: TPollingState) => ({
  Enabled: s.enabled,
  IntervalSeconds: s.intervalSeconds,
  Status: s.status,
  LastError: s.lastError,
  Failures: s.failures,
  ItemsSeen: s.itemsSeen,
  LastFetched: s.lastFetchedAt,
  NextFetch: s.nextFetchAt,
});

/** A listed source: its own columns, then how its polling goes. */
const sourceRow = <O extends object>(own: O, s: TPollingState) => ({ ...own, ...pollingColumns(s) });

export const feedRow = (f: TFeed) => sourceRow({ Id: f.id, Name: f.name, Url: f.url, Publisher: f.publisher }, f);

export const socialSourceRow = (s: TSocialSource) =>
  sourceRow({ Id: s.id, Provider: s.provider, Name: s.name, Url: s.url }, s);
