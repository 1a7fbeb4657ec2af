import { createHmac } from "node:crypto";

/** A function making a freshly signed GET URL (as the public sample clients sign). */
export function signedSearchUrl(key: { apiKey: string; sharedKey: string }, url: string): () => string {
  return () => {
    const digest = createHmac("sha1", key.sharedKey).update(`GET ${url}`).digest("base64");
    return `${url}&apiKey=${key.apiKey}&digest=${encodeURIComponent(digest)}`;
  };
}
