import "server-only";

/** The query language (DECISIONS 21): text → AST → SQL on `documents d`. See QUERY-LANGUAGE.md. */
export { parseQuery } from "./parse-query";
export { compileQuery, compileQuery as compile, entitiesLookedUpInStatement } from "./compile-query";
export type { TCompiledQuery, TCompileOptions, TProjectSet, TResolveProject } from "./compile-query";
export { beautifyQuery, beautifyQuery as beautify } from "./beautify-query";
export { entityTermsOf, type TEntityTerm } from "./entity-terms";
export { TQueryNotAvailableError, TQuerySyntaxError } from "./query-errors";
export { DOCUMENT_TYPES, QUERY_LIMITS, VALID_PREFIXES } from "./ast";
export type { TItemRef, TLeafNode, TProjectList, TProjectRef, TQuery, TQueryNode } from "./ast";
