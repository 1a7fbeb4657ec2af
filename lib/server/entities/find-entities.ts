import "server-only";
import { findEntityPage } from "./data/entity-search";
import { withEntityExtras, type TEntityExtra, type TEntityWithExtras } from "./entity-extras";
import { toEntitySummary } from "./entity-summary";
import { nameKey } from "./entity-keys";
import { readEntityQuery } from "./entity-query";

export const ENTITY_SORTS = ["relevance", "name", "documentcount", "lastmentioned"] as const;
export type TEntitySort = (typeof ENTITY_SORTS)[number];

export type TEntitySearch = {
  q?: string;
  types?: string[];
  pageSize: number;
  pageNumber: number;
  sortBy: TEntitySort;
  rel?: number;
  extras: readonly TEntityExtra[];
  callerId: number;
};

/** One page of entities and the count of all that match. */
export type TEntityPage = { total: number; items: TEntityWithExtras[] };

/**
 * Entity search over names and aliases. Match tiers: exact name or alias (3), name or alias starting with
 * the text (2), a word of the name starting with the text (1.5), a close spelling (trigram similarity,
 * FUZZY_MIN_SIMILARITY..1). Relevance order is by the kind of match first, then by score. score = tier + 0.9 × ln(1 + documents) / ln(1 + most documents among the candidates), so
 * within a tier the most mentioned entity comes first. Relevance = score / best score (0..1); `rel`
 * keeps entities at or above that fraction. Without text every active entity matches by popularity.
 */
export async function findEntities(search: TEntitySearch): Promise<TEntityPage> {
  const read = await readEntityQuery(search.q);
  const key = read.kind === "name" ? nameKey(read.text) : "";
  // A name that has no letters or digits left (`"-"`) matches nothing rather than everything.
  if (read.kind === "name" && !key) return { total: 0, items: [] };
  const rows = await findEntityPage({
    read,
    key,
    types: search.types,
    sortBy: search.sortBy,
    rel: search.rel,
    pageSize: search.pageSize,
    pageNumber: search.pageNumber,
  });
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && search.pageNumber > 0) {
    const all = await findEntities({ ...search, pageNumber: 0, pageSize: 1, extras: [] });
    total = all.total;
  }
  return { total, items: await withEntityExtras(rows.map(toEntitySummary), search.extras, search) };
}
