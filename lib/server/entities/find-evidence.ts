import "server-only";
import { now } from "@/lib/server/db/clock";
import { toDocumentItem } from "@/lib/server/documents/document-item";
import { countEvidenceDocuments, findAliasesOf, findEvidencePage } from "./data/evidence";
import { toEntityItem } from "./entity-item";
import { entityExtras, type TEntityExtra } from "./entity-extras";
import { evidenceSentences, findNames, plainEvidence } from "./evidence-sentences";
import { currentEntityRow } from "./find-entity";

/** Evidence sentences shown per document. */
export const EVIDENCE_SENTENCES = 3;

/**
 * /entities/evidence: the entity (ItemSet) and the documents in which it was recognised, newest first
 * (Extras.RelatedDocuments). Each document carries Extras.Evidence: the sentences holding the recognised
 * mentions (from the mention offsets stored at ingestion), as plain text and as escaped HTML with the
 * mentions in <em>. When the entity was recognised only in the title, the title is the evidence.
 */
export async function findEvidence(input: {
  id: bigint;
  pageSize: number;
  pageNumber: number;
  extras: readonly TEntityExtra[];
  callerId: number;
  origin: string;
}) {
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
  const items = rows.map((row) => {
    const evidence =
      row.spans.length > 0
        ? evidenceSentences(row.body, row.spans, EVIDENCE_SENTENCES)
        : evidenceSentences(row.title, findNames(row.title, names), 1);
    // No offsets and no name in the title (an alias found by resolution only): the title stands in.
    if (evidence.Sentences.length === 0) Object.assign(evidence, plainEvidence(row.title));
    return { ...toDocumentItem(row, input.origin), Extras: { Evidence: { ...evidence, LastUpdated: row.updated_at } } };
  });
  const found = extras.get(id);
  return {
    ItemSet: [
      {
        ...toEntityItem(entity),
        ...(entity.mergedFrom ? { MergedFrom: entity.mergedFrom } : {}),
        ...(found ? { Extras: found } : {}),
      },
    ],
    Extras: { RelatedDocuments: { TotalCount: total, Items: items, LastUpdated: now() } },
    LastUpdated: now(),
  };
}
