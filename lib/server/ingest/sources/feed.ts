import "server-only";
import { readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";

import type { TRawDocument, TSource, TSourceItem, TSourceOptions } from "../types";
import { decodeDocument } from "./decode-text";
import { htmlToText } from "./html-text";
import { cleanImageUrl, imageOfHtml } from "./item-image";
import { languageCode } from "./parse-date";

export type TFeedOptions = TSourceOptions & {
  /** The feed's own URL: the provider of the items' guids, and the base for relative links. */
  feedUrl?: string;
  /** Prefix of item origins ("feed.xml item 3"); defaults to the feed URL or "feed". */
  origin?: string;
  /** Charset from the HTTP Content-Type, when fetched; otherwise the XML declaration decides. */
  charset?: string;
};

/** Feeds are read whole (the fetcher caps them at 20 MB): a file beyond this is refused, not parsed. */
export const MAX_FEED_BYTES = 20 * 1024 * 1024;

// A feed item "is only a summary" unless it carries a full-content element (content:encoded, Atom
// <content>) of some length, or a long description — and its text does not end the way teasers end.
// The caller may then fetch the linked page for the full article.
const FULL_CONTENT_MIN_CHARS = 200;
const FULL_DESCRIPTION_MIN_CHARS = 1500;
const TEASER_END = /(\.\.\.|…|\[…\]|\[\.\.\.\]|read more|continue reading|lire la suite|weiterlesen|more »|»)\W*$/i;

export function isSummaryOnly(text: string, fromContentElement: boolean): boolean {
  if (TEASER_END.test(text)) return true;
  return text.length < (fromContentElement ? FULL_CONTENT_MIN_CHARS : FULL_DESCRIPTION_MIN_CHARS);
}

type TFeed = ReturnType<typeof parseFeed>;
type TFeedItem = TFeed["items"][number];

const looksLikeHtml = (text: string) => /<[a-z][^>]*>|&[#\w]+;/i.test(text);

function itemToDocument(item: TFeedItem, feed: TFeed, origin: string, options: TFeedOptions): TSourceItem {
  const html = item.content ?? item.description ?? undefined;
  const body = html ? htmlToText(html) : "";
  const rawTitle = item.title ?? "";
  const title = (looksLikeHtml(rawTitle) ? htmlToText(rawTitle) : rawTitle).replace(/\s+/g, " ").trim();
  if (!title && !body) return { ok: false, origin, reason: "feed item has neither title nor content" };
  const categories = item.categories.map((c) => c.label ?? c.term).filter((c): c is string => Boolean(c));
  const authors = item.authors.map((a) => a.name ?? a.email).filter((a): a is string => Boolean(a));
  const properties: Record<string, string | string[]> = {};
  if (categories.length) properties.categories = categories;
  if (authors.length) properties.authors = authors;
  const image = itemImage(item, html);
  if (image) properties.image = image;
  const doc: TRawDocument = {
    origin,
    title: title || body.split("\n")[0]!.slice(0, 200),
    body: body || title,
    html: html && looksLikeHtml(html) ? html : undefined,
    url: item.url ?? undefined,
    provider: options.feedUrl ?? feed.self ?? feed.url ?? undefined,
    providerRef: item.id ?? item.url ?? undefined,
    publishedAt: item.published ?? item.updated ?? undefined,
    publisher: options.publisher ?? feed.title ?? undefined,
    language: languageCode(feed.language),
    type: options.type,
    properties,
    summaryOnly: isSummaryOnly(body, Boolean(item.content)),
  };
  return { ok: true, doc };
}

/** The item's picture: its own image, a Media RSS thumbnail or image, an image enclosure, else one in its HTML. */
function itemImage(item: TFeedItem, html: string | undefined): string | undefined {
  const base = item.url ?? undefined;
  const fromMedia = item.media.map((m) => m.image ?? (m.type === "image" ? m.url : null)).find(Boolean);
  return (
    cleanImageUrl(item.image?.url, base) ??
    cleanImageUrl(fromMedia, base) ??
    (html && looksLikeHtml(html) ? imageOfHtml(html, base) : undefined)
  );
}

/**
 * Items of an RSS 2.0, RSS 1.0 (RDF) or Atom 1.0 feed. Throws when the input is not a feed at all (the
 * poller records that as a failed fetch); a bad item is a rejection and the others are still read.
 */
export function readFeed(input: string | Uint8Array, options: TFeedOptions = {}): TSourceItem[] {
  const base = options.origin ?? options.feedUrl ?? "feed";
  const xml = typeof input === "string" ? input : decodeDocument(input, options.charset);
  let feed: TFeed;
  try {
    feed = parseFeed(xml);
  } catch (error) {
    throw new Error(`not a readable RSS/Atom feed: ${(error as Error).message}`);
  }
  return feed.items.map((item, i) => {
    const origin = `${base} item ${i + 1}`;
    try {
      return itemToDocument(item, feed, origin, options);
    } catch (error) {
      return { ok: false, origin, reason: `unreadable feed item: ${(error as Error).message}` };
    }
  });
}

/** As `readFeed`, but a feed that cannot be read at all becomes one rejection (imports never throw). */
export function parseFeedItems(input: string | Uint8Array, options: TFeedOptions = {}): TSourceItem[] {
  try {
    return readFeed(input, options);
  } catch (error) {
    return [{ ok: false, origin: options.origin ?? options.feedUrl ?? "feed", reason: (error as Error).message }];
  }
}

/** A feed already in memory (fetched by the caller). */
export function feedSource(input: string | Uint8Array, options: TFeedOptions = {}): TSource {
  let parsed: TSourceItem[] | undefined;
  const items = () => (parsed ??= parseFeedItems(input, options));
  return {
    describe: `Feed ${options.feedUrl ?? options.origin ?? ""}`.trim(),
    estimate: async () => items().length,
    items: async function* () {
      yield* items();
    },
  };
}

/** A feed saved as a file. */
export function feedFileSource(path: string, options: TFeedOptions = {}, name = basename(path)): TSource {
  const load = async (): Promise<TSourceItem[]> => {
    const { size } = await stat(path);
    if (size > MAX_FEED_BYTES) return [{ ok: false, origin: name, reason: `feed file too large (${size} bytes)` }];
    return parseFeedItems(await readFile(path), { origin: name, ...options });
  };
  return {
    describe: `Feed ${name}`,
    // Counting item/entry tags is cheaper than parsing and good enough for a progress bar.
    estimate: async () => {
      if ((await stat(path)).size > MAX_FEED_BYTES) return 1;
      const text = (await readFile(path)).toString("latin1");
      return (text.match(/<(item|entry)[\s>]/g) ?? []).length;
    },
    items: async function* () {
      yield* await load();
    },
  };
}
