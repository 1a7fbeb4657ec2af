import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import { findStoredProviderRefs, findStoredUrlKeys } from "./data/stored-references";
import type { TRawDocument } from "./types";
import { urlKey } from "./url-key";

type TReference = { urlKey?: string; provider?: string; providerRef?: string };

export const referenceKey = (provider: string, ref: string) => `${provider}|${ref}`;

/**
 * The URL keys and provider references among `items` that are already stored. Sequential queries,
 * so it also runs on a transaction's client (one query at a time).
 */
export async function storedReferences(
  db: TQueryable,
  items: TReference[],
): Promise<{ urls: Set<string>; refs: Set<string> }> {
  const keys = items.map((d) => d.urlKey).filter((k): k is string => !!k);
  const refs = items.filter((d) => d.provider && d.providerRef);
  const urls = await findStoredUrlKeys(db, keys);
  const providers = await findStoredProviderRefs(
    db,
    refs.map((d) => ({ provider: d.provider!, providerRef: d.providerRef! })),
  );
  return {
    urls: new Set(urls),
    refs: new Set(providers.map((r) => referenceKey(r.provider, r.providerRef))),
  };
}

/**
 * Which raw documents are already stored by URL or provider reference: checked before enrichment,
 * so that re-running an import costs a query per batch, not the NLP.
 */
export async function knownReferences(docs: TRawDocument[]): Promise<(string | undefined)[]> {
  const items = docs.map((d) => ({ urlKey: urlKey(d.url), provider: d.provider, providerRef: d.providerRef }));
  const stored = await storedReferences(pool(), items);
  return items.map((item) => {
    if (item.urlKey && stored.urls.has(item.urlKey)) return "same URL";
    if (item.provider && item.providerRef && stored.refs.has(referenceKey(item.provider, item.providerRef))) {
      return "same provider reference";
    }
    return undefined;
  });
}
