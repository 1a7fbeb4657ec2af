import "server-only";
import { nameKey } from "@/lib/server/entities/entity-keys";
import { entityTermsOf, type TQuery } from "@/lib/server/query-language";
import { findDocumentTexts, findMentionSpans, type TDocumentTextRow } from "./data/document-text";
import { HEADLINE_MARKS, markSpans, marksToHtml } from "./highlight";

export const DOCUMENT_EXTRAS = ["DocumentFullText", "DocumentTeasers", "Images"] as const;
export type TDocumentExtra = (typeof DOCUMENT_EXTRAS)[number];

const TEASER_OPTIONS = `${HEADLINE_MARKS}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;
const FULL_OPTIONS = `${HEADLINE_MARKS}, HighlightAll=true`;

/** Highlighted HTML (query matches in <em>) and whether anything was highlighted. */
export type THighlightedHtml = { html: string; highlighted: boolean; updatedAt: Date };

/** The picture a source gave a document (feed thumbnail, page og:image). */
export type TDocumentImage = {
  documentId: string;
  url: string;
  /** The page the picture belongs to (the document's source URL, else the picture itself). */
  pageUrl: string;
  title: string;
  publishedAt: Date;
  publisher: string;
  updatedAt: Date;
};

/** A document's pictures; updatedAt null: as of the answer. */
export type TDocumentImages = { items: TDocumentImage[]; updatedAt: Date | null };

/** The extras asked for, of one found document. */
export type TDocumentExtras = { fullText?: THighlightedHtml; teaser?: THighlightedHtml; images?: TDocumentImages };

/**
 * Extras of found documents: DocumentFullText (the whole text as HTML, query matches in <em>) and
 * DocumentTeasers (the best-matching fragments). Word matches come from the full-text query; for
 * entity terms the recognised mentions are highlighted. Images: the picture the source gave the document
 * (feed thumbnail, page og:image; property `image`), or an empty list.
 */
export async function documentExtras(
  ids: string[],
  extras: TDocumentExtra[],
  textQuery: string | undefined,
  query: TQuery,
): Promise<Map<string, TDocumentExtras>> {
  const result = new Map<string, TDocumentExtras>();
  if (ids.length === 0 || extras.length === 0) return result;
  const tq = textQuery ?? null;
  // The whole text highlighted costs as much as the search itself: only when it is asked for.
  const fullTq = extras.includes("DocumentFullText") ? tq : null;
  const teaserTq = extras.includes("DocumentTeasers") ? tq : null;
  const needsText = fullTq !== null || teaserTq !== null || extras.some((e) => e !== "Images");
  const rows = await findDocumentTexts(ids, {
    fullTq,
    fullOptions: FULL_OPTIONS,
    teaserTq,
    teaserOptions: TEASER_OPTIONS,
  });
  const spans = tq || !needsText ? new Map<string, [number, number][]>() : await entitySpans(ids, query);
  for (const row of rows) {
    const marked = row.full ?? (spans.get(row.id) ? markSpans(row.body, spans.get(row.id)!) : row.body);
    const entry: TDocumentExtras = {};
    if (extras.includes("DocumentFullText")) {
      entry.fullText = { ...marksToHtml(marked), updatedAt: row.updated_at };
    }
    if (extras.includes("DocumentTeasers")) {
      const teaser = row.teaser ?? teaserAround(marked);
      entry.teaser = { ...marksToHtml(teaser, false), updatedAt: row.updated_at };
    }
    if (extras.includes("Images")) entry.images = imagesOf(row);
    result.set(row.id, entry);
  }
  return result;
}

/** ~35 words around the first marked match, or the opening words. */
function teaserAround(marked: string): string {
  const at = Math.max(0, marked.indexOf("\u0001"));
  const start = Math.max(0, marked.lastIndexOf(" ", Math.max(0, at - 80)));
  const words = marked.slice(start).split(/\s+/).slice(0, 35).join(" ");
  return `${start > 0 ? "… " : ""}${words}${marked.length > start + words.length ? " …" : ""}`;
}

async function entitySpans(ids: string[], query: TQuery): Promise<Map<string, [number, number][]>> {
  const terms = entityTermsOf(query).filter((t) => !t.negated);
  const byName = terms.filter((t) => t.by === "name") as { type: string; name: string }[];
  const byId = terms.filter((t) => t.by === "id") as { entityId: bigint }[];
  if (byName.length === 0 && byId.length === 0) return new Map();
  return findMentionSpans(ids, {
    entityIds: byId.map((t) => t.entityId),
    types: byName.map((t) => t.type),
    keys: byName.map((t) => nameKey(t.name)),
  });
}

/** The document's picture, when its source gave one. */
function imagesOf(row: TDocumentTextRow): TDocumentImages {
  const items = row.image
    ? [
        {
          documentId: row.id,
          url: row.image,
          pageUrl: row.source_url ?? row.image,
          title: row.title,
          publishedAt: row.published_at,
          publisher: row.publisher,
          updatedAt: row.updated_at,
        },
      ]
    : [];
  return { items, updatedAt: row.updated_at };
}
