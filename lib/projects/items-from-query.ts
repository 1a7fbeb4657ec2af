import "server-only";
import { db } from "@/lib/db/client";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { compileQuery } from "@/lib/query/compile-query";
import { entityTermsOf } from "@/lib/query/entity-terms";
import { parseQuery } from "@/lib/query/parse-query";
import type { TItemKey } from "./item-refs";
import type { TActor, TProjectType } from "./project-model";
import { commentVisibleSql } from "@/lib/users/user-groups";

/** At most this many documents are added from one query (newest first). */
export const ADD_FROM_QUERY_MAX = 1000;

/**
 * The items a query stands for in a project of this type: for a Scrapbook the documents it matches
 * (newest first, at most ADD_FROM_QUERY_MAX); for an EntityList the entities it names
 * (`person:"…"`, `Name[Type]`, `itemref:11_…`, not negated).
 */
export async function itemsFromQuery(actor: TActor, type: TProjectType, q: string): Promise<TItemKey[]> {
  const query = parseQuery(q);
  if (type === "Scrapbook") {
    const compiled = await compileQuery(query);
    const rows = await db().$queryRaw<{ id: bigint }[]>`
      SELECT d.id FROM documents d
      WHERE ${compiled.where} AND ${commentVisibleSql(actor.userId)}
      ORDER BY d.published_at DESC, d.id DESC LIMIT ${ADD_FROM_QUERY_MAX}`;
    return rows.map((r) => ({ itemClass: 5, itemId: r.id.toString() }));
  }
  if (type === "EntityList") {
    const keys: TItemKey[] = [];
    for (const term of entityTermsOf(query)) {
      if (term.negated) continue;
      if (term.by === "id") {
        keys.push({ itemClass: 11, itemId: term.entityId.toString() });
        continue;
      }
      const { rows } = await pool().query<{ id: string }>(
        `SELECT e.id FROM entity_aliases a JOIN entities e ON e.id = a.entity_id
         WHERE a.alias_key = $1 AND e.type = $2 ORDER BY e.doc_count DESC, e.id LIMIT 1`,
        [term.key, term.type],
      );
      if (!rows[0]) throw new DomainError("ITEM_NOT_FOUND", `q: no ${term.type} named "${term.name}" is known`);
      keys.push({ itemClass: 11, itemId: rows[0].id });
    }
    if (keys.length === 0) {
      throw new DomainError(
        "QUERY_NAMES_NO_ENTITY",
        'q: an EntityList takes the entities a query names, e.g. person:"Nancy Pelosi" or Iran[Country]',
      );
    }
    return keys;
  }
  throw new DomainError("PROJECT_HOLDS_NO_ITEMS", "a MyPageTab holds widgets, not items");
}
