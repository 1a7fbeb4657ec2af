import "server-only";
import { DomainError } from "@/lib/server/errors";
import { normalizeLanguageHint } from "@/lib/nlp/language";
import { countSocialItemsByProvider, findSocialItemPage } from "./data/social-items";
import { findSocialSourceHealth } from "./data/social-sources";
import { findSocialProvider, SOCIAL_PROVIDERS } from "./providers";
import type { TSocialItem } from "./social-item";

export type TSocialSearch = {
  q?: string;
  /** Provider names, any case; all known providers when omitted or empty. */
  providers?: string[];
  /** Language codes ("en", "de-AT", "deu"); any language when omitted or empty. */
  languages?: string[];
  pageSize: number;
  /** First page 0, as in the other searches. */
  pageNumber: number;
};

export type TSocialProviderStatus = {
  provider: string;
  status: "ok" | "not configured" | "no sources" | "pending" | "error" | "unknown provider";
  /** The last successful poll of any of its sources. */
  lastPolled: Date | null;
  /** Items of this provider matching the search (all pages). */
  itemCount: number;
};

/** A page of items with each requested provider's status; `lastPolled`: the newest successful poll. */
export type TSocialSearchResult = { statuses: TSocialProviderStatus[]; items: TSocialItem[]; lastPolled: Date | null };

/**
 * Stored social items, newest first: `q` matched as words against author and text (plainto_tsquery
 * 'simple', the index's configuration), filtered by provider and language. Statuses say, per
 * requested provider, whether it can deliver at all. lastPolled: the last successful poll, null
 * when there has been none.
 */
export async function searchSocial(input: TSocialSearch): Promise<TSocialSearchResult> {
  if (!Number.isInteger(input.pageSize) || input.pageSize < 1 || input.pageSize > 500) {
    throw new DomainError("INVALID_PARAMETER", "pageSize must be 1 to 500");
  }
  if (!Number.isInteger(input.pageNumber) || input.pageNumber < 0)
    throw new DomainError("INVALID_PARAMETER", "pageNumber must be 0 or more");
  const requested = input.providers?.map((p) => p.trim()).filter(Boolean) ?? [];
  const names = requested.length ? [...new Set(requested)] : SOCIAL_PROVIDERS.map((p) => p.name);
  const known = names.map((n) => findSocialProvider(n)?.name).filter((n): n is string => Boolean(n));
  const languages = (input.languages ?? []).map((l) => l.trim()).filter(Boolean);
  const codes = languages.map((l) => normalizeLanguageHint(l) ?? l.toLowerCase());

  const filter = { providers: known, text: input.q?.trim() || undefined, languages: codes };
  const [rows, counts, sources] = await Promise.all([
    findSocialItemPage(filter, input.pageSize, input.pageSize * input.pageNumber),
    countSocialItemsByProvider(filter),
    findSocialSourceHealth(),
  ]);

  const statuses = names.map((name): TSocialProviderStatus => {
    const provider = findSocialProvider(name);
    if (!provider) return { provider: name, status: "unknown provider", lastPolled: null, itemCount: 0 };
    const polled = sources.find((s) => s.provider === provider.name);
    const base = {
      provider: provider.name,
      lastPolled: polled?.last ?? null,
      itemCount: counts.get(provider.name) ?? 0,
    };
    if (!polled && provider.unavailable("tag")) return { ...base, status: "not configured" };
    if (!polled) return { ...base, status: "no sources" };
    if (polled.ok > 0) return { ...base, status: "ok" };
    if (polled.unconfigured === polled.enabled) return { ...base, status: "not configured" };
    return { ...base, status: polled.pending > 0 ? "pending" : "error" };
  });
  const newest = Math.max(0, ...statuses.map((s) => s.lastPolled?.getTime() ?? 0));
  return { statuses, items: rows, lastPolled: newest ? new Date(newest) : null };
}
