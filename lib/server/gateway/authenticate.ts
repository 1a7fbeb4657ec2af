import "server-only";
import { computeDigest, digestMatches, signedUrl } from "@/lib/server/auth/digest";
import { activeKeyOf, sessionOf, userOf } from "@/lib/server/auth/caller-cache";
import { touchApiKey } from "@/lib/server/auth/manage-api-keys";
import { touchSession } from "@/lib/server/auth/user-sessions";
import { readCookie, SESSION_COOKIE, unsealSession } from "@/lib/server/auth/session";
import { config } from "@/lib/server/config/env";
import { activeImpersonationOf } from "@/lib/server/impersonation/effective-user";
import { findUserByName } from "@/lib/server/users/find-user";
import type { TErrorCode } from "@/lib/server/errors";
import { ApiError } from "./errors";
import type { TCaller } from "./types";

export type TAuthInput = {
  method: string;
  origin: string;
  rawPathAndQuery: string;
  apiKey?: string;
  digest?: string;
  cookieHeader: string | null;
  body?: Uint8Array;
};

const unauthorized = (code: TErrorCode, message: string) => new ApiError(code, message);

/** Who is calling: API key (+ digest), else session cookie, else the operator's anonymous user. */
export async function authenticate(input: TAuthInput): Promise<TCaller | null> {
  if (input.apiKey) return impersonating(await byApiKey(input, input.apiKey));
  if (input.digest !== undefined) throw unauthorized("API_KEY_REQUIRED", "a digest was given without an apiKey");
  const fromCookie = await bySession(input.cookieHeader);
  if (fromCookie) return impersonating(fromCookie);
  const anonymous = config.anonymousUsername();
  if (anonymous) {
    const user = await findUserByName(anonymous);
    if (user && !user.lockedOut) return { user, via: "anonymous", digested: false };
  }
  return null;
}

/** An admin with an active impersonation acts as its user; the admin stays the real actor. */
async function impersonating(caller: TCaller): Promise<TCaller> {
  const active = await activeImpersonationOf(caller.user);
  if (!active) return caller;
  return { ...caller, user: active.target, realUser: caller.user, impersonationId: active.impersonationId };
}

async function byApiKey(input: TAuthInput, apiKey: string): Promise<TCaller> {
  const key = await activeKeyOf(apiKey);
  if (!key) throw unauthorized("INVALID_API_KEY", "the API key is not valid");
  const digested = input.digest !== undefined && input.digest !== "";
  if (digested) {
    const url = signedUrl(input.origin, input.rawPathAndQuery);
    const expected = computeDigest(key.secret, input.method, url, input.body);
    if (!digestMatches(expected, input.digest!)) {
      // Naming the string the server signed lets a client see at once what it signed differently.
      throw unauthorized("INVALID_DIGEST", `the digest does not match; the server signed "${input.method} ${url}"`);
    }
  } else if (key.digestRequired) {
    throw unauthorized("DIGEST_REQUIRED", "this API key requires a digest");
  }
  const user = await userOf(key.userId);
  if (!user || user.lockedOut) throw unauthorized("USER_LOCKED_OUT", "the key's user is locked out");
  await touchApiKey(key.id);
  return { user, via: "apikey", digested, apiKeyId: key.id, apiKey, keyOnly: !key.digestRequired };
}

async function bySession(cookieHeader: string | null): Promise<TCaller | null> {
  const sealed = readCookie(cookieHeader, SESSION_COOKIE);
  if (!sealed) return null;
  const session = await unsealSession(sealed);
  if (!session) return null;
  const user = await userOf(session.uid);
  // A password change ends every session made with the old password.
  if (!user || user.lockedOut || user.passwordChangedAt.getTime() !== session.pwc) return null;
  // An ended session (signed out, or ended from the account page) stays ended wherever its cookie went.
  const record = await sessionOf(session.sid);
  if (!record || record.revoked || record.userId !== user.id) return null;
  void touchSession(record.id).catch(() => undefined);
  return { user, via: "session", digested: false, sessionId: record.id };
}
