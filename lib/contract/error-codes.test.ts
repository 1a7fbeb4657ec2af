import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_STATUS, isErrorCode, statusOf } from "./error-codes";
import { ZErrorCode } from "./schemas";

const sources = ["lib", "app", "scripts"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => `${dir}/${f}`))
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
const literalCalls = sources.flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(/new (?:DomainError|ApiError)\(\s*(?:(\d{3}),\s*)?"([A-Z0-9_]+)"/g)].map(
    (m) => ({ file, status: m[1] ? Number(m[1]) : undefined, code: m[2]! }),
  ),
);

describe("error codes", () => {
  it("gives every code one HTTP status", () => {
    expect(ERROR_CODES.length).toBeGreaterThan(100);
    expect(statusOf("PROVIDER_NOT_CONFIGURED")).toBe(503);
    expect(statusOf("INVALID_DESCRIPTION")).toBe(500);
    expect(statusOf("ITEM_NOT_FOUND")).toBe(400);
    expect(ZErrorCode.safeParse("WIDGET_NOT_FOUND").success).toBe(true);
    expect(isErrorCode("NO_SUCH_CODE")).toBe(false);
    for (const code of ERROR_CODES) expect(String(ERROR_STATUS[code])).toMatch(/^(4\d\d|5\d\d)$/);
  });

  it("is the vocabulary every service and the gateway throw from, with its status", () => {
    expect(literalCalls.length).toBeGreaterThan(150);
    const unknown = literalCalls.filter((c) => !isErrorCode(c.code));
    expect(unknown).toEqual([]);
    const disagreeing = literalCalls.filter((c) => c.status !== undefined && c.status !== statusOf(c.code as never));
    expect(disagreeing).toEqual([]);
  });
});
