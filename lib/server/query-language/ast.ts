import "server-only";
import { DOCUMENT_TYPES } from "@/lib/server/documents/document-types";
import { ENTITY_TYPES, type TEntityType } from "@/lib/nlp/types";

/** Limits of one query (DECISIONS 12: a hostile query must be cheap to reject). */
export const QUERY_LIMITS = { maxLength: 2_000, maxNesting: 20, maxTerms: 100 } as const;

export { DOCUMENT_TYPES };

/** Prefixes that are not entity types, in the case they are documented with. */
export const FIELD_PREFIXES = ["DocType", "language", "itemref", "story", "doclist", "mylist"] as const;

/** Every `<prefix>:` the language knows, for error messages: entity types first. */
export const VALID_PREFIXES: readonly string[] = [...ENTITY_TYPES, ...FIELD_PREFIXES];

/** An itemRef in a query (DECISIONS 13). `text` is the reference as written. */
export type TItemRef = { class: "document" | "entity" | "topic"; id: bigint; text: string };

/** A project named by `doclist:`/`mylist:`: by ProjectRef (`15_<n>`) or by its description. */
export type TProjectRef = { projectId: bigint; text: string } | { description: string };
export type TProjectList = "doclist" | "mylist";

/** Where a node starts in the query text (0-based UTF-16 offset). */
type TAt = { position: number };

export type TQueryNode =
  /** A bare word: full-text, stemmed and exact. */
  | ({ kind: "term"; text: string } & TAt)
  /** A "quoted phrase": the words in this order. */
  | ({ kind: "phrase"; text: string } & TAt)
  /** `person:"Nancy Pelosi"` or `Nancy Pelosi[Person]`: documents in which the entity was recognised. */
  | ({ kind: "entity"; type: TEntityType; name: string; key: string } & TAt)
  /** `DocType:"Local File"`; a known type in its canonical case, anything else as written. */
  | ({ kind: "docType"; docType: string } & TAt)
  /** `language:fr`: documents in that language (ISO 639-1 code, ISO 639-3 where there is none; `und`). */
  | ({ kind: "language"; language: string } & TAt)
  | ({ kind: "itemRef"; ref: TItemRef } & TAt)
  /** `story:<ClusterId>`: the documents of a story, also by the ClusterId of a story merged into it. */
  | ({ kind: "story"; clusterId: string } & TAt)
  | ({ kind: "project"; list: TProjectList; ref: TProjectRef } & TAt)
  | { kind: "and"; children: TQueryNode[] }
  | { kind: "or"; children: TQueryNode[] }
  | { kind: "not"; child: TQueryNode };

/** A parsed query; `null` is the empty query, which matches everything. */
export type TQuery = TQueryNode | null;

export type TLeafNode = Exclude<TQueryNode, { kind: "and" | "or" | "not" }>;

/** The canonical entity type for a case-insensitive name, or undefined. */
export function entityTypeOf(name: string): TEntityType | undefined {
  const lower = name.toLowerCase();
  return ENTITY_TYPES.find((type) => type.toLowerCase() === lower);
}

export function documentTypeOf(name: string): string {
  const lower = name.replace(/\s+/g, " ").trim().toLowerCase();
  return DOCUMENT_TYPES.find((type) => type.toLowerCase() === lower) ?? name;
}
