import "server-only";
import type { TCorrectedEntity } from "@/lib/server/entities/corrections/corrected-entity";
import type { TCorrection } from "@/lib/server/entities/corrections/list-corrections";
import type { TCorrectionResult } from "@/lib/server/entities/corrections/record-correction";
import type { TMergeSuggestion } from "@/lib/server/entities/corrections/suggest-merges";
import type { TCorrectionUndo } from "@/lib/server/entities/corrections/undo-correction";
import { entityRef } from "@/lib/server/entities/entity-keys";

/** A corrected entity: {Id, Description, Type, Status, MergedInto, Aliases, DocumentCount}. */
export function wireCorrectedEntity(entity: TCorrectedEntity) {
  return {
    Id: entityRef(entity.id),
    Description: entity.name,
    Type: entity.type,
    Status: entity.status,
    MergedInto: entity.mergedInto ? entityRef(entity.mergedInto) : null,
    Aliases: entity.aliases,
    DocumentCount: entity.documentCount,
  };
}

/** A correction's answer: {CorrectionId, Entity}. */
export function wireCorrectionResult(result: TCorrectionResult) {
  return { CorrectionId: result.correctionId, Entity: wireCorrectedEntity(result.entity) };
}

/** An undo's answer: {CorrectionId, Undone, Entities}. */
export function wireCorrectionUndo(undo: TCorrectionUndo) {
  return { CorrectionId: undo.correctionId, Undone: undo.undone, Entities: undo.entities.map(wireCorrectedEntity) };
}

/** One correction of an entity's history. */
export function wireCorrection(correction: TCorrection) {
  return {
    Id: correction.id,
    Kind: correction.kind,
    Entity: entityRef(correction.entityId),
    User: correction.username,
    At: correction.at,
    Before: correction.before,
    After: correction.after,
    UndoneAt: correction.undoneAt,
    UndoOf: correction.undoOf,
    CanUndo: correction.canUndo,
  };
}

/** /v1/entities/{ref}/history: {Entity, TotalCount, Items}. */
export function wireEntityHistory(history: { entity: TCorrectedEntity; items: TCorrection[] }) {
  return {
    Entity: wireCorrectedEntity(history.entity),
    TotalCount: history.items.length,
    Items: history.items.map(wireCorrection),
  };
}

/** /v1/entities/corrections/suggestions: {TotalCount, Items: {Type, Entities, Evidence}}. */
export function wireCorrectionSuggestions(suggestions: TMergeSuggestion[]) {
  return {
    TotalCount: suggestions.length,
    Items: suggestions.map((s) => ({
      Type: s.type,
      Entities: s.entities.map((e) => ({ Id: entityRef(e.id), Description: e.name, DocumentCount: e.documentCount })),
      Evidence: { Forms: s.forms, Similarity: s.similarity },
    })),
  };
}
