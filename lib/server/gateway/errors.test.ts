import { describe, expect, it } from "vitest";

import { DomainError } from "@/lib/server/errors";

import { ApiError, badRequest, errorBody, toDomainError } from "./errors";

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("badRequest", () => {
  it("makes a 400 ApiError that is a DomainError", () => {
    const error = badRequest("INVALID_PARAMETER", "parameter x is required");
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(DomainError);
    expect([error.status, error.code, error.message]).toEqual([400, "INVALID_PARAMETER", "parameter x is required"]);
  });
});

describe("errorBody", () => {
  it("has Error, Code and the not-applicable LastUpdated", () => {
    expect(errorBody(new DomainError("DOCUMENT_NOT_FOUND", "no such document"))).toEqual({
      Error: "no such document",
      Code: "DOCUMENT_NOT_FOUND",
      LastUpdated: "0001-01-01T00:00:00",
    });
  });
});

describe("toDomainError", () => {
  it("passes a DomainError through unchanged", () => {
    const error = new DomainError("ALREADY_UNDONE", "changed meanwhile");
    expect(toDomainError(error)).toBe(error);
    const api = badRequest("INVALID_PARAMETER", "y");
    expect(toDomainError(api)).toBe(api);
  });

  it.each([
    ["ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:54329"],
    ["ECONNRESET", "read ECONNRESET"],
    ["57P01", "terminating connection due to administrator command"],
    ["08006", "connection failure"],
    ["53300", "sorry, too many clients already"],
  ])("answers 503 to a database-unavailable error with code %s", (code, message) => {
    const domain = toDomainError(withCode(message, code));
    expect(domain.status).toBe(503);
    expect(domain.code).toBe("DATABASE_UNAVAILABLE");
  });

  it("recognises connection failures by message", () => {
    expect(toDomainError(new Error("connect ECONNREFUSED ::1:5432")).status).toBe(503);
    expect(toDomainError(new Error("Connection terminated unexpectedly")).status).toBe(503);
    expect(toDomainError(new Error("timeout exceeded when trying to connect")).status).toBe(503);
  });

  it("looks through the cause chain", () => {
    const wrapped = new Error("query failed", { cause: new Error("outer", { cause: withCode("x", "ECONNREFUSED") }) });
    expect(toDomainError(wrapped).status).toBe(503);
  });

  it("answers 500 to other PostgreSQL errors (a unique violation)", () => {
    expect(toDomainError(withCode("duplicate key value violates unique constraint", "23505")).status).toBe(500);
  });

  it("answers 500 with a generic message that does not leak internals", () => {
    const domain = toDomainError(new Error('relation "secret_table" does not exist at /srv/app/lib/server/db.ts:12'));
    expect(domain.status).toBe(500);
    expect(domain.code).toBe("INTERNAL_ERROR");
    expect(domain.message).toBe("internal error");
  });

  it.each([["a string"], [42], [null], [undefined], [{ code: 7 }]])("answers 500 to the non-error %j", (value) => {
    expect(toDomainError(value).status).toBe(500);
  });

  it("terminates on a cyclic cause chain", () => {
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(toDomainError(a).status).toBe(500);
  });
});
