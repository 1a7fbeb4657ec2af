import "server-only";
import type { TEnrichment, TEntityOccurrence, TSpan } from "@/lib/nlp/types";

const MAX_KEYPHRASE_ENTITIES = 5;

function spansOf(text: string, phrase: string): TSpan[] {
  const spans: TSpan[] = [];
  const haystack = text.toLowerCase();
  const needle = phrase.toLowerCase();
  for (
    let at = haystack.indexOf(needle);
    at >= 0 && spans.length < 50;
    at = haystack.indexOf(needle, at + needle.length)
  ) {
    spans.push({ start: at, end: at + needle.length });
  }
  return spans;
}

/**
 * The strongest multi-word keyphrases become Keyphrase entities (the spec's entity type), so they
 * can be searched, counted for heat and linked like other entities. Phrases that are (part of) a
 * named entity are left to that entity.
 */
export function keyphraseEntities(enrichment: TEnrichment, title: string): TEntityOccurrence[] {
  const named = enrichment.entities.flatMap((e) => [e.name, ...e.aliases]).map((n) => n.toLowerCase());
  return enrichment.keyphrases
    .filter((k) => k.text.includes(" ") && !named.some((n) => n.includes(k.text.toLowerCase())))
    .slice(0, MAX_KEYPHRASE_ENTITIES)
    .map((k) => {
      const mentions = spansOf(enrichment.text, k.text);
      return {
        type: "Keyphrase" as const,
        name: k.text,
        aliases: [],
        mentions,
        inTitle: title.toLowerCase().includes(k.text.toLowerCase()),
        salience: Math.max(0, Math.min(1, k.score)),
      };
    })
    .filter((e) => e.mentions.length > 0 || e.inTitle);
}
