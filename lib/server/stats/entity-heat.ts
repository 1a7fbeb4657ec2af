import "server-only";
import { now } from "@/lib/server/db/clock";
import { nameKey } from "@/lib/server/entities/entity-keys";
import { toEntitySummary, type TEntitySummary } from "@/lib/server/entities/entity-summary";
import { DomainError } from "@/lib/server/errors";
import { entityIdsOfProject } from "@/lib/server/projects/project-entities";
import { compileQuery, parseQuery } from "@/lib/server/query-language";
import { findEntitiesMentionedIn } from "./data/document-counts";
import { compareHeat, type THeat, type THeatSort, type TSortDirection } from "./heat-formula";
import { heatPage, heatRows, type THeatSource, type TSourcedRow } from "./heat-sources";
import { heatWindow, type THeatWindow } from "./heat-window";

const everything = { sortBy: "vol30d", direction: "desc", offset: 0, limit: Number.MAX_SAFE_INTEGER } as const;

export type TEntityHeat = {
  /** Entity-name filter (in-memory source only). */
  q?: string;
  forceDb: boolean;
  /** A query: the entities mentioned in its matching documents of the window. */
  tq?: string;
  projectRef?: string;
  itemRefs?: bigint[];
  sortBy: THeatSort;
  sortDirection: TSortDirection;
  pageSize: number;
  pageNumber: number;
  callerId: number;
};

/** An entity with its document volumes and heat. */
export type THeatItem = TEntitySummary & THeat;

/** One page of entity heat, the count of all selected entities, what was asked and which source answered. */
export type THeatPage = {
  total: number;
  description: string;
  items: THeatItem[];
  /** The service clock the 30-day window ends with. */
  asOf: Date;
  source: THeatSource;
};

/**
 * Entity heat (DECISIONS 19, lib/server/stats/README.md). The entities are the union of those named by
 * itemRefs, projectRef and the documents matching tq in the 30-day window; with none of these, every
 * entity mentioned in the window ("the hottest entities"). q then keeps those whose name contains q.
 * Source: InMemory (the cache kept current by ingestion) unless forceDb, then Database.
 */
export async function entityHeat(input: TEntityHeat): Promise<THeatPage> {
  const q = input.q?.trim();
  if (q && input.forceDb) {
    throw new DomainError("INVALID_PARAMETER", "parameter q: works only with the in-memory source (forceDb=false)");
  }
  const clock = now();
  const window = heatWindow(clock);
  const ids = await selectedEntities(input, window);
  const source: THeatSource = input.forceDb ? "Database" : "InMemory";
  const offset = input.pageNumber * input.pageSize;
  let total: number;
  let page: TSourcedRow[];
  if (ids === null && !q) {
    // Every entity of the window: the sources order and page it themselves (cached order in memory).
    const order = { sortBy: input.sortBy, direction: input.sortDirection, offset, limit: input.pageSize };
    ({ total, rows: page } = await heatPage(source, window, order));
  } else {
    let rows = ids === null ? (await heatPage(source, window, everything)).rows : await heatRows(source, window, ids);
    if (q) {
      const key = nameKey(q);
      rows = rows.filter((r) => keyOf(r).includes(key));
    }
    rows.sort(compareHeat(input.sortBy, input.sortDirection));
    total = rows.length;
    page = rows.slice(offset, offset + input.pageSize);
  }
  return { total, description: describe(input, q), items: page.map(heatItem), asOf: clock, source };
}

// Name keys of cached rows, computed once per row object (cache entries live until refreshed).
const nameKeys = new WeakMap<TSourcedRow, string>();
function keyOf(row: TSourcedRow): string {
  let key = nameKeys.get(row);
  if (key === undefined) nameKeys.set(row, (key = nameKey(row.name)));
  return key;
}

function describe(input: TEntityHeat, q: string | undefined): string {
  const parts = [
    q && `name contains "${q}"`,
    input.tq?.trim() && `entities of "${input.tq.trim()}"`,
    input.projectRef && `entities of project ${input.projectRef}`,
    input.itemRefs?.length && `${input.itemRefs.length} entities`,
  ].filter(Boolean);
  return parts.length ? `Entity heat: ${parts.join("; ")}` : "Hottest entities";
}

/** The selected entity ids, or null for "every entity mentioned in the window". */
async function selectedEntities(input: TEntityHeat, window: THeatWindow): Promise<string[] | null> {
  const tq = input.tq?.trim();
  if (!tq && !input.projectRef && !input.itemRefs?.length) return null;
  const ids = new Set<string>((input.itemRefs ?? []).map(String));
  if (input.projectRef) {
    for (const id of await entityIdsOfProject(input.callerId, input.projectRef)) ids.add(String(id));
  }
  if (tq) {
    const compiled = await compileQuery(parseQuery(tq));
    const from = new Date(`${window.start}T00:00:00Z`);
    const to = new Date(Date.parse(`${window.end}T00:00:00Z`) + 86_400_000);
    for (const id of await findEntitiesMentionedIn(compiled, from, to, input.callerId)) ids.add(String(id));
  }
  return [...ids];
}

function heatItem(row: TSourcedRow): THeatItem {
  const entity = toEntitySummary({ ...row, updated_at: row.updatedAt });
  return { ...entity, v1: row.v1, v7: row.v7, v30: row.v30, heat1: row.heat1, heat7: row.heat7 };
}
