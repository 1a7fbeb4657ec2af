import "server-only";
import type { Source } from "@/lib/generated/prisma/client";

/** Where the polling of a source stands, as the command line lists feeds and social sources. */
export type TPollingState = {
  Enabled: boolean;
  IntervalSeconds: number;
  Status: string;
  LastError: string | null;
  Failures: number;
  ItemsSeen: number;
  LastFetched: Date | null;
  NextFetch: Date;
};

export function pollingStateOf(s: Source): TPollingState {
  return {
    Enabled: s.enabled,
    IntervalSeconds: s.intervalSeconds,
    Status: s.status,
    LastError: s.lastError,
    Failures: s.failures,
    ItemsSeen: s.itemsSeen,
    LastFetched: s.lastFetchedAt,
    NextFetch: s.nextFetchAt,
  };
}
