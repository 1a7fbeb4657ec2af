import "server-only";
import { DomainError } from "@/lib/server/errors";
import { findDocuments, type TFoundDocument } from "./find-documents";

export type TGetDocument = {
  id: bigint;
  /** A query whose matches come back marked in the full text; one that is invalid or misses is ignored. */
  highlight?: string;
  callerId: number;
};

/**
 * One document the caller may see, with its full text and story fields: the row a search for
 * `itemref:5_<n>` would give. An unknown document, or one the caller may not see, is a 404.
 */
export async function getDocument(input: TGetDocument): Promise<TFoundDocument> {
  const ref = `5_${input.id}`;
  const find = (q: string) =>
    findDocuments({
      q,
      pageSize: 1,
      pageNumber: 0,
      sortBy: "publicationdate",
      sortDirection: "desc",
      extras: ["DocumentFullText"],
      callerId: input.callerId,
    });
  const highlight = input.highlight?.trim();
  const marked = highlight
    ? await find(`itemref:${ref} AND (${highlight})`).catch((error: unknown) => {
        if (error instanceof DomainError && error.status === 400) return undefined;
        throw error;
      })
    : undefined;
  const item = marked?.items[0] ?? (await find(`itemref:${ref}`)).items[0];
  if (!item) throw new DomainError("DOCUMENT_NOT_FOUND", `document ${ref} was not found`);
  return item;
}
