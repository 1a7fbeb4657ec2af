import "server-only";
import { sealData, unsealData } from "iron-session";
import { config } from "@/lib/server/config/env";
import { sessionSecret } from "@/lib/server/config/secrets";

export const SESSION_COOKIE = "nei_session";

/**
 * What the sealed cookie holds: `sid` names its row in user_sessions (lib/server/auth/user-sessions.ts), `pwc`
 * ties the session to the password it was made with.
 */
export type TSessionData = { uid: number; pwc: number; iat: number; sid: string };

export async function sealSession(data: TSessionData): Promise<string> {
  return sealData(data, { password: sessionSecret(), ttl: config.sessionTtlSeconds() });
}

export async function unsealSession(sealed: string): Promise<TSessionData | null> {
  try {
    const data = await unsealData<Partial<TSessionData>>(sealed, {
      password: sessionSecret(),
      ttl: config.sessionTtlSeconds(),
    });
    return typeof data.uid === "number" && typeof data.pwc === "number" && typeof data.sid === "string"
      ? (data as TSessionData)
      : null;
  } catch {
    return null;
  }
}

/** httpOnly, SameSite=Lax, Secure over https (DECISIONS 16). */
export function sessionCookie(value: string, secure: boolean): string {
  const parts = [
    `${SESSION_COOKIE}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${config.sessionTtlSeconds()}`,
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  return [`${SESSION_COOKIE}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0", ...(secure ? ["Secure"] : [])].join(
    "; ",
  );
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
