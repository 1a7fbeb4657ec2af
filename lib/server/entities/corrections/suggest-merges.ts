import "server-only";
import { findMergeSuggestions } from "../data/corrections";

/** One side of a suggested merge. */
export type TMergeCandidate = { id: string; name: string; documentCount: number };

/** Two entities of one type that may be one, with the forms that nearly coincide and their similarity. */
export type TMergeSuggestion = {
  type: string;
  entities: [TMergeCandidate, TMergeCandidate];
  forms: [string, string];
  similarity: number;
};

/**
 * GET /v1/entities/corrections/suggestions: pairs of active entities of the same type whose names or
 * aliases nearly coincide (pg_trgm similarity ≥ 0.6 between alias keys, every name is an alias), with the
 * evidence (the two forms and their similarity) and both document counts. Only a suggestion: nothing
 * is merged until an editor does it. `entity` limits them to pairs with that entity; without it the forms
 * of the most mentioned entities (500 forms) are the starting points.
 */
export async function suggestMerges(input: { entity?: bigint; limit: number }): Promise<TMergeSuggestion[]> {
  const rows = await findMergeSuggestions(input.entity === undefined ? null : String(input.entity), input.limit);
  return rows.map((r) => ({
    type: r.type,
    entities: [
      { id: String(r.a), name: r.a_name, documentCount: r.a_docs },
      { id: String(r.b), name: r.b_name, documentCount: r.b_docs },
    ],
    forms: [r.a_form, r.b_form],
    similarity: Math.round(r.similarity * 1000) / 1000,
  }));
}
