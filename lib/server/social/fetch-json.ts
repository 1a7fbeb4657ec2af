import "server-only";
import { FetchError, safeFetch } from "@/lib/server/ingest/fetch/safe-fetch";

export type TJsonResponse = { url: string; body: unknown; link?: string };

/**
 * GET a JSON API through the SSRF-safe fetcher. `bearer` is sent only to the origin of `url`: a
 * redirect elsewhere drops it. Errors are `FetchError`s; a body that is not JSON is NETWORK.
 */
export async function fetchJson(
  url: string,
  options: { bearer?: string; timeoutMs?: number; maxBytes?: number } = {},
): Promise<TJsonResponse> {
  const response = await safeFetch(url, {
    accept: "application/json",
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes ?? 5 * 1024 * 1024,
    originHeaders: options.bearer ? { Authorization: `Bearer ${options.bearer}` } : undefined,
  });
  const link = response.headers.link;
  try {
    return {
      url: response.url,
      body: JSON.parse(response.body.toString("utf8")),
      link: Array.isArray(link) ? link.join(", ") : link,
    };
  } catch {
    throw new FetchError("NETWORK", `${response.url} did not answer with JSON`);
  }
}

/** The targets of an HTTP Link header by relation (rel="next" …), resolved against `base`. */
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
