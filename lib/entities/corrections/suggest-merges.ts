import "server-only";
import { pool } from "@/lib/db/pool";
import { entityRef } from "../entity-keys";

/**
 * GET /v1/entities/corrections/suggestions: pairs of active entities of the same type whose names or
 * aliases nearly coincide (pg_trgm similarity ≥ 0.6 between alias keys, every name is an alias), with the
 * evidence (the two forms and their similarity) and both document counts. Only a suggestion: nothing
 * is merged until an editor does it. `entity` limits them to pairs with that entity; without it the forms
 * of the most mentioned entities (500 forms) are the starting points.
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
    `WITH x AS (
       SELECT e.id, e.type, e.name, e.doc_count, a.alias, a.alias_key
       FROM entities e JOIN entity_aliases a ON a.entity_id = e.id
       WHERE e.status = 'active' AND ($1::int8 IS NULL OR e.id = $1::int8) AND ($1::int8 IS NOT NULL OR e.doc_count > 0)
       ORDER BY e.doc_count DESC LIMIT 500
     ),
     near AS (
       SELECT x.id AS xid, x.name AS xname, x.type, x.alias AS xform, x.doc_count AS xdocs,
         y.id AS yid, y.name AS yname, y.alias AS yform, y.doc_count AS ydocs, similarity(x.alias_key, y.alias_key) AS sim
       FROM x JOIN LATERAL (
         SELECT e2.id, e2.name, e2.doc_count, a2.alias, a2.alias_key FROM entity_aliases a2 JOIN entities e2 ON e2.id = a2.entity_id
         WHERE a2.alias_key % x.alias_key AND e2.type = x.type AND e2.id <> x.id AND e2.status = 'active'
       ) y ON true
     ),
     pairs AS (
       SELECT DISTINCT ON (LEAST(xid, yid), GREATEST(xid, yid))
         CASE WHEN xid < yid THEN xid ELSE yid END AS a, CASE WHEN xid < yid THEN xname ELSE yname END AS a_name,
         CASE WHEN xid < yid THEN yid ELSE xid END AS b, CASE WHEN xid < yid THEN yname ELSE xname END AS b_name,
         type, CASE WHEN xid < yid THEN xform ELSE yform END AS a_form, CASE WHEN xid < yid THEN yform ELSE xform END AS b_form,
         sim AS similarity, CASE WHEN xid < yid THEN xdocs ELSE ydocs END AS a_docs,
         CASE WHEN xid < yid THEN ydocs ELSE xdocs END AS b_docs
       FROM near ORDER BY LEAST(xid, yid), GREATEST(xid, yid), sim DESC
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
