import "server-only";
import { DomainError } from "@/lib/server/errors";
import { socialProvider } from "@/lib/server/social/providers";
import { searchSocial, type TSocialSearchResult } from "@/lib/server/social/search-social";

/**
 * /v1/twitter/search and /v1/youtube: the stored items of one social provider, through the same
 * provider interface as /search/social. A provider that cannot deliver (no implementation or
 * credentials) is a 503 PROVIDER_NOT_CONFIGURED that says what is missing, instead of an empty list
 * that looks like "no results".
 */
export async function searchProviderItems(
  name: string,
  input: { q?: string; languages?: string[]; pageSize: number; pageNumber: number },
): Promise<TSocialSearchResult & { total: number }> {
  const provider = socialProvider(name);
  const reason = provider.unavailable(input.q ? "text" : "tag");
  if (reason) throw new DomainError("PROVIDER_NOT_CONFIGURED", reason);
  const result = await searchSocial({ ...input, providers: [provider.name] });
  return { ...result, total: result.statuses[0]?.itemCount ?? result.items.length };
}
