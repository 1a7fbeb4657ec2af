/** A document as a source yields it, before normalisation and enrichment. */
export type TRawDocument = {
  /** Where it came from, for reports: "wikinews_2019.csv row 12", "reut2-017.sgm NEWID=17123". */
  origin: string;
  title: string;
  /** Plain text body. */
  body: string;
  /** Original HTML, when the source had it. */
  html?: string;
  url?: string;
  /** Name of the provider whose reference this is, e.g. "Reuters-21578". */
  provider?: string;
  /** The provider's own id of the item, e.g. the Reuters NEWID. */
  providerRef?: string;
  publishedAt?: Date;
  publisher?: string;
  /** ISO 639-1 when the source states it. */
  language?: string;
  /** Document type: Article (default), Local File, Manual Article, Fact Sheet, Article Comment. */
  type?: string;
  /** Source-provided facts kept as document properties (Reuters TOPICS, PLACES, ...; feed categories). */
  properties?: Record<string, string | string[]>;
  /** The text is only a feed summary/teaser: the caller may fetch `url` for the full article. */
  summaryOnly?: boolean;
  /** itemRef (`5_<n>`) of the document an Article Comment comments on. */
  parentRef?: string;
  /** The original file (uploads): stored as the document's attachment, in the same transaction. */
  attachment?: TAttachmentInput;
};

export type TAttachmentInput = { filename: string; contentType: string; bytes: Uint8Array };

/** One item of a source: a document, or a record that could not be read (reported, never fatal). */
export type TSourceItem = { ok: true; doc: TRawDocument } | { ok: false; origin: string; reason: string };

export type TSourceOptions = {
  publisher?: string;
  type?: string;
};

/** A readable source: yields its items in order. `estimate` (when cheap) feeds progress bars. */
export type TSource = {
  describe: string;
  estimate?: () => Promise<number | undefined>;
  items: () => AsyncIterable<TSourceItem>;
};

export const IMPORT_FORMATS = ["csv", "jsonl", "sgml", "rss", "atom", "html"] as const;
export type TImportFormat = (typeof IMPORT_FORMATS)[number];
