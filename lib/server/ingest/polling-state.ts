import "server-only";
import type { Source } from "@/lib/generated/prisma/client";

/** Where the polling of a source stands, as the command line lists feeds and social sources. */
export type TPollingState = {
  enabled: boolean;
  intervalSeconds: number;
  status: string;
  lastError: string | null;
  failures: number;
  itemsSeen: number;
  lastFetchedAt: Date | null;
  nextFetchAt: Date;
};

export function pollingStateOf(s: Source): TPollingState {
  return {
    enabled: s.enabled,
    intervalSeconds: s.intervalSeconds,
    status: s.status,
    lastError: s.lastError,
    failures: s.failures,
    itemsSeen: s.itemsSeen,
    lastFetchedAt: s.lastFetchedAt,
    nextFetchAt: s.nextFetchAt,
  };
}
