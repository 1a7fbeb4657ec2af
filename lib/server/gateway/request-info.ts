import "server-only";
import { config } from "@/lib/server/config/env";
import { badRequest } from "./errors";

/** Header set by scripts/server.mjs with the path and query exactly as the client sent them. */
export const RAW_URL_HEADER = "x-nei-raw-url";

export function rawPathAndQuery(request: Request): string {
  const fromProxy = request.headers.get(RAW_URL_HEADER);
  if (fromProxy && fromProxy.startsWith("/")) return fromProxy;
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** The origin the client addressed (DECISIONS 14): configured, forwarded by a trusted proxy, or the Host header. */
export function publicOrigin(request: Request): string {
  const configured = config.publicOrigin();
  if (configured) return configured;
  const headers = request.headers;
  if (config.trustProxy()) {
    const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
    const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
    if (host) return `${proto === "https" ? "https" : "http"}://${host}`;
  }
  const host = headers.get("host") ?? new URL(request.url).host;
  return `http://${host}`;
}

export function clientAddress(request: Request): string | undefined {
  const forwarded = request.headers.get("x-forwarded-for");
  if (!forwarded) return undefined;
  const hops = forwarded
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  // Without a trusted proxy only the hop our own server added can be believed.
  return config.trustProxy() ? hops[0] : hops[hops.length - 1];
}

/** Path segments after /api, each URL-decoded (a bad escape is a 400, not a crash). */
export function apiSegments(pathAndQuery: string): string[] {
  const path = pathAndQuery.split("?", 1)[0]!.replace(/^\/api(?=\/|$)/i, "");
  return path
    .split("/")
    .filter((s) => s !== "")
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw badRequest("INVALID_URI", "invalid request URI: bad percent-encoding in the path");
      }
    });
}

/**
 * The query's parameters read leniently (lower-cased names; pairs that do not decode are skipped), to
 * answer an error in the format the request asked for even when its query is malformed (DECISIONS 11).
 */
export function lenientQueryOf(pathAndQuery: string): Map<string, string> {
  const at = pathAndQuery.indexOf("?");
  const found = new Map<string, string>();
  if (at < 0) return found;
  for (const pair of pathAndQuery.slice(at + 1).split("&")) {
    const eq = pair.indexOf("=");
    try {
      const name = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, " ")).toLowerCase();
      const value = eq < 0 ? "" : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, " "));
      if (!found.has(name)) found.set(name, value);
    } catch {
      // not decodable: not needed to choose the error's format
    }
  }
  return found;
}

export function queryOf(pathAndQuery: string): URLSearchParams {
  const at = pathAndQuery.indexOf("?");
  if (at < 0) return new URLSearchParams();
  const query = pathAndQuery.slice(at + 1);
  for (const pair of query.split("&")) {
    try {
      decodeURIComponent(pair.replace(/\+/g, " "));
    } catch {
      throw badRequest("INVALID_URI", "invalid request URI: bad percent-encoding in the query");
    }
  }
  return new URLSearchParams(query);
}

/**
 * Where a browser says a request comes from (DECISIONS 17): "same" (this site), "cross" (another site, or
 * headers that contradict each other), or "unmarked" (neither Sec-Fetch-Site nor Origin: not a browser, such
 * as a script with a cookie jar, judged on its credentials alone).
 */
export type TBrowserSite = "same" | "cross" | "unmarked";

export function browserSite(request: Request, origin: string): TBrowserSite {
  const site = request.headers.get("sec-fetch-site")?.trim().toLowerCase();
  const from = request.headers.get("origin");
  if (site === undefined && from === null) return "unmarked";
  // A foreign Origin is cross-site whatever Sec-Fetch-Site claims (contradictory headers are refused).
  if (from !== null && from.trim().toLowerCase() !== origin.toLowerCase()) return "cross";
  if (site === undefined) return "same"; // the Origin is this app's own
  // "none": the user typed the address or followed a bookmark. Unknown values are not trusted.
  return site === "same-origin" || site === "none" ? "same" : "cross";
}
