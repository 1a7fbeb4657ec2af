import { z } from "zod";
import { ZDate, ZInt, ZLastUpdated, describedList, items, list, object } from "./common";

// Documents and what comes with them: the document item (api-spec "Document item"), search results,
// quotes, geo events, keywords, categories, attachments.

const ZHighlighted = { ContainsHighlightedTokens: z.boolean(), LastUpdated: ZLastUpdated };

export const ZImageRef = object({ ImageSrc: z.string(), Description: z.string().optional() });

export const ZDocumentExtras = object({
  DocumentFullText: object({ ...ZHighlighted, HtmlFullText: z.string() }).optional(),
  DocumentTeasers: object({ ...ZHighlighted, Teaser: z.string() }).optional(),
  Evidence: object({ Sentences: z.array(z.string()), HtmlSentences: z.array(z.string()) }).optional(),
  Images: object({ Items: z.array(ZImageRef) }).optional(),
});

export const ZDocumentItem = object({
  Id: z.string().regex(/^5_\d+$/),
  Description: z.string(),
  Type: z.string(),
  LocalizedType: z.string(),
  Publisher: z.string(),
  Language: z.string(),
  PublicationDate: ZDate,
  CreatedDate: ZDate,
  FirstReported: ZDate.optional(),
  SourceUrl: z.string().optional(),
  ServiceUrl: z.string(),
  NoDocuments: ZInt.optional(),
  ClusterId: z.string().optional(),
  IndexOrder: ZInt.optional(),
  ContributingUserId: ZInt,
  ContributingUsername: z.string().optional(),
  Extras: ZDocumentExtras.optional(),
  LastUpdated: ZLastUpdated,
});
export type TDocumentItem = z.infer<typeof ZDocumentItem>;

/** Document items without a description: uploads, an alert's matches. */
export const ZDocumentRows = list(ZDocumentItem);

/** /search/topstories, /search/provider, /project (Scrapbook), widget feeds. */
export const ZDocumentList = describedList(ZDocumentItem);

/** /search/documents: a document list whose count may stop at the cap (docs/decisions/0006-search.md). */
export const ZDocumentSearchList = ZDocumentList.extend({ TotalCountIsLowerBound: z.literal(true).optional() });

export const ZQuote = object({
  Quote: z.string(),
  PreText: z.string(),
  PostText: z.string(),
  SourceDocument: ZDocumentItem,
  LastUpdated: ZLastUpdated,
});
export const ZQuoteList = items(ZQuote);

/** {Description, Type: Keyword or Category, LastUpdated}. */
export const ZTermRow = object({ Description: z.string(), Type: z.string(), LastUpdated: ZLastUpdated });
export const ZTermRowList = list(ZTermRow);

/** An attachment row: a document item, or {Link, Description, LastUpdated}. */
export const ZAttachmentRow = z.union([ZDocumentItem, object({ Link: z.string(), Description: z.string() })]);
export const ZAttachmentList = list(ZAttachmentRow);

export const ZHighlightResult = object({
  HtmlText: z.string(),
  ContainsHighlightedTokens: z.boolean(),
  LastUpdated: ZLastUpdated,
});

/** A report's items: document items with their section and place. */
export const ZReportItemList = list(
  z.looseObject({ ...ZDocumentItem.shape, SectionId: ZInt, SectionTitle: z.string(), Position: ZInt }),
);

/** A social item (api-spec "Other result rows"). */
export const ZSocialItem = object({
  Id: z.string(),
  Provider: z.string(),
  Published: ZDate.optional(),
  Authors: z.array(object({ Name: z.string() })),
  Contents: z.array(object({ Text: z.string() })),
});
export const ZSocialResult = z.looseObject({ ...list(ZSocialItem).shape, Statuses: z.array(z.unknown()) });
