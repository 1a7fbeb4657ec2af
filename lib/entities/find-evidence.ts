import "server-only";
import { commentVisibleText } from "@/lib/users/user-groups";
import { now } from "@/lib/db/clock";
import { pool } from "@/lib/db/pool";
import {
  DOCUMENT_ITEM_COLUMNS,
  DOCUMENT_ITEM_FROM,
  toDocumentItem,
  type TDocumentItemRow,
} from "@/lib/documents/document-item";
import { toEntityItem } from "./entity-item";
import { entityExtras, type TEntityExtra } from "./entity-extras";
import { evidenceSentences, findNames, plainEvidence, type TSpan } from "./evidence-sentences";
import { currentEntityRow } from "./find-entity";

/** Evidence sentences shown per document. */
export const EVIDENCE_SENTENCES = 3;

type TRow = TDocumentItemRow & { body: string; spans: TSpan[] };

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
  const [{ rows }, total, aliases, extras] = await Promise.all([
    pool().query<TRow>(
      `SELECT ${DOCUMENT_ITEM_COLUMNS}, d.body, m.spans
       FROM mentions m JOIN ${DOCUMENT_ITEM_FROM} ON d.id = m.document_id
       WHERE m.entity_id = $1 AND ${commentVisibleText("$2")}
       ORDER BY m.published_at DESC, m.document_id DESC LIMIT $3 OFFSET $4`,
      [id, input.callerId, input.pageSize, input.pageSize * input.pageNumber],
    ),
    countDocuments(id, input.callerId),
    pool().query<{ alias: string }>(`SELECT alias FROM entity_aliases WHERE entity_id = $1`, [id]),
    entityExtras([id], input.extras, input),
  ]);
  const names = [entity.name, ...aliases.rows.map((a) => a.alias)];
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

async function countDocuments(entityId: string, callerId: number): Promise<number> {
  const { rows } = await pool().query<{ n: number }>(
    `SELECT count(*)::int AS n FROM mentions m JOIN documents d ON d.id = m.document_id
     WHERE m.entity_id = $1 AND ${commentVisibleText("$2")}`,
    [entityId, callerId],
  );
  return rows[0]?.n ?? 0;
}
