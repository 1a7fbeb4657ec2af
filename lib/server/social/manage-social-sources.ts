import "server-only";
import { DomainError } from "@/lib/server/errors";
import { pollingStateOf, type TPollingState } from "@/lib/server/ingest/polling-state";
import { findSocialSourceByUrl, findSocialSources, insertSocialSource } from "./data/social-sources";
import { socialProvider } from "./providers";

// A social source is a `sources` row with kind 'social':
//   publisher = the provider's name ("Mastodon"), which decides how `url` is read;
//   url       = the provider's canonical URL for the query, which for Mastodon is the instance's own
//               web page for it: https://mastodon.social/tags/rust (hashtag timeline) or
//               https://mastodon.social/search?q=rust%20async (full-text search, needs MASTODON_TOKEN).
// So (kind, url) stays unique, one query per row, and the polling columns work as for feeds.

/** A social source: its provider, name and query URL, and where its polling stands. */
export type TSocialSource = { id: number; provider: string; name: string; url: string } & TPollingState;

export type TAddSocialSource = {
  provider: string;
  /** The instance (Mastodon) or API base of the provider. */
  instance: string;
  tag?: string;
  text?: string;
  name?: string;
  intervalSeconds?: number;
};

export async function addSocialSource(input: TAddSocialSource) {
  const provider = socialProvider(input.provider);
  const kind = input.tag ? "tag" : "text";
  const reason = provider.unavailable(kind, input.instance);
  if (reason) throw new DomainError("PROVIDER_NOT_CONFIGURED", reason);
  const url = provider.sourceUrl({ base: input.instance, tag: input.tag, text: input.text });
  const interval = input.intervalSeconds ?? 300;
  if (!Number.isInteger(interval) || interval < 60 || interval > 7 * 24 * 3600) {
    throw new DomainError("INVALID_INTERVAL", "the polling interval must be 60 seconds to 7 days");
  }
  const existing = await findSocialSourceByUrl(url);
  if (existing)
    throw new DomainError("SOURCE_EXISTS", `the social source ${url} is already registered (id ${existing.id})`);
  const target = provider.parseSourceUrl(url);
  const name =
    input.name?.trim() || `${target.tag ? `#${target.tag}` : `"${target.text}"`} on ${new URL(target.base).host}`;
  return insertSocialSource({ url, name, publisher: provider.name, intervalSeconds: interval });
}

export async function listSocialSources(): Promise<TSocialSource[]> {
  const rows = await findSocialSources();
  return rows.map((s) => ({
    id: s.id,
    provider: s.publisher ?? "",
    name: s.name,
    url: s.url ?? "",
    ...pollingStateOf(s),
  }));
}
