import "server-only";

import { analyzeDocument } from "./analyze-document";
import { extractEntities } from "@/lib/nlp/entities/extract-entities";
import type { TAnalyzeInput, TEnrichment } from "./types";

/**
 * cleanBody → detectLanguage → extractEntities (English only for now) → extractQuotes →
 * keyphrases and keywords → classify. Pure, synchronous, no I/O; call `warmUpNlp()` once per
 * process first so that the first document does not pay for loading the models.
 */
export function analyze(input: TAnalyzeInput): TEnrichment {
  return analyzeDocument(input, extractEntities);
}
