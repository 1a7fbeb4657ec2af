import "server-only";
import fs from "node:fs";
import { deserializeModel, spansOf, tagSentenceScored, type TModel, type TSpanLabel } from "./perceptron";

/** The committed model (README.md beside it: data, command, size). */
const MODEL_URL = new URL("./ner-model.bin.gz", import.meta.url);
let model: TModel | undefined;
let override: TModel | undefined;

/** The trained entity tagger, loaded once (or the one set by `setNerModelOverride`). */
export function nerModel(): TModel {
  return override ?? (model ??= deserializeModel(fs.readFileSync(MODEL_URL)));
}

/**
 * Tags with another model until called again without one: the decision model's trainer tags each
 * fold of its data with a tagger that did not see it (cross-fitting).
 */
export function setNerModelOverride(other: TModel | undefined): void {
  override = other;
}

/**
 * PER / LOC / ORG spans (inclusive token indices) of one sentence's words, each with its margin: the
 * smallest, over its tokens, of the tag's emission score less the best other tag's.
 */
export function tagEntities(words: string[]): TSpanLabel[] {
  const { tags, margins } = tagSentenceScored(nerModel(), words);
  const spans = spansOf(tags);
  for (const s of spans) {
    let m = Infinity;
    for (let k = s.first; k <= s.last; k++) m = Math.min(m, margins[k]!);
    s.margin = m;
  }
  return spans;
}
