import "server-only";
import { activeKeyOf } from "./caller-cache";
import { computeDigest } from "./digest";

/**
 * A GET URL signed with the caller's own API key (DECISIONS 14), as a client would sign it: for links the
 * service hands back to the key's owner, such as a project's feed. Without a usable key: the URL as is.
 */
export async function signForKey(apiKey: string | undefined, url: string): Promise<string> {
  const key = apiKey ? await activeKeyOf(apiKey).catch(() => null) : null;
  if (!key) return url;
  const digest = computeDigest(key.secret, "GET", url);
  return `${url}${url.includes("?") ? "&" : "?"}apiKey=${apiKey}&digest=${encodeURIComponent(digest)}`;
}
