import "server-only";
import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { isAllowedAddress } from "@/lib/server/ingest/fetch/address-policy";
import { guardedLookup } from "@/lib/server/ingest/fetch/safe-fetch";

const TIMEOUT_MS = 10_000;
const USER_AGENT = "NewsEntityIntelligence/0.1 (+alerts)";

/** `sha256=<hex HMAC-SHA256 of the raw body>`: what receivers recompute to trust a delivery. */
export const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;

/**
 * POSTs a JSON body to a webhook under the feeds' SSRF policy (every address checked on connection;
 * loopback and private networks only through FEED_ALLOWLIST), without following redirects, within
 * TIMEOUT_MS. Resolves with the status; rejects on a network error, a blocked address or a timeout.
 */
export function postWebhook(url: string, body: string, headers: Record<string, string>): Promise<number> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.reject(new Error(`not a URL: ${url}`));
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    return Promise.reject(new Error(`only http and https webhooks are delivered: ${url}`));
  const literal = parsed.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(literal) && !isAllowedAddress(literal, literal))
    return Promise.reject(new Error(`BLOCKED_ADDRESS: ${literal} may not receive webhooks`));
  const client = parsed.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      parsed,
      {
        method: "POST",
        // agent: false — a fresh connection per request, so no reused socket skips the address check.
        agent: false,
        lookup: guardedLookup,
        timeout: TIMEOUT_MS,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": String(Buffer.byteLength(body)),
          "User-Agent": USER_AGENT,
          ...headers,
        },
      },
      (response) => {
        response.resume(); // the answer's body is not needed
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on("error", (error) => reject(error));
    request.end(body);
  });
}
