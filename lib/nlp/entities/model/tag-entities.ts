import "server-only";
import fs from "node:fs";
import { deserializeModel, spansOf, tagSentence, type TModel, type TSpanLabel } from "./perceptron";

/** The committed model (README.md beside it: data, command, size). */
const MODEL_URL = new URL("./ner-model.bin.gz", import.meta.url);
let model: TModel | undefined;

/** The trained entity tagger, loaded once. */
export function nerModel(): TModel {
  return (model ??= deserializeModel(fs.readFileSync(MODEL_URL)));
}

/** PER / LOC / ORG spans (inclusive token indices) of one sentence's words. */
export function tagEntities(words: string[]): TSpanLabel[] {
  return spansOf(tagSentence(nerModel(), words));
}
