import "server-only";

const TRACKING = /^(utm_|fbclid$|gclid$|mc_cid$|mc_eid$|ref$|cmpid$)/i;

/**
 * The identity of a document URL for deduplication: scheme and host lower-cased, default port,
 * fragment and tracking parameters dropped, a trailing slash ignored. Undefined when not http(s).
 */
export function urlKey(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return undefined;
  parsed.hash = "";
  for (const name of [...parsed.searchParams.keys()]) if (TRACKING.test(name)) parsed.searchParams.delete(name);
  parsed.searchParams.sort();
  const path = parsed.pathname.replace(/\/{2,}/g, "/").replace(/\/$/, "") || "/";
  const host = parsed.host.toLowerCase().replace(/^www\./, "");
  return `${host}${path}${parsed.search}`;
}
