/** The document types the corpus stores (the spec's observed values). */
export const DOCUMENT_TYPES = ["Article", "Local File", "Manual Article", "Fact Sheet", "Article Comment"] as const;
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];
