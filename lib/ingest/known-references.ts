import "server-only";
import { pool } from "@/lib/db/pool";
import type { TRawDocument } from "./types";
import { urlKey } from "./url-key";

/**
 * Which raw documents are already stored by URL or provider reference: checked before enrichment,
 * so that re-running an import costs a query per batch, not the NLP.
 */
export async function knownReferences(docs: TRawDocument[]): Promise<(string | undefined)[]> {
  const keys = docs.map((d) => urlKey(d.url));
  const refs = docs.map((d) => (d.provider && d.providerRef ? [d.provider, d.providerRef] : undefined));
  const [urls, providers] = await Promise.all([
    pool().query<{ url_key: string }>("SELECT url_key FROM documents WHERE url_key = ANY($1::text[])", [
      keys.filter(Boolean),
    ]),
    pool().query<{ provider: string; provider_ref: string }>(
      `SELECT d.provider, d.provider_ref FROM documents d
       JOIN unnest($1::text[], $2::text[]) AS r(provider, ref) ON d.provider = r.provider AND d.provider_ref = r.ref`,
      [refs.filter(Boolean).map((r) => r![0]), refs.filter(Boolean).map((r) => r![1])],
    ),
  ]);
  const knownUrls = new Set(urls.rows.map((r) => r.url_key));
  const knownRefs = new Set(providers.rows.map((r) => `${r.provider}|${r.provider_ref}`));
  return docs.map((_, i) => {
    if (keys[i] && knownUrls.has(keys[i]!)) return "same URL";
    if (refs[i] && knownRefs.has(refs[i]!.join("|"))) return "same provider reference";
    return undefined;
  });
}
