import "server-only";

import { extractKeyphrases } from "./keyphrases/extract-keyphrases";
import { extractKeywords } from "./keyphrases/extract-keywords";
import { detectLanguage } from "./language";
import { extractQuotes } from "./quotes/extract-quotes";
import { cleanBody, cleanTitle } from "./text/clean-body";
import { classify, urgency } from "./topics/classify";
import type { TAnalyzeInput, TEnrichment, TEntityOccurrence } from "./types";

export type TEntityExtractor = (input: {
  title: string;
  text: string;
  language: string;
  /** Short texts outside the body, such as photo credits: their entities have no mention spans. */
  asides?: string[];
}) => TEntityOccurrence[];

const MAX_KEYPHRASES = 10;

/**
 * The NLP stage for one document, with the entity extractor passed in (tests use a stub).
 * Pure and synchronous. Entities are found in every language: in English with all the extractor's
 * rules, in other languages by the gazetteers (countries, cities, regions) and the reference list of
 * known entities (names and aliases) only. A Latin-script text whose language is unknown is treated
 * as English by the extractor (places, known entities, capitalised names): an unsure guess must not
 * cost a short English text its entities. Keyphrases, keywords and categories need English models
 * and tables; other languages get quotes (without speakers) and urgency besides.
 */
export function analyzeDocument(input: TAnalyzeInput, extractEntities: TEntityExtractor): TEnrichment {
  const title = cleanTitle(input.title);
  const { text, dateline, credits } = cleanBody(input.body);
  const language = detectLanguage(text.length >= title.length ? text : title, input.language);
  const english = language === "en";
  // The extractor reads "und" as English: right for Latin script, not for text in another script.
  const extract = language !== "und" || latinScript(`${title} ${text}`);

  const entities = extract ? extractEntities({ title, text, language, asides: credits }) : [];
  const quotes = extractQuotes(text, entities);
  const keyphrases = english ? extractKeyphrases(title, text, MAX_KEYPHRASES) : [];
  const keywords = english ? extractKeywords(title, text) : [];
  const { categories, topics } = english ? classify(title, text) : { categories: [], topics: [urgency(title, text)] };

  const enrichment: TEnrichment = { language, text, entities, quotes, keyphrases, keywords, categories, topics };
  if (dateline) enrichment.dateline = dateline;
  return enrichment;
}

/** Most letters are Latin (the first few hundred characters decide). */
function latinScript(text: string): boolean {
  const sample = text.slice(0, 500);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  return letters > 0 && (sample.match(/\p{Script=Latin}/gu)?.length ?? 0) >= letters / 2;
}
