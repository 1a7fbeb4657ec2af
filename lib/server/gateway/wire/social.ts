import "server-only";
import { MIN_DATE } from "@/lib/server/gateway/format/types";
import type { TSocialSearchResult, TSocialProviderStatus } from "@/lib/server/social/search-social";
import { socialItemLinks, type TSocialItem } from "@/lib/server/social/social-item";
import type { TSocialQuery } from "@/lib/server/social/social-to-query";

/** The spec's "Social item": text and (when kept) the original HTML as Contents. */
export function wireSocialItem(item: TSocialItem) {
  const contents: { Type: "text" | "html"; Lang: string; Text: string }[] = [
    { Type: "text", Lang: item.language, Text: item.text },
  ];
  if (item.html) contents.push({ Type: "html", Lang: item.language, Text: item.html });
  return {
    Authors: [
      {
        Name: item.authorName,
        Uri: item.authorUri ?? "",
        UserId: item.authorId ?? "",
        ProfileImageUri: item.authorImage ?? "",
      },
    ],
    Id: item.externalId,
    Provider: item.provider,
    Links: socialItemLinks(item).map((l) => ({ Href: l.href, Rel: l.rel, Type: l.type })),
    Published: item.publishedAt,
    Updated: item.updatedAt,
    Source: { Link: item.sourceLink ?? "", Title: item.sourceTitle ?? "" },
    Contents: contents,
    LastUpdated: item.fetchedAt > item.updatedAt ? item.fetchedAt : item.updatedAt,
  };
}

/** A provider's status; an unknown provider names its Status first (the key order XML follows). */
const wireProviderStatus = (s: TSocialProviderStatus) =>
  s.status === "unknown provider"
    ? { Provider: s.provider, Status: s.status, LastPolled: s.lastPolled, ItemCount: s.itemCount }
    : { Provider: s.provider, LastPolled: s.lastPolled, ItemCount: s.itemCount, Status: s.status };

/**
 * `{Statuses, Items, LastUpdated}` (LastUpdated: the last successful poll), and TotalCount after them
 * when given (the one-provider searches).
 */
export function wireSocialResult(result: TSocialSearchResult, total?: number) {
  return {
    Statuses: result.statuses.map(wireProviderStatus),
    Items: result.items.map(wireSocialItem),
    LastUpdated: result.lastPolled ?? MIN_DATE,
    ...(total !== undefined ? { TotalCount: total } : {}),
  };
}

/** A social search turned into the query language; LastUpdated is now. */
export const wireSocialQuery = (q: TSocialQuery) => ({
  OriginalQueryString: q.original,
  Query: q.query,
  Ignored: q.ignored,
  LastUpdated: new Date(),
});
