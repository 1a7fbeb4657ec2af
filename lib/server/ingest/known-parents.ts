import "server-only";
import { findExistingDocumentIds } from "./data/stored-references";
import type { TRawDocument } from "./types";

/**
 * Why a comment cannot be stored because its parent document is missing (undefined when it has no
 * parent or the parent exists). Checked before storing: a dangling reference would fail the batch.
 */
export async function missingParents(docs: TRawDocument[]): Promise<(string | undefined)[]> {
  const ids = docs.map((d) => (d.parentRef && /^5_\d{1,18}$/.test(d.parentRef) ? d.parentRef.slice(2) : undefined));
  const wanted = [...new Set(ids.filter((id): id is string => id !== undefined))];
  if (wanted.length === 0) return docs.map(() => undefined);
  const found = new Set(await findExistingDocumentIds(wanted));
  return docs.map((d, i) => {
    if (!d.parentRef) return undefined;
    if (ids[i] === undefined) return `parentRef ${d.parentRef} is not a document itemRef (5_<n>)`;
    return found.has(ids[i]!) ? undefined : `parent document ${d.parentRef} does not exist`;
  });
}
