import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import { isAllowedAddress } from "@/lib/ingest/fetch/address-policy";
import { FetchError } from "@/lib/ingest/fetch/safe-fetch";

// Provider APIs need what `safeFetch` does not offer: a request header (Authorization) and a
// response header (Link, for paging). This is the same SSRF policy (`isAllowedAddress`, checked on
// every hop, FEED_ALLOWLIST honoured) in a GET that returns parsed JSON plus the Link header.
// TODO: fold into safeFetch (request `headers`, response `headers`) and drop this file.

export type TJsonResponse = { url: string; body: unknown; link?: string };

const USER_AGENT = "NewsEntityIntelligence/0.1 (+social reader)";

/**
 * Resolves every address and refuses the host when any of them is outside the policy. Honours
 * `options.all`: Node 20 connects with autoSelectFamily and then expects an array.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 4);
    const blocked = addresses.find((a) => !isAllowedAddress(a.address, hostname));
    if (blocked || addresses.length === 0) {
      const what = blocked?.address ?? "nothing";
      return callback(
        new FetchError("BLOCKED_ADDRESS", `${hostname} resolves to ${what}, which may not be fetched`),
        "",
        4,
      );
    }
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * GET a JSON API. `bearer` is sent only to the origin of `url`: a redirect elsewhere drops it.
 * Errors are `FetchError`s (HTTP_ERROR carries the status); a body that is not JSON is NETWORK.
 */
export async function fetchJson(
  url: string,
  options: { bearer?: string; timeoutMs?: number; maxBytes?: number } = {},
): Promise<TJsonResponse> {
  let current = url;
  const origin = originOf(url);
  for (let hop = 0; hop <= 5; hop++) {
    const bearer = originOf(current) === origin ? options.bearer : undefined;
    const response = await getOnce(current, bearer, options.timeoutMs ?? 15_000, options.maxBytes ?? 5 * 1024 * 1024);
    if (response.redirect) {
      current = new URL(response.redirect, current).toString();
      continue;
    }
    try {
      return { url: current, body: JSON.parse(response.text!), link: response.link };
    } catch {
      throw new FetchError("NETWORK", `${current} did not answer with JSON`);
    }
  }
  throw new FetchError("TOO_MANY_REDIRECTS", `more than 5 redirects from ${url}`);
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

function getOnce(
  url: string,
  bearer: string | undefined,
  timeoutMs: number,
  maxBytes: number,
): Promise<{ redirect?: string; text?: string; link?: string }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.reject(new FetchError("BAD_URL", `not a URL: ${url}`));
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return Promise.reject(new FetchError("BAD_URL", `only http and https URLs can be fetched: ${url}`));
  }
  const literal = parsed.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(literal) && !isAllowedAddress(literal, literal)) {
    return Promise.reject(new FetchError("BLOCKED_ADDRESS", `${literal} may not be fetched`));
  }
  const headers: Record<string, string> = {
    "User-Agent": USER_AGENT,
    Accept: "application/json",
    "Accept-Encoding": "identity",
  };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const client = parsed.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(parsed, { headers, lookup: guardedLookup, timeout: timeoutMs }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return resolve({ redirect: response.headers.location });
      }
      if (status >= 400 || status < 200 || status === 204) {
        response.resume();
        return reject(new FetchError("HTTP_ERROR", `${url} answered HTTP ${status}`, status));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes)
          return void request.destroy(
            new FetchError("TOO_LARGE", `${url} is larger than the ${maxBytes} bytes allowed`),
          );
        chunks.push(chunk);
      });
      response.on("end", () =>
        resolve({ text: Buffer.concat(chunks).toString("utf8"), link: headerValue(response.headers.link) }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () =>
      request.destroy(new FetchError("TIMEOUT", `${url} did not answer within ${timeoutMs / 1000} s`)),
    );
    request.on("error", (error) =>
      reject(error instanceof FetchError ? error : new FetchError("NETWORK", `${url}: ${error.message}`)),
    );
  });
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : value);

/** RFC 8288 `Link` header → { rel: absolute URL }, resolved against the request URL. */
export function parseLinkHeader(header: string | undefined, base: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const match of (header ?? "").matchAll(/<([^>]*)>\s*((?:;\s*[^;,]+)*)/g)) {
    const rel = /;\s*rel\s*=\s*"?([^";,]+)"?/i.exec(match[2] ?? "")?.[1];
    if (!rel) continue;
    try {
      for (const name of rel.trim().toLowerCase().split(/\s+/)) links[name] ??= new URL(match[1]!, base).toString();
    } catch {
      // an unusable target is ignored, like a missing one
    }
  }
  return links;
}
