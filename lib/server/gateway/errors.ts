import "server-only";
import { DomainError, type TBadRequestCode } from "@/lib/server/errors";
import { MIN_DATE } from "./format/types";

/** An error answered to the client (DECISIONS 9). Same shape as the services' DomainError. */
export class ApiError extends DomainError {}

/** A 400 with a code of `lib/contract/error-codes.ts`. */
export const badRequest = (code: TBadRequestCode, message: string) => new ApiError(code, message);

export function errorBody(error: DomainError) {
  return { Error: error.message, Code: error.code, LastUpdated: MIN_DATE };
}

/** Anything that is not a DomainError is a real fault: 500, or 503 when the database is away. */
export function toDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (isDatabaseUnavailable(error)) {
    return new DomainError("DATABASE_UNAVAILABLE", "the database is not reachable; try again shortly");
  }
  return new DomainError("INTERNAL_ERROR", "internal error");
}

// Node socket errors and PostgreSQL connection errors (class 08, and 57P01-57P03: the server is shutting down,
// crashed or starting up; 53300: no connection slot left).
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"]);
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_MESSAGE = /ECONNREFUSED|Connection terminated|timeout exceeded when trying to connect/i;

type TErrorLike = { code?: unknown; cause?: unknown; message?: unknown };

function isDatabaseUnavailable(error: unknown): boolean {
  // The error itself and its cause chain (pg's errors carry the PostgreSQL SQLSTATE as `code`). Bounded: a
  // chain can be cyclic.
  const queue: unknown[] = [error];
  for (let seen = 0; seen < 20 && queue.length > 0; seen++) {
    const e = queue.shift() as TErrorLike | null | undefined;
    if (e === null || typeof e !== "object") continue;
    if (typeof e.code === "string" && (UNAVAILABLE_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code))) return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    queue.push(e.cause);
  }
  return false;
}
