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
 * Pure and synchronous. Entities, keyphrases, keywords and categories need English models and
 * tables; other languages get only language, cleaned text, quotes (without speakers) and urgency.
 * A Latin-script text whose language is unknown still gets the English entity extractor (places,
 * known entities, capitalised names): an unsure guess must not cost a short English text its entities.
 */
export function analyzeDocument(input: TAnalyzeInput, extractEntities: TEntityExtractor): TEnrichment {
  const title = cleanTitle(input.title);
  const { text, dateline, credits } = cleanBody(input.body);
  const language = detectLanguage(text.length >= title.length ? text : title, input.language);
  const english = language === "en";
  const entityLanguage = english || (language === "und" && latinScript(`${title} ${text}`));

  const entities = entityLanguage ? extractEntities({ title, text, language, asides: credits }) : [];
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
