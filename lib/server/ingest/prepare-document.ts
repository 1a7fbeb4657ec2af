import "server-only";
import { DOCUMENT_TYPES } from "@/lib/server/documents/document-types";
import { analyze } from "@/lib/nlp/analyze";
import { contentFingerprint } from "@/lib/nlp/text/content-fingerprint";
import { keyphraseEntities } from "./keyphrase-entities";
import type { TRawDocument } from "./types";
import type { TPrepared } from "./prepared";
import { urlKey } from "./url-key";

export { DOCUMENT_TYPES };

export class RejectedDocument extends Error {}

/** Validates, cleans and enriches one raw document. Throws RejectedDocument with a reason. */
export function prepareDocument(
  raw: TRawDocument,
  defaults: { publisher?: string; type?: string; now: Date },
): TPrepared {
  const title = raw.title.replace(/\s+/g, " ").trim().slice(0, 1000);
  if (!raw.body.trim() && !title) throw new RejectedDocument("no title and no text");
  const type = raw.type ?? defaults.type ?? "Article";
  if (!(DOCUMENT_TYPES as readonly string[]).includes(type))
    throw new RejectedDocument(`unknown document type "${type}"`);
  if (type === "Article Comment" && !raw.parentRef) {
    throw new RejectedDocument(
      "an Article Comment needs parentRef: the itemRef (5_<n>) of the document it comments on",
    );
  }
  if (raw.parentRef && type !== "Article Comment")
    throw new RejectedDocument("parentRef is only for an Article Comment");
  const publishedAt = raw.publishedAt ?? defaults.now;
  if (Number.isNaN(publishedAt.getTime())) throw new RejectedDocument("invalid publication date");
  if (publishedAt.getTime() > defaults.now.getTime() + 24 * 3600 * 1000) {
    throw new RejectedDocument(`publication date ${publishedAt.toISOString()} is in the future`);
  }
  const enrichment = analyze({ title, body: raw.body, language: raw.language, publishedAt });
  enrichment.entities.push(...keyphraseEntities(enrichment, title));
  const text = enrichment.text;
  if (!text.trim() && !title) throw new RejectedDocument("no text after cleaning");
  const fingerprint = contentFingerprint(`${title}\n${text}`);
  return {
    origin: raw.origin,
    type,
    title: title || text.slice(0, 120),
    body: text,
    html: raw.html,
    language: enrichment.language,
    publisher: raw.publisher ?? defaults.publisher ?? "",
    sourceUrl: raw.url,
    urlKey: urlKey(raw.url),
    provider: raw.provider,
    providerRef: raw.providerRef,
    contentHash: fingerprint.sha1,
    simhash: BigInt.asUintN(64, BigInt(fingerprint.simhash)),
    publishedAt,
    dateline: enrichment.dateline,
    properties: raw.properties ?? {},
    parentDocumentId: raw.parentRef?.replace(/^5_/, ""),
    attachment: raw.attachment,
    enrichment,
  };
}
