import "server-only";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { config } from "@/lib/server/config/env";
import { pool } from "@/lib/server/db/pool";
import { log } from "@/lib/server/log";
import { ApiError } from "./errors";
import type { TCaller } from "./types";

// Requests per minute per caller (API key, else user) and per client address; 0 or unset = off, the
// default for local development. RATE_LIMIT_STORE=postgres shares the counts between web nodes
// (a table the library manages); memory (default) counts per process.

type TLimiters = { caller?: RateLimiterAbstract; address?: RateLimiterAbstract };
const holder = globalThis as unknown as { __rateLimiters?: TLimiters };

function limiter(points: number, prefix: string): RateLimiterAbstract | undefined {
  if (points <= 0) return undefined;
  const options = { points, duration: 60, keyPrefix: prefix };
  if (config.rateLimitStore() === "postgres") {
    // The table comes from migration 0008_rate_limits.
    return new RateLimiterPostgres({ ...options, storeClient: pool(), tableName: "rate_limits", tableCreated: true });
  }
  return new RateLimiterMemory(options);
}

function limiters(): TLimiters {
  holder.__rateLimiters ??= {
    caller: limiter(config.rateLimitPerMinute(), "caller"),
    address: limiter(config.rateLimitAddressPerMinute(), "address"),
  };
  return holder.__rateLimiters;
}

/** Counts one request from this address (before authentication: failed keys count too). */
export function limitAddress(address: string | undefined, headers: Headers): Promise<void> {
  return consume(limiters().address, `ip:${address ?? "unknown"}`, headers, "client address");
}

/** Counts one request of this caller: per API key, else per user. */
export function limitCaller(caller: TCaller | null, headers: Headers): Promise<void> {
  if (!caller) return Promise.resolve();
  const key = caller.apiKeyId !== undefined ? `key:${caller.apiKeyId}` : `user:${caller.user.id}`;
  return consume(limiters().caller, key, headers, caller.apiKeyId !== undefined ? "API key" : "user");
}

async function consume(
  rateLimiter: RateLimiterAbstract | undefined,
  key: string,
  headers: Headers,
  what: string,
): Promise<void> {
  if (!rateLimiter) return;
  try {
    setHeaders(headers, rateLimiter.points, await rateLimiter.consume(key));
  } catch (outcome) {
    if (!(outcome instanceof RateLimiterRes)) {
      // The store failed: serve the request rather than fail it.
      log().warn({ err: outcome }, "rate limiter unavailable");
      return;
    }
    setHeaders(headers, rateLimiter.points, outcome);
    const seconds = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
    headers.set("Retry-After", String(seconds));
    throw new ApiError(
      "RATE_LIMITED",
      `too many requests for this ${what}: at most ${rateLimiter.points} a minute; retry in ${seconds} s`,
    );
  }
}

/** X-RateLimit-Reset is the Unix time (seconds) at which the window resets. */
function setHeaders(headers: Headers, limit: number, res: RateLimiterRes): void {
  const remaining = Math.max(0, res.remainingPoints);
  // Two limiters may apply: report the tighter one.
  const previous = Number(headers.get("X-RateLimit-Remaining") ?? Infinity);
  if (remaining > previous) return;
  headers.set("X-RateLimit-Limit", String(limit));
  headers.set("X-RateLimit-Remaining", String(remaining));
  headers.set("X-RateLimit-Reset", String(Math.ceil((Date.now() + res.msBeforeNext) / 1000)));
}
