import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import { isAllowedAddress } from "./address-policy";

export class FetchError extends Error {
  constructor(
    readonly code:
      "BLOCKED_ADDRESS" | "BAD_URL" | "TIMEOUT" | "TOO_LARGE" | "HTTP_ERROR" | "TOO_MANY_REDIRECTS" | "NETWORK",
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type TFetchOptions = {
  etag?: string | null;
  lastModified?: string | null;
  timeoutMs?: number;
  maxBytes?: number;
  accept?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Headers sent only to the origin of the first URL (credentials): a redirect elsewhere drops them. */
  originHeaders?: Record<string, string>;
};

export type TFetchResult = {
  url: string;
  status: number;
  notModified: boolean;
  etag?: string;
  lastModified?: string;
  contentType?: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
};

const USER_AGENT = "NewsEntityIntelligence/0.1 (+feed reader)";

/**
 * Resolves like dns.lookup, then refuses the connection when any address is outside the policy (also
 * used by webhook delivery, lib/server/alerts):
 * checked for every connection. Node 20 asks for all addresses (`all: true`, happy eyeballs).
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    const done = callback as (error: Error | null, address: string | dns.LookupAddress[], family?: number) => void;
    if (error) return done(error, "", 4);
    const list = addresses as dns.LookupAddress[];
    const refused = list.find((a) => !isAllowedAddress(a.address, hostname));
    if (refused || list.length === 0) {
      return done(
        new FetchError(
          "BLOCKED_ADDRESS",
          `${hostname} resolves to ${refused?.address ?? "nothing"}, which may not be fetched`,
        ),
        "",
        4,
      );
    }
    if (options.all) return done(null, list);
    done(null, list[0]!.address, list[0]!.family);
  });
};

/**
 * GET with SSRF protection on every hop, conditional headers, a timeout covering the whole
 * exchange, a size cap while streaming, and up to 5 redirects.
 */
export async function safeFetch(url: string, options: TFetchOptions = {}): Promise<TFetchResult> {
  let current = url;
  const origin = originOf(url);
  for (let hop = 0; hop <= 5; hop++) {
    const sameOrigin = originOf(current) === origin;
    const response = await fetchOnce(current, {
      ...options,
      headers: { ...options.headers, ...(sameOrigin ? options.originHeaders : {}) },
    });
    if (response.redirect) {
      current = new URL(response.redirect, current).toString();
      continue;
    }
    return response.result!;
  }
  throw new FetchError("TOO_MANY_REDIRECTS", `more than 5 redirects from ${url}`);
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function fetchOnce(url: string, options: TFetchOptions): Promise<{ redirect?: string; result?: TFetchResult }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.reject(new FetchError("BAD_URL", `not a URL: ${url}`));
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return Promise.reject(new FetchError("BAD_URL", `only http and https URLs can be fetched: ${url}`));
  }
  // Node connects to an IP literal without calling `lookup`: check those here.
  const literal = parsed.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(literal) && !isAllowedAddress(literal, literal)) {
    return Promise.reject(new FetchError("BLOCKED_ADDRESS", `${literal} may not be fetched`));
  }
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const headers: Record<string, string> = {
    "User-Agent": USER_AGENT,
    Accept: options.accept ?? "*/*",
    "Accept-Encoding": "identity",
    ...options.headers,
  };
  if (options.etag) headers["If-None-Match"] = options.etag;
  if (options.lastModified) headers["If-Modified-Since"] = options.lastModified;
  const client = parsed.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    // agent: false — a fresh connection per request, so no reused socket skips the address check.
    const request = client.get(
      parsed,
      { headers, agent: false, lookup: guardedLookup, timeout: options.timeoutMs ?? 15_000 },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && status !== 304 && location) {
          response.resume();
          return resolve({ redirect: location });
        }
        if (status >= 400) {
          response.resume();
          return reject(new FetchError("HTTP_ERROR", `${url} answered HTTP ${status}`, status));
        }
        const declared = Number(response.headers["content-length"] ?? 0);
        if (declared > maxBytes) {
          request.destroy();
          return reject(new FetchError("TOO_LARGE", `${url} is ${declared} bytes, more than the ${maxBytes} allowed`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy(new FetchError("TOO_LARGE", `${url} is larger than the ${maxBytes} bytes allowed`));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            result: {
              url,
              status,
              notModified: status === 304,
              etag: response.headers.etag,
              lastModified: response.headers["last-modified"],
              contentType: response.headers["content-type"],
              headers: response.headers,
              body: Buffer.concat(chunks),
            },
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () =>
      request.destroy(
        new FetchError("TIMEOUT", `${url} did not answer within ${(options.timeoutMs ?? 15_000) / 1000} s`),
      ),
    );
    request.on("error", (error) =>
      reject(error instanceof FetchError ? error : new FetchError("NETWORK", `${url}: ${(error as Error).message}`)),
    );
  });
}
