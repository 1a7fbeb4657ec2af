import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zJsonObject, zName } from "./json-body";

const schema = zJsonObject({ Description: z.string().optional(), DigestRequired: z.boolean().optional() });

describe("zJsonObject", () => {
  it("matches field names ignoring case and keeps the canonical spelling", () => {
    expect(schema.parse({ description: "a", DIGESTREQUIRED: true })).toEqual({
      Description: "a",
      DigestRequired: true,
    });
  });

  it("refuses unknown fields and non-objects with a message naming them", () => {
    const unknown = schema.safeParse({ Descripton: "typo" });
    expect(unknown.success).toBe(false);
    expect(unknown.error!.issues[0]!.message).toContain("Descripton");
    for (const value of [[], "text", 5, null]) {
      const result = schema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error!.issues[0]!.message).toBe("must be a JSON object");
    }
    const wrong = schema.safeParse({ DigestRequired: "yes" });
    expect(wrong.error!.issues[0]!.path).toEqual(["DigestRequired"]);
  });

  it("trims names and refuses empty ones and control characters", () => {
    expect(zName().parse("  Acme ")).toBe("Acme");
    expect(zName().safeParse("   ").success).toBe(false);
    expect(zName().safeParse("a\u0007b").success).toBe(false);
    expect(zName(3).safeParse("abcd").success).toBe(false);
  });
});
