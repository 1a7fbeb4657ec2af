import "server-only";
import { z } from "zod";
import { DomainError } from "@/lib/server/errors";
import { htmlToText } from "@/lib/server/ingest/sources/html-text";
import { languageCode } from "@/lib/server/ingest/sources/parse-date";
import { log } from "@/lib/server/log";
import { detectLanguage } from "@/lib/nlp/language";
import { fetchJson, parseLinkHeader } from "../fetch-json";
import type { TRawSocialItem, TSocialProvider, TSocialProviderKind, TSocialQuery, TSocialTarget } from "../types";

// Mastodon's public REST API (https://docs.joinmastodon.org/methods/timelines/#tag): hashtag
// timelines need no account; full-text search (/api/v2/search) needs an access token.
// Sources are stored as the instance's own web URLs: https://host/tags/rust, https://host/search?q=…

export const MASTODON = "Mastodon";
const PAGE_SIZE = 40; // the API's maximum
const MAX_PAGES = 10;

const ZAccount = z.object({
  id: z.string(),
  username: z.string(),
  acct: z.string(),
  display_name: z.string().nullish(),
  url: z.string().nullish(),
  avatar: z.string().nullish(),
});
const ZStatus = z.object({
  id: z.string(),
  uri: z.string().min(1),
  url: z.string().nullish(),
  created_at: z.string(),
  edited_at: z.string().nullish(),
  language: z.string().nullish(),
  content: z.string(),
  spoiler_text: z.string().nullish(),
  visibility: z.string().nullish(),
  reblog: z.unknown().nullish(),
  account: ZAccount,
});

/**
 * MASTODON_TOKEN: a bare token (sent to every Mastodon instance configured here), or
 * `host=token,host=token` to pin each token to its instance — a token never goes to another host.
 */
export function mastodonToken(base: string): string | undefined {
  const raw = process.env.MASTODON_TOKEN?.trim();
  if (!raw) return undefined;
  if (!raw.includes("=")) return raw;
  const host = hostOf(base);
  for (const pair of raw.split(",")) {
    const [key, ...rest] = pair.split("=");
    if (key?.trim().toLowerCase() === host && rest.length) return rest.join("=").trim() || undefined;
  }
  return undefined;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "";
  }
};

/** One status → one item; null for reblogs (the original is its own status), non-public or malformed ones. */
export function statusToItem(status: unknown, base: string): TRawSocialItem | null {
  const parsed = ZStatus.safeParse(status);
  if (!parsed.success) return null;
  const s = parsed.data;
  if (s.reblog) return null;
  if (s.visibility && s.visibility !== "public" && s.visibility !== "unlisted") return null;
  const published = new Date(s.created_at);
  if (Number.isNaN(published.getTime())) return null;
  const edited = s.edited_at ? new Date(s.edited_at) : published;
  const body = htmlToText(s.content);
  // A content warning is part of what the author wrote; it leads, as it does on screen.
  const text = s.spoiler_text?.trim() ? `${s.spoiler_text.trim()}\n\n${body}` : body;
  const origin = originOf(s.uri) ?? originOf(base)!;
  const account = s.account;
  return {
    provider: MASTODON,
    externalId: s.uri,
    url: s.url || s.uri,
    authorName: account.display_name?.trim() || account.username,
    authorUri: account.url || null,
    // acct is "user" for accounts local to the instance asked, "user@host" otherwise.
    authorId: account.acct.includes("@") ? account.acct : `${account.acct}@${hostOf(base)}`,
    authorImage: account.avatar || null,
    sourceTitle: new URL(origin).host,
    sourceLink: `${origin}/`,
    language: languageCode(s.language) ?? detectLanguage(text),
    text,
    html: s.content,
    publishedAt: published,
    updatedAt: Number.isNaN(edited.getTime()) || edited < published ? published : edited,
    raw: status,
  };
}

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function connect(base: string): TSocialProvider {
  return {
    name: MASTODON,
    async fetchRecent(query: TSocialQuery): Promise<TRawSocialItem[]> {
      const token = mastodonToken(base);
      let url: string;
      if (query.tag) {
        url = `${base}/api/v1/timelines/tag/${encodeURIComponent(query.tag)}?limit=${PAGE_SIZE}`;
      } else if (query.text) {
        if (!token) throw new DomainError("PROVIDER_NOT_CONFIGURED", unavailableText);
        url = `${base}/api/v2/search?q=${encodeURIComponent(query.text)}&type=statuses&resolve=false&limit=${PAGE_SIZE}`;
      } else {
        throw new DomainError("INVALID_QUERY", "a Mastodon query needs a tag or a text");
      }
      const items: TRawSocialItem[] = [];
      // Pages may hold fewer than PAGE_SIZE (instances cap it): page until `limit` items, at most MAX_PAGES.
      for (let page = 0; page < MAX_PAGES && url; page++) {
        const response = await fetchJson(url, { bearer: token });
        const statuses = query.tag ? response.body : (response.body as { statuses?: unknown })?.statuses;
        if (!Array.isArray(statuses)) throw new Error(`${response.url} did not answer with a list of statuses`);
        if (statuses.length === 0) break;
        let older = 0;
        for (const status of statuses) {
          const item = statusToItem(status, base);
          if (!item) continue;
          items.push(item);
          if (query.since && item.publishedAt < query.since) older++;
        }
        const skipped = statuses.length - statuses.filter((s) => ZStatus.safeParse(s).success).length;
        if (skipped) log().warn({ url: response.url, skipped }, "malformed Mastodon statuses skipped");
        if (items.length >= query.limit) break;
        // The tag timeline is newest first: once it reaches `since`, older pages were seen before.
        // Search results are ranked, not dated: stop only when a whole page is older.
        if (query.tag ? older > 0 : older === statuses.length) break;
        url =
          parseLinkHeader(response.link, response.url).next ??
          (query.text && statuses.length === PAGE_SIZE ? withOffset(url, (page + 1) * PAGE_SIZE) : "");
      }
      return items.slice(0, query.limit);
    },
  };
}

