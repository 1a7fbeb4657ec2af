import "server-only";

/**
 * One post as a provider hands it over, provider-neutral, ready for `social_items`. `externalId`
 * must be stable and unique within the provider (Mastodon: the status URI, which is the same on
 * every instance that federates it); `raw` is the provider's payload, kept as received.
 */
export type TRawSocialItem = {
  provider: string;
  externalId: string;
  url: string | null;
  authorName: string;
  authorUri: string | null;
  authorId: string | null;
  authorImage: string | null;
  sourceTitle: string | null;
  sourceLink: string | null;
  /** ISO 639-1 or "und". */
  language: string;
  text: string;
  html: string | null;
  publishedAt: Date;
  updatedAt: Date;
  raw: unknown;
};

/** What a source asks for: a hashtag or a full-text query (exactly one), newer than `since`. */
export type TSocialQuery = { tag?: string; text?: string; since?: Date; limit: number };

/** A provider bound to one endpoint (for Mastodon: one instance). */
export type TSocialProvider = {
  name: string;
  fetchRecent(query: TSocialQuery): Promise<TRawSocialItem[]>;
};

/** What a source stores: the endpoint and its query, decoded from `sources.url`. */
export type TSocialTarget = { base: string; tag?: string; text?: string };

/**
 * A kind of provider. Adding Twitter/Facebook/YouTube means one more entry in
 * `providers/index.ts` implementing this; until then they are listed as not configured.
 */
export type TSocialProviderKind = {
  /** As stored in `social_items.provider` and `sources.publisher`, and shown as Provider. */
  name: string;
  /** Why a query of this kind cannot run now (missing credentials, no implementation), or null. */
  unavailable(kind: "tag" | "text", base?: string): string | null;
  /** The canonical `sources.url` for a target (validated; throws DomainError 400). */
  sourceUrl(target: TSocialTarget): string;
  /** The inverse of `sourceUrl`; throws on a URL this provider did not make. */
  parseSourceUrl(url: string): TSocialTarget;
  connect(base: string): TSocialProvider;
};
