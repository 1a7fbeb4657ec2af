import "server-only";
import { DomainError } from "@/lib/errors";
import { MIN_DATE } from "./format/types";

/** An error answered to the client (DECISIONS 9). Same shape as the services' DomainError. */
export class ApiError extends DomainError {}

export const badRequest = (code: string, message: string) => new ApiError(400, code, message);

export function errorBody(error: DomainError) {
  return { Error: error.message, Code: error.code, LastUpdated: MIN_DATE };
}

/** Anything that is not a DomainError is a real fault: 500, or 503 when the database is away. */
export function toDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (isDatabaseUnavailable(error)) {
    return new DomainError(503, "DATABASE_UNAVAILABLE", "the database is not reachable; try again shortly");
  }
  return new DomainError(500, "INTERNAL_ERROR", "internal error");
}

// Node socket errors, PostgreSQL connection errors, and the Prisma codes the pg adapter maps them to
// (P1001 not reachable, P1008 socket timeout, P1017 connection closed).
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P03",
  "08006",
  "08001",
  "P1001",
  "P1008",
  "P1017",
]);

function isDatabaseUnavailable(error: unknown): boolean {
  // Bounded: a cause chain can be cyclic.
  let e = error as { code?: unknown; cause?: unknown; message?: unknown } | null | undefined;
  for (let depth = 0; depth < 10 && e !== null && typeof e === "object"; depth++, e = e.cause as typeof e) {
    if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
    if (
      typeof e.message === "string" &&
      /ECONNREFUSED|Connection terminated|timeout exceeded when trying to connect|Can't reach database server/i.test(
        e.message,
      )
    ) {
      return true;
    }
  }
  return false;
}
