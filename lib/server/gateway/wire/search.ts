import "server-only";
import { wireDescribedList } from "./described-list";
import { MIN_DATE } from "@/lib/contract/wire";
import { now } from "@/lib/server/db/clock";
import { documentItemRef } from "@/lib/server/documents/document-item";
import type { TDocumentExtras, TDocumentImages, THighlightedHtml } from "@/lib/server/search/document-extras";
import type { TDocumentSearchResult, TFoundDocument } from "@/lib/server/search/find-documents";
import type { TFoundQuote } from "@/lib/server/search/find-quotes";
import type { TGeoEvent } from "@/lib/server/search/geo-events";
import type { THighlightedText } from "@/lib/server/search/highlight-text";
import type { TStoryExtras } from "@/lib/server/search/story-extras";
import type { TTopStories, TTopStory } from "@/lib/server/search/top-stories";
import { wireDocumentItem } from "./documents";
import { wireEntityItem } from "./entities";

/** DocumentFullText: the text as HTML with the query's matches in <em>. */
const wireFullText = (text: THighlightedHtml) => ({
  HtmlFullText: text.html,
  ContainsHighlightedTokens: text.highlighted,
  LastUpdated: text.updatedAt,
});

/** DocumentTeasers: the best-matching fragments as HTML. */
const wireTeaser = (teaser: THighlightedHtml) => ({
  Teaser: teaser.html,
  ContainsHighlightedTokens: teaser.highlighted,
  LastUpdated: teaser.updatedAt,
});

/** Images: the spec's image items (Width and Height are not known: left out). */
export function wireImages(images: TDocumentImages) {
  return {
    Items: images.items.map((image) => ({
      ImageKey: documentItemRef(image.documentId),
      ImageSrc: image.url,
      ExternalUrl: image.url,
      SourceUrl: image.pageUrl,
      Description: image.title,
      Type: "Thumbnail",
      CreationDate: image.publishedAt,
      Provider: image.publisher,
      LastUpdated: image.updatedAt,
    })),
    LastUpdated: images.updatedAt ?? now(),
  };
}

/** A found document's Extras, in the order DocumentFullText, DocumentTeasers, Images. */
export function wireDocumentExtras(extras: TDocumentExtras) {
  return {
    ...(extras.fullText ? { DocumentFullText: wireFullText(extras.fullText) } : {}),
    ...(extras.teaser ? { DocumentTeasers: wireTeaser(extras.teaser) } : {}),
    ...(extras.images ? { Images: wireImages(extras.images) } : {}),
  };
}

/** A story's Extras, in the order RelatedEntities, DocumentTeasers, Images. */
export function wireStoryExtras(extras: TStoryExtras) {
  return {
    ...(extras.relatedEntities
      ? { RelatedEntities: { Items: extras.relatedEntities.map(wireEntityItem), LastUpdated: now() } }
      : {}),
    ...(extras.teaser ? { DocumentTeasers: wireTeaser(extras.teaser) } : {}),
    ...(extras.images ? { Images: wireImages(extras.images) } : {}),
  };
}

/** A row of /search/documents (and /v1/documents/{id}): the document item with its story's fields. */
export function wireFoundDocument(doc: TFoundDocument, origin: string) {
  return {
    ...wireDocumentItem(doc, origin),
    FirstReported: doc.firstReported,
    ClusterId: doc.clusterId ?? undefined,
    NoDocuments: doc.storySize,
    ...(doc.extras ? { Extras: wireDocumentExtras(doc.extras) } : {}),
  };
}

/** /search/documents: a described document list. */
export function wireDocumentSearch(result: TDocumentSearchResult, origin: string) {
  const list = wireDescribedList(result, result.description, (doc) => wireFoundDocument(doc, origin));
  // Counting stopped at the cap (docs/decisions/0006-search.md): there are at least TotalCount matches.
  return result.totalIsLowerBound ? { ...list, TotalCountIsLowerBound: true } : list;
}

/** A row of /search/topstories: the story's head document with the story's fields. */
export function wireTopStory(story: TTopStory, origin: string) {
  return {
    ...wireDocumentItem(story, origin),
    ClusterId: story.clusterId,
    NoDocuments: story.storySize,
    FirstReported: story.firstReported,
    ...(story.extras ? { Extras: wireStoryExtras(story.extras) } : {}),
  };
}

/** /search/topstories: a described document list of the stories' head documents. */
export function wireTopStories(result: TTopStories, origin: string) {
  return wireDescribedList(result, result.description, (story) => wireTopStory(story, origin));
}

/** /search/quotes: Quote, PreText, PostText, SourceDocument, Speaker (when known), LastUpdated. */
export function wireQuoteList(quotes: TFoundQuote[], origin: string) {
  return {
    Items: quotes.map((quote) => ({
      Quote: quote.quote,
      PreText: quote.preText,
      PostText: quote.postText,
      SourceDocument: wireDocumentItem(quote.document, origin),
      ...(quote.speaker ? { Speaker: wireEntityItem(quote.speaker) } : {}),
      LastUpdated: quote.quotedAt,
    })),
    LastUpdated: now(),
  };
}

/** /search/geoevents: Term (the place), Story (its document with the story's fields in Extras), position, weight. */
export function wireGeoEvents(events: TGeoEvent[], origin: string) {
  return {
    Items: events.map((event) => ({
      Term: wireEntityItem(event.place),
      Story: {
        ...(event.document ? wireDocumentItem(event.document, origin) : {}),
        Extras: {
          ClusterId: event.clusterId ?? undefined,
          NoDocuments: event.storySize,
          FirstReported: event.firstReported ?? undefined,
          LastUpdated: now(),
        },
      },
      Latitude: event.latitude,
      Longitude: event.longitude,
      Weight: event.weight,
      LastUpdated: event.place.updatedAt,
    })),
    LastUpdated: now(),
  };
}

/** /v1/highlight: the highlighted text; LastUpdated does not apply. */
export function wireHighlight(result: THighlightedText) {
  return {
    HtmlText: result.html,
    ContainsHighlightedTokens: result.highlighted,
    Description: result.query,
    LastUpdated: MIN_DATE,
  };
}
