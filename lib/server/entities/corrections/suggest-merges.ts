import "server-only";
import { findMergeSuggestions } from "../data/corrections";
import { entityRef } from "../entity-keys";

/**
 * GET /v1/entities/corrections/suggestions: pairs of active entities of the same type whose names or
 * aliases nearly coincide (pg_trgm similarity ≥ 0.6 between alias keys, every name is an alias), with the
 * evidence (the two forms and their similarity) and both document counts. Only a suggestion: nothing
 * is merged until an editor does it. `entity` limits them to pairs with that entity; without it the forms
 * of the most mentioned entities (500 forms) are the starting points.
 */
export async function suggestMerges(input: { entity?: bigint; limit: number }) {
  const rows = await findMergeSuggestions(input.entity === undefined ? null : String(input.entity), input.limit);
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
