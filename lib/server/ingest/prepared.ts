import "server-only";
import type { TEnrichment } from "@/lib/nlp/types";
import type { TAttachmentInput } from "./types";

/** A document ready to store: normalised, enriched and fingerprinted. */
export type TPrepared = {
  origin: string;
  type: string;
  title: string;
  /** The cleaned body that the enrichment's spans refer to. */
  body: string;
  html?: string;
  language: string;
  publisher: string;
  sourceUrl?: string;
  urlKey?: string;
  provider?: string;
  providerRef?: string;
  contentHash: string;
  /** Unsigned 64-bit SimHash of the content. */
  simhash: bigint;
  publishedAt: Date;
  dateline?: string;
  properties: Record<string, unknown>;
  sourceId?: number;
  contributingUserId?: number;
  parentDocumentId?: string;
  attachment?: TAttachmentInput;
  enrichment: TEnrichment;
};

/**
 * PostgreSQL's text-search configurations (`SELECT cfgname FROM pg_ts_config`) by the language codes
 * documents are stored with; anything else is indexed with `simple` (no stemming, no stop words).
 */
export const TS_CONFIGS: Readonly<Record<string, string>> = {
  en: "english",
  de: "german",
  fr: "french",
  es: "spanish",
  it: "italian",
  pt: "portuguese",
  nl: "dutch",
  sv: "swedish",
  da: "danish",
  nb: "norwegian",
  no: "norwegian",
  fi: "finnish",
  ru: "russian",
  tr: "turkish",
  hu: "hungarian",
  ro: "romanian",
  id: "indonesian",
  ga: "irish",
  lt: "lithuanian",
  el: "greek",
  ar: "arabic",
  hy: "armenian",
  eu: "basque",
  ca: "catalan",
  et: "estonian",
  hi: "hindi",
  ne: "nepali",
  sr: "serbian",
  ta: "tamil",
  yi: "yiddish",
};

export function tsConfigFor(language: string): string {
  return TS_CONFIGS[language] ?? "simple";
}
