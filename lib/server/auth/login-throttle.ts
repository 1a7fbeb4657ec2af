import "server-only";
import { config, intFromEnv } from "@/lib/server/config/env";
import {
  deleteStaleThrottles,
  deleteThrottle,
  findNextAllowedTimes,
  incrementThrottleFailures,
  setThrottleDelay,
} from "./data/login-throttle";

// DECISIONS 16: each failure doubles the wait for that user name (and, more leniently, for the
// client address); an attempt inside the wait is not checked at all and counts as a failure.
const addressFreeFailures = () => intFromEnv("LOGIN_ADDRESS_FREE_FAILURES", 20);

export type TThrottleKeys = { user: string; address?: string };

function keysOf(subject: TThrottleKeys): string[] {
  const keys = [`user:${subject.user.toLowerCase()}`];
  if (subject.address) keys.push(`ip:${subject.address}`);
  return keys;
}

function delayFor(key: string, failures: number): number {
  const counted = key.startsWith("ip:") ? failures - addressFreeFailures() : failures;
  if (counted <= 0) return 0;
  return Math.min(config.loginDelayBaseSeconds() * 2 ** (counted - 1), config.loginDelayMaxSeconds());
}

/** Seconds still to wait before an attempt may be checked (0 when it may be). */
export async function remainingDelay(subject: TThrottleKeys, now = new Date()): Promise<number> {
  const allowed = await findNextAllowedTimes(keysOf(subject));
  const waits = allowed.map((at) => Math.ceil((at.getTime() - now.getTime()) / 1000));
  return Math.max(0, ...waits);
}

/** Records a failure and returns the new delay in seconds (at least 1, so clients always wait). */
export async function recordFailure(subject: TThrottleKeys): Promise<number> {
  let longest = 0;
  for (const key of keysOf(subject)) {
    const delay = delayFor(key, (await incrementThrottleFailures(key)) ?? 1);
    await setThrottleDelay(key, delay);
    longest = Math.max(longest, delay);
  }
  return Math.max(1, longest);
}

export async function clearFailures(subject: TThrottleKeys): Promise<void> {
  await deleteThrottle(`user:${subject.user.toLowerCase()}`);
}

/** Housekeeping for the worker: forget subjects that have been quiet for a day. */
export async function purgeStaleThrottles(): Promise<number> {
  return deleteStaleThrottles();
}
