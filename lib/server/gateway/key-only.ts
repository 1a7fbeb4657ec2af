import "server-only";
import { ApiError } from "./errors";
import type { TCaller, TEndpoint, THttpMethod } from "./types";

/**
 * Endpoints about accounts and credentials: keys, users, passwords, impersonation and administration.
 * A key-only key never reaches them, not even to read (DECISIONS 15).
 */
const ACCOUNT_ENDPOINT =
  /^(apikey|servicekey|users|user|impersonation|companies|departments|audit|sessions)(\.|$)|^auth\.changepassword$/;

/** Whether a key-only key may call this endpoint with this method: a GET that changes nothing, off the account endpoints. */
export function keyOnlyMayUse(endpoint: Pick<TEndpoint, "id" | "auth" | "mutates">, method: THttpMethod): boolean {
  if (method !== "GET" || endpoint.mutates) return false;
  return endpoint.auth !== "admin" && !ACCOUNT_ENDPOINT.test(endpoint.id);
}

/** DECISIONS 15: a key created without a digest requirement may read and nothing else. */
export function authorizeKeyOnly(endpoint: TEndpoint, method: THttpMethod, caller: TCaller | null): void {
  if (caller?.via !== "apikey" || !caller.keyOnly || keyOnlyMayUse(endpoint, method)) return;
  throw new ApiError(
    "KEY_ONLY_READS_ONLY",
    "this API key was created key-only (no digest required): it may only read, and never reach key, user, " +
      "password or administration endpoints; use a key that requires a digest",
  );
}
