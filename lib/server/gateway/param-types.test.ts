import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { PAGE_SIZE_MAX, zBool, zEnum, zInt, zList, zNumber, zText } from "./param-types";

function failure(schema: z.ZodType, input: string): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to fail`);
  return result.error.issues[0]!.message;
}

describe("zInt", () => {
  it.each([
    ["0", 0],
    ["42", 42],
    ["-7", -7],
    [" 12 ", 12],
    ["007", 7],
  ])("reads %j as %d", (input, expected) => {
    expect(zInt().parse(input)).toBe(expected);
  });

  it.each(["abc", "", "1.5", "1e3", "+1", "0x10", "1 2", "Infinity"])("rejects %j as not a whole number", (input) => {
    expect(failure(zInt(), input)).toBe("must be a whole number");
  });

  it("enforces the bounds with messages that name them", () => {
    expect(failure(zInt(0, 500), "-1")).toBe("must be at least 0");
    expect(failure(zInt(0, 500), "501")).toBe("must be at most 500");
    expect(zInt(0, 500).parse("500")).toBe(500);
  });

  it("rejects numbers too large to be exact", () => {
    expect(zInt().safeParse("99999999999999999999").success).toBe(false);
  });

  it("has a maximum page size of 500", () => {
    expect(PAGE_SIZE_MAX).toBe(500);
  });
});

describe("zNumber", () => {
  it.each([
    ["1", 1],
    ["-2.5", -2.5],
    ["1.", 1],
    [".5", 0.5],
    ["1e3", 1000],
    ["2.5E-1", 0.25],
  ])("reads %j as %d", (input, expected) => {
    expect(zNumber().parse(input)).toBe(expected);
  });

  it.each(["abc", "", "1,5", "NaN", "Infinity", "-", "."])("rejects %j", (input) => {
    expect(failure(zNumber(), input)).toBe("must be a number");
  });

  it("rejects a value that overflows to infinity", () => {
    expect(zNumber().safeParse("1e999").success).toBe(false);
  });

  it("enforces the bounds", () => {
    expect(failure(zNumber(0, 1), "1.5")).toBe("must be at most 1");
    expect(failure(zNumber(0, 1), "-0.1")).toBe("must be at least 0");
  });
});

describe("zBool", () => {
  it.each([
    ["true", true],
    ["TRUE", true],
    [" True ", true],
    ["1", true],
    ["false", false],
    ["False", false],
    ["0", false],
  ])("reads %j as %s", (input, expected) => {
    expect(zBool().parse(input)).toBe(expected);
  });

  it.each(["2", "yes", "", "on"])("rejects %j", (input) => {
    expect(failure(zBool(), input)).toBe("must be true or false");
  });
});

describe("zEnum", () => {
  const sortBy = zEnum(["relevance", "date", "DocVolume"]);

  it("matches case-insensitively and yields the canonical spelling", () => {
    expect(sortBy.parse("RELEVANCE")).toBe("relevance");
    expect(sortBy.parse("docvolume")).toBe("DocVolume");
    expect(sortBy.parse(" Date ")).toBe("date");
  });

  it("lists the allowed values when it fails", () => {
    expect(failure(sortBy, "nonsense")).toBe("must be one of relevance, date, DocVolume");
  });
});

describe("zList", () => {
  it("splits on commas, trims and drops empty entries", () => {
    expect(zList().parse(" Person, Organization ,,Country,")).toEqual(["Person", "Organization", "Country"]);
  });

  it("yields an empty list for an empty value", () => {
    expect(zList().parse("")).toEqual([]);
  });
});

describe("zText", () => {
  it("accepts text up to the limit", () => {
    expect(zText(3).parse("abc")).toBe("abc");
  });

  it("rejects longer text with a message naming the limit", () => {
    expect(failure(zText(3), "abcd")).toBe("must be at most 3 characters");
  });
});
