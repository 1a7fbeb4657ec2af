import "server-only";
import { Parser } from "htmlparser2";
import type { TRawSocialItem, TSocialItem } from "./types";

/** The `social_items` columns the API shape is built from: the raw item as stored. */
export type TSocialItemRow = Omit<TRawSocialItem, "raw"> & { fetchedAt: Date };

/** A stored item in the spec's Social item shape: text and (when kept) the original HTML as Contents. */
export function toSocialItem(row: TSocialItemRow): TSocialItem {
  const links: TSocialItem["Links"] = [];
  if (row.url) links.push({ Href: row.url, Rel: "alternate", Type: "text/html" });
  if (/^https?:\/\//.test(row.externalId) && row.externalId !== row.url) {
    links.push({ Href: row.externalId, Rel: "self", Type: "application/activity+json" });
  }
  for (const href of row.html ? linksIn(row.html) : []) {
    if (!links.some((l) => l.Href === href)) links.push({ Href: href, Rel: "related", Type: "" });
  }
  const contents: TSocialItem["Contents"] = [{ Type: "text", Lang: row.language, Text: row.text }];
  if (row.html) contents.push({ Type: "html", Lang: row.language, Text: row.html });
  return {
    Authors: [
      {
        Name: row.authorName,
        Uri: row.authorUri ?? "",
        UserId: row.authorId ?? "",
        ProfileImageUri: row.authorImage ?? "",
      },
    ],
    Id: row.externalId,
    Provider: row.provider,
    Links: links,
    Published: row.publishedAt,
    Updated: row.updatedAt,
    Source: { Link: row.sourceLink ?? "", Title: row.sourceTitle ?? "" },
    Contents: contents,
    LastUpdated: row.fetchedAt > row.updatedAt ? row.fetchedAt : row.updatedAt,
  };
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
