import { createHmac } from "node:crypto";

/** A function making a freshly signed GET URL (as the public sample clients sign). */
export function signedSearchUrl(key: { ApiKey: string; SharedKey: string }, url: string): () => string {
  return () => {
    const digest = createHmac("sha1", key.SharedKey).update(`GET ${url}`).digest("base64");
    return `${url}&apiKey=${key.ApiKey}&digest=${encodeURIComponent(digest)}`;
  };
}
