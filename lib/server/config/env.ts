import path from "node:path";

/** Every environment variable the service reads; the README's configuration table mirrors this. */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || ".data");
}

export function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

export function boolFromEnv(name: string, fallback: boolean): boolean {
  const raw = process.env[name]?.toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

export const config = {
  port: () => intFromEnv("PORT", 3000),
  host: () => process.env.HOST || "0.0.0.0",
  embeddedPgPort: () => intFromEnv("EMBEDDED_PG_PORT", 54329),
  publicOrigin: () => process.env.PUBLIC_ORIGIN?.replace(/\/+$/, "") || undefined,
  trustProxy: () => boolFromEnv("TRUST_PROXY", false),
  runWorker: () => boolFromEnv("RUN_WORKER", true),
  logLevel: () => process.env.LOG_LEVEL || "info",
  anonymousUsername: () => process.env.ANONYMOUS_USERNAME || undefined,
  loginDelayBaseSeconds: () => intFromEnv("LOGIN_DELAY_BASE_SECONDS", 1),
  loginDelayMaxSeconds: () => intFromEnv("LOGIN_DELAY_MAX_SECONDS", 300),
  sessionTtlSeconds: () => intFromEnv("SESSION_TTL_SECONDS", 7 * 24 * 3600),
  /** Requests a minute per API key (else user); 0 = no limit. */
  rateLimitPerMinute: () => intFromEnv("RATE_LIMIT_PER_MINUTE", 0),
  /** Requests a minute per client address; 0 = no limit. */
  rateLimitAddressPerMinute: () => intFromEnv("RATE_LIMIT_ADDRESS_PER_MINUTE", 0),
  /** memory (per process) or postgres (shared by every web node). */
  rateLimitStore: () => (process.env.RATE_LIMIT_STORE === "postgres" ? "postgres" : "memory"),
};
