import "server-only";
import { createRequire } from "node:module";
import { findCountry } from "../geo/country-gazetteer";

type TWinkModelJson = { features: { lexeme: { list: string[] } } };

let common: Set<string> | undefined;

/**
 * Lower-case English words known to the wink lexicon (~87k, WordNet-like: no personal or place names).
 * A capitalised sentence-initial word whose lower-case form is here ("Rescuers", "Police") is an
 * ordinary word, not a name. Shares the JSON object wink itself loaded, so costs only the Set.
 */
export function isCommonWord(lower: string): boolean {
  if (!common) {
    const require = createRequire(import.meta.url);
    const json = require("wink-eng-lite-web-model/dist/languages/cur/models/eng-core-web-model.json") as TWinkModelJson;
    // The lexicon also holds some country names ("austria", "turkey", "china"): those are names here.
    common = new Set(json.features.lexeme.list.filter((w) => /^[a-z][a-z'-]*$/.test(w) && !findCountry(w)));
  }
  return common.has(lower);
}
