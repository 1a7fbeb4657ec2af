import "server-only";
import { DomainError } from "@/lib/server/errors";
import { compileQuery } from "@/lib/server/query-language/compile-query";
import { entityTermsOf } from "@/lib/server/query-language/entity-terms";
import { parseQuery } from "@/lib/server/query-language/parse-query";
import { findDocumentIdsMatching, findEntityIdByAlias } from "./data/project-items";
import type { TItemKey } from "./item-refs";
import type { TActor, TProjectType } from "./project-model";

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
    const ids = await findDocumentIdsMatching(compiled.where, actor.userId, ADD_FROM_QUERY_MAX);
    return ids.map((id) => ({ itemClass: 5, itemId: id }));
  }
  if (type === "EntityList") {
    const keys: TItemKey[] = [];
    for (const term of entityTermsOf(query)) {
      if (term.negated) continue;
      if (term.by === "id") {
        keys.push({ itemClass: 11, itemId: term.entityId.toString() });
        continue;
      }
      const id = await findEntityIdByAlias(term.key, term.type);
      if (id === undefined) throw new DomainError("ITEM_NOT_FOUND", `q: no ${term.type} named "${term.name}" is known`);
      keys.push({ itemClass: 11, itemId: id });
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
