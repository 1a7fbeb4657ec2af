import "server-only";
import { config } from "@/lib/config/env";
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

/** DECISIONS 17: cookie-only writes must come from the app's own origin. */
export function isSameOrigin(request: Request, origin: string): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site === "same-origin" || site === "none") return true;
  if (site) return false;
  const from = request.headers.get("origin");
  return from !== null && from.toLowerCase() === origin.toLowerCase();
}
