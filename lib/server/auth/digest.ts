import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/** Base64(HMAC-SHA1(secret, METHOD + " " + URL [+ body])) — DECISIONS 14, as the public sample clients sign. */
export function computeDigest(secret: string, method: string, url: string, body?: Uint8Array): string {
  const hmac = createHmac("sha1", Buffer.from(secret, "utf8"));
  hmac.update(Buffer.from(`${method.toUpperCase()} ${url}`, "utf8"));
  if (body && body.length > 0) hmac.update(body);
  return hmac.digest("base64");
}

const SIGNING_PARAMS = new Set(["apikey", "digest"]);

/**
 * The URL the client signed: the raw URL as sent, minus the apiKey and digest parameters, every
 * other byte unchanged (no decoding, re-encoding or reordering).
 */
export function signedUrl(origin: string, rawPathAndQuery: string): string {
  const questionMark = rawPathAndQuery.indexOf("?");
  if (questionMark < 0) return origin + rawPathAndQuery;
  const pathPart = rawPathAndQuery.slice(0, questionMark);
  const kept = rawPathAndQuery
    .slice(questionMark + 1)
    .split("&")
    .filter((pair) => {
      const name = pair.split("=", 1)[0] ?? "";
      return !SIGNING_PARAMS.has(safeDecode(name).toLowerCase());
    });
  return origin + pathPart + (kept.length > 0 ? `?${kept.join("&")}` : "");
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/**
 * Constant-time comparison. A client that put the digest in the URL without encoding it sends
 * `+` as a space after form decoding, so spaces are read back as `+`.
 */
export function digestMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given.replace(/ /g, "+"), "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
