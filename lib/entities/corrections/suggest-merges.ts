import "server-only";
import { pool } from "@/lib/db/pool";
import { entityRef } from "../entity-keys";

/**
 * GET /v1/entities/corrections/suggestions: pairs of active entities of the same type whose names or
 * aliases nearly coincide (pg_trgm similarity ≥ 0.6 between name keys or alias keys), with the
 * evidence (the two forms and their similarity) and both document counts. Only a suggestion: nothing
 * is merged until an editor does it. `entity` limits them to pairs with that entity.
 */
export async function suggestMerges(input: { entity?: bigint; limit: number }) {
  const { rows } = await pool().query<{
    a: string;
    a_name: string;
    b: string;
    b_name: string;
    type: string;
    a_form: string;
    b_form: string;
    similarity: number;
    a_docs: number;
    b_docs: number;
  }>(
    `WITH forms AS (
       SELECT e.id, e.type, e.name, e.doc_count, a.alias, a.alias_key
       FROM entities e JOIN entity_aliases a ON a.entity_id = e.id
       WHERE e.status = 'active'
     ),
     pairs AS (
       SELECT DISTINCT ON (x.id, y.id) x.id AS a, x.name AS a_name, y.id AS b, y.name AS b_name, x.type,
         x.alias AS a_form, y.alias AS b_form, similarity(x.alias_key, y.alias_key) AS similarity,
         x.doc_count AS a_docs, y.doc_count AS b_docs
       FROM forms x JOIN forms y ON x.type = y.type AND x.id < y.id AND x.alias_key % y.alias_key
       WHERE ($1::int8 IS NULL OR x.id = $1::int8 OR y.id = $1::int8)
       ORDER BY x.id, y.id, similarity(x.alias_key, y.alias_key) DESC
     )
     SELECT * FROM pairs WHERE similarity >= 0.6 ORDER BY similarity DESC, a_docs + b_docs DESC LIMIT $2`,
    [input.entity === undefined ? null : String(input.entity), input.limit],
  );
  return {
    TotalCount: rows.length,
    Items: rows.map((r) => ({
      Type: r.type,
      Entities: [
        { Id: entityRef(r.a), Description: r.a_name, DocumentCount: r.a_docs },
        { Id: entityRef(r.b), Description: r.b_name, DocumentCount: r.b_docs },
      ],
      Evidence: { Forms: [r.a_form, r.b_form], Similarity: Math.round(r.similarity * 1000) / 1000 },
    })),
  };
}
