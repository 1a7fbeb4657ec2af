/** What the NLP stage makes of one document. Pure data: no database ids here. */

import type { TEntityType } from "@/lib/contract/entity-types";

export { ENTITY_TYPES, PLACE_TYPES, type TEntityType, type TPlaceType } from "@/lib/contract/entity-types";

/** A span of the analysed body text: [start, end) in UTF-16 code units of `TEnrichment.text`. */
export type TSpan = { start: number; end: number };

export type TGeo = {
  latitude: number;
  longitude: number;
  /** ISO 3166-1 alpha-2 of the place (of the country itself for a Country). */
  countryCode: string;
  population?: number;
  /** Gazetteer id, e.g. GeoNames city id, or the ISO alpha-3 for countries. */
  gazetteerId?: string;
};

/** One real-world thing mentioned in the document, with every mention of it (a mention chain). */
export type TEntityOccurrence = {
  type: TEntityType;
  /** The fullest, canonical name ("Nancy Pelosi", "United States", "Federal Security Service"). */
  name: string;
  /** Other surface forms seen in this text ("Pelosi", "Speaker Pelosi", "FSB", "U.S."). */
  aliases: string[];
  /** Mentions in the body text; may be empty when the entity appears only in the title. */
  mentions: TSpan[];
  inTitle: boolean;
  /** 0..1: how central the entity is to the document (title, early and repeated mentions score high). */
  salience: number;
  geo?: TGeo;
  /** Known facts, e.g. { Role: "Speaker of the House" }, { CountryCode: "RU" }. */
  metadata?: Record<string, string>;
};

export type TQuote = {
  /** The quotation without its quote marks. */
  text: string;
  /** Span of the quotation (without quote marks) in the body text. */
  span: TSpan;
  /** Text just before and after the quotation (up to ~200 characters each, trimmed to word boundaries). */
  preText: string;
  postText: string;
  /**
   * Canonical name of the speaker: equals the `name` of an occurrence of type `speakerType` (Person,
   * Organization, Company or Publisher) of the same document.
   */
  speaker?: string;
  /** The speaker's entity type; set whenever `speaker` is. */
  speakerType?: "Person" | "Organization" | "Company" | "Publisher";
};

export type TKeyphrase = { text: string; score: number };

export type TTopic = { type: "Subject" | "Urgency"; name: string; score: number };

export type TEnrichment = {
  /** ISO 639-1 code ("en", "de", ...), or "und" when undetermined. */
  language: string;
  /** The cleaned body text that all spans refer to (NFC, dateline and boilerplate removed). */
  text: string;
  /** Dateline removed from the start of the body, if any ("Friday, January 4, 2019", "LONDON, March 2 -"). */
  dateline?: string;
  entities: TEntityOccurrence[];
  quotes: TQuote[];
  keyphrases: TKeyphrase[];
  /** Short lower-case keywords describing the document (document/keywords). */
  keywords: string[];
  /** Subject categories (document/categories), e.g. "Politics", "Disasters and accidents". */
  categories: string[];
  topics: TTopic[];
};

export type TAnalyzeInput = {
  title: string;
  body: string;
  /** Hint from the source (e.g. "en"); detection still runs when absent. */
  language?: string;
  publishedAt?: Date;
};
