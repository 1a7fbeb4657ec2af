import "server-only";
import { DomainError } from "@/lib/server/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { currentProjectResolver } from "@/lib/server/projects/query-projects";
import { parseQuery, type TQueryNode } from "@/lib/server/query-language";

/**
 * What an entity search's `q` asks for: names matching text (optionally of one type), or given entities
 * (`ids` selects them in its first column).
 */
export type TEntityQuery =
  { kind: "all" } | { kind: "name"; text: string; type?: string } | { kind: "ids"; ids: Prisma.Sql };

const NOT_FOR_ENTITIES =
  "entity search takes a name, <type>:<name>, <name>[Type], itemref:11_<n> or mylist:<list>; operators, " +
  "phrases of several terms, doclist:, DocType: and document itemrefs select documents (use /search/documents)";

/**
 * Reads `q` of /entities with the query language (DECISIONS 21), so that it means what it means in
 * /search/documents: `person:"Boris Johnson"` and `Boris Johnson[Person]` restrict the type, `mylist:` is
 * the entities of an EntityList, `itemref:11_<n>` one entity, and a syntax error is the same 400. Words
 * and a phrase are a name to look up.
 */
export async function readEntityQuery(q: string | undefined): Promise<TEntityQuery> {
  const query = parseQuery(q);
  if (!query) return { kind: "all" };
  const words = wordsOf(query);
  if (words !== undefined) return { kind: "name", text: words };
  switch (query.kind) {
    case "entity":
      return { kind: "name", text: query.name, type: query.type };
    case "itemRef":
      if (query.ref.class === "entity") return { kind: "ids", ids: Prisma.sql`SELECT ${query.ref.id}::int8 AS id` };
      break;
    case "project": {
      if (query.list !== "mylist") break;
      const resolve = currentProjectResolver();
      if (!resolve) throw new DomainError("QUERY_NOT_AVAILABLE", "mylist: needs a signed-in caller");
      const set = await resolve(query.list, query.ref);
      if (!("entityIds" in set)) break;
      const ids = set.entityIds;
      return {
        kind: "ids",
        ids: ids instanceof Prisma.Sql ? ids : Prisma.sql`SELECT unnest(${ids.map((id) => BigInt(id))}::int8[]) AS id`,
      };
    }
  }
  throw new DomainError("QUERY_NOT_SUPPORTED", `parameter q: ${NOT_FOR_ENTITIES}`);
}

/** Plain words (juxtaposed terms) or one phrase: the text of a name; undefined for anything else. */
function wordsOf(node: TQueryNode): string | undefined {
  if (node.kind === "term" || node.kind === "phrase") return node.text;
  if (node.kind === "and" && node.children.every((c) => c.kind === "term")) {
    return node.children.map((c) => (c as { text: string }).text).join(" ");
  }
  return undefined;
}
