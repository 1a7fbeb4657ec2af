import "server-only";
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "@/lib/server/config/secrets";

// An attachment link carries its own authorisation: HMAC-SHA256 over the attachment id and the expiry,
// with a key derived (HKDF) from the service secret, so links can be handed to any client (mail,
// browser) without a session or API key, stop working when they expire, and cannot be forged or
// re-pointed at another attachment. Real time, not the pinned service clock: expiry is a security check.

export const DEFAULT_LINK_TTL_SECONDS = 24 * 3600;
export const DOWNLOAD_PATH = "/api/v1/attachments/download";

let cachedKey: { secret: string; key: Buffer } | undefined;

function key(): Buffer {
  const secret = sessionSecret();
  if (cachedKey?.secret !== secret) {
    cachedKey = { secret, key: Buffer.from(hkdfSync("sha256", secret, "attachment-links", "hmac-sha256", 32)) };
  }
  return cachedKey.key;
}

export function attachmentSignature(attachmentId: string, expires: number): string {
  return createHmac("sha256", key()).update(`${attachmentId}.${expires}`).digest("base64url");
}

/** Expiry (Unix seconds) of a link made now. */
export function linkExpiry(ttlSeconds = DEFAULT_LINK_TTL_SECONDS, nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000) + ttlSeconds;
}

/** A signed download link for one attachment, valid for `ttlSeconds` (24 h by default). */
export function attachmentLink(origin: string, attachmentId: string, ttlSeconds = DEFAULT_LINK_TTL_SECONDS): string {
  const expires = linkExpiry(ttlSeconds);
  const query = new URLSearchParams({
    id: attachmentId,
    expires: String(expires),
    signature: attachmentSignature(attachmentId, expires),
  });
  return `${origin}${DOWNLOAD_PATH}?${query}`;
}

export type TLinkCheck = "valid" | "expired" | "invalid";

/**
 * Checks a link's signature (in constant time) and then its expiry. The text is compared, not the
 * decoded bytes: base64url's last character carries unused bits, and only the canonical text is valid.
 */
export function checkAttachmentLink(
  attachmentId: string,
  expires: number,
  signature: string,
  nowMs = Date.now(),
): TLinkCheck {
  const expected = Buffer.from(attachmentSignature(attachmentId, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return expires * 1000 > nowMs ? "valid" : "expired";
}
