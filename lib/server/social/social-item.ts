import "server-only";
import { Parser } from "htmlparser2";
import type { TRawSocialItem } from "./types";

/** A stored social item: the raw item as stored (without the provider's payload), and when it was fetched. */
export type TSocialItem = Omit<TRawSocialItem, "raw"> & { fetchedAt: Date };

/** A link of an item: its page (alternate), its ActivityPub id (self) and the links the author shared (related). */
export type TSocialLink = { href: string; rel: "alternate" | "self" | "related"; type: string };

/** The item's links: its page, its own URI when that differs, then the links in its HTML, each once. */
export function socialItemLinks(item: TSocialItem): TSocialLink[] {
  const links: TSocialLink[] = [];
  if (item.url) links.push({ href: item.url, rel: "alternate", type: "text/html" });
  if (/^https?:\/\//.test(item.externalId) && item.externalId !== item.url) {
    links.push({ href: item.externalId, rel: "self", type: "application/activity+json" });
  }
  for (const href of item.html ? linksIn(item.html) : []) {
    if (!links.some((l) => l.href === href)) links.push({ href, rel: "related", type: "" });
  }
  return links;
}

/**
 * Web links the author put in the post. Mentions and hashtags are links too in Mastodon's HTML
 * (class "mention"/"hashtag"); they point at profiles and tag pages, not at what is shared.
 */
export function linksIn(html: string): string[] {
  const hrefs: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== "a" || !attributes.href || /\b(mention|hashtag)\b/.test(attributes.class ?? "")) return;
      if (/^https?:\/\//i.test(attributes.href) && !hrefs.includes(attributes.href)) hrefs.push(attributes.href);
    },
  });
  parser.write(html);
  parser.end();
  return hrefs;
}