const withOffset = (url: string, offset: number) => {
  const next = new URL(url);
  next.searchParams.set("offset", String(offset));
  return next.toString();
};

const unavailableText =
  "Mastodon full-text search needs MASTODON_TOKEN (an access token of an account on that instance)";

export const mastodonProvider: TSocialProviderKind = {
  name: MASTODON,
  unavailable: (kind, base) =>
    kind === "text" && !(base ? mastodonToken(base) : process.env.MASTODON_TOKEN) ? unavailableText : null,
  sourceUrl(target: TSocialTarget): string {
    const origin = instanceOrigin(target.base);
    if (Boolean(target.tag) === Boolean(target.text))
      throw new DomainError("INVALID_QUERY", "give either a hashtag or a text query");
    if (target.tag) {
      const tag = target.tag.trim().replace(/^#/, "").toLowerCase();
      if (!/^[\p{L}\p{N}_]{1,100}$/u.test(tag)) throw new DomainError("INVALID_QUERY", `not a hashtag: ${target.tag}`);
      return `${origin}/tags/${encodeURIComponent(tag)}`;
    }
    const text = target.text!.trim().replace(/\s+/g, " ");
    if (!text || text.length > 200) throw new DomainError("INVALID_QUERY", "the text query must be 1–200 characters");
    return `${origin}/search?q=${encodeURIComponent(text)}`;
  },
  parseSourceUrl(url: string): TSocialTarget {
    const parsed = new URL(url);
    const tag = /^\/tags\/([^/]+)$/.exec(parsed.pathname)?.[1];
    if (tag) return { base: parsed.origin, tag: decodeURIComponent(tag) };
    const text = parsed.pathname === "/search" ? parsed.searchParams.get("q") : null;
    if (text) return { base: parsed.origin, text };
    throw new Error(`not a Mastodon source URL: ${url}`);
  },
  connect,
};

/** An instance is an origin: https://mastodon.social (a path or query would be ignored, so refuse it). */
function instanceOrigin(base: string): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new DomainError("INVALID_URL", `not a URL: ${base}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new DomainError("INVALID_URL", "the instance must be an http or https URL");
  if (url.pathname.replace(/\/+$/, "") || url.search || url.username || url.password) {
    throw new DomainError(
      "INVALID_URL",
      `give the instance's address only, like https://mastodon.social (not ${base})`,
    );
  }
  return url.origin;
}
