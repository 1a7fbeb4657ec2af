import "server-only";
import { toDocumentSummary, type TDocumentSummary } from "@/lib/server/documents/document-summary";
import { countEvidenceDocuments, findAliasesOf, findEvidencePage } from "./data/evidence";
import { entityExtras, type TEntityExtra } from "./entity-extras";
import { toEntitySummary } from "./entity-summary";
import { evidenceSentences, findNames, plainEvidence, type TEvidence } from "./evidence-sentences";
import { currentEntityRow, type TEntityDetail } from "./find-entity";

/** Evidence sentences shown per document. */
export const EVIDENCE_SENTENCES = 3;

/** The entity, one page of the documents in which it was recognised (each with its evidence), and their count. */
export type TEntityEvidence = {
  entity: TEntityDetail;
  total: number;
  documents: { document: TDocumentSummary; evidence: TEvidence }[];
};

/**
 * /entities/evidence: the entity and the documents in which it was recognised, newest first. Each
 * document carries its evidence: the sentences holding the recognised mentions (from the mention offsets
 * stored at ingestion), as plain text and as escaped HTML with the mentions in <em>. When the entity was
 * recognised only in the title, the title is the evidence.
 */
export async function findEvidence(input: {
  id: bigint;
  pageSize: number;
  pageNumber: number;
  extras: readonly TEntityExtra[];
  callerId: number;
}): Promise<TEntityEvidence> {
  const entity = await currentEntityRow(input.id);
  const id = String(entity.id);
  // The total is counted apart: a window count over the page query would read every document's body.
  const [rows, total, aliases, extras] = await Promise.all([
    findEvidencePage(id, input.callerId, input.pageSize, input.pageNumber),
    countEvidenceDocuments(id, input.callerId),
    findAliasesOf(id),
    entityExtras([id], input.extras, input),
  ]);
  const names = [entity.name, ...aliases];
  const documents = rows.map((row) => {
    const evidence =
      row.spans.length > 0
        ? evidenceSentences(row.body, row.spans, EVIDENCE_SENTENCES)
        : evidenceSentences(row.title, findNames(row.title, names), 1);
    // No offsets and no name in the title (an alias found by resolution only): the title stands in.
    return {
      document: toDocumentSummary(row),
      evidence: evidence.sentences.length ? evidence : plainEvidence(row.title),
    };
  });
  return {
    entity: { ...toEntitySummary(entity), mergedFrom: entity.mergedFrom, extras: extras.get(id) },
    total,
    documents,
  };
}
