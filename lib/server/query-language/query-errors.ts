import "server-only";
import { DomainError } from "@/lib/server/errors";

export type TQueryErrorCode = "QUERY_SYNTAX_ERROR" | "QUERY_TOO_LONG" | "QUERY_TOO_COMPLEX";

/**
 * The query text is not valid (DECISIONS 21): a 400 that points at the problem. `position` is the
 * 0-based character offset, `expected` what would have been valid there.
 */
export class TQuerySyntaxError extends DomainError {
  constructor(
    readonly position: number,
    readonly expected: string,
    message: string,
    code: TQueryErrorCode = "QUERY_SYNTAX_ERROR",
  ) {
    super(code, message);
    this.name = "TQuerySyntaxError";
  }
}

/** A valid query uses a feature that cannot be answered (yet), such as `doclist:` before projects exist. */
export class TQueryNotAvailableError extends DomainError {
  constructor(
    readonly position: number,
    message: string,
  ) {
    super("QUERY_NOT_AVAILABLE", message);
    this.name = "TQueryNotAvailableError";
  }
}

/** "expected X at position N[, found Y]": the wording every syntax error uses. */
export function expectedAt(position: number, expected: string, found?: string): TQuerySyntaxError {
  const tail = found ? ` but found ${found}` : "";
  return new TQuerySyntaxError(position, expected, `expected ${expected} at position ${position}${tail}`);
}
