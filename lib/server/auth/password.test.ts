import { describe, expect, it } from "vitest";

import { hashPassword, isAcceptablePassword, verifyPassword } from "./password";

describe("hashPassword and verifyPassword", () => {
  it("verifies the password a hash was made from", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
  });

  it("rejects a wrong password", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery stapler", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("stores scrypt parameters and a random salt, never the password", async () => {
    const [first, second] = [await hashPassword("s3cret-pass"), await hashPassword("s3cret-pass")];
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("s3cret-pass");
  });

  it("treats the composed and decomposed forms of a character as the same password (NFC)", async () => {
    const composed = "caf\u00e9-password";
    const decomposed = "cafe\u0301-password";
    expect(composed).not.toBe(decomposed);
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
    expect(await verifyPassword(composed, await hashPassword(decomposed))).toBe(true);
  });
});

describe("verifyPassword with a malformed stored hash", () => {
  const salt = Buffer.from("0123456789abcdef").toString("base64url");
  const hash = Buffer.alloc(32, 1).toString("base64url");

  it.each([
    ["empty", ""],
    ["another scheme", `bcrypt$16384$8$1$${salt}$${hash}`],
    ["missing hash", `scrypt$16384$8$1$${salt}`],
    ["missing salt", `scrypt$16384$8$1$$${hash}`],
    ["non-numeric cost", `scrypt$abc$8$1$${salt}$${hash}`],
    ["cost not a power of two", `scrypt$16383$8$1$${salt}$${hash}`],
    ["zero block size", `scrypt$16384$0$1$${salt}$${hash}`],
    ["absurd cost", `scrypt$1099511627776$8$1$${salt}$${hash}`],
    ["hash that decodes to nothing", `scrypt$16384$8$1$${salt}$!!!!`],
    ["one-byte hash", `scrypt$16384$8$1$${salt}$AA`],
  ])("answers false for %s", async (_, stored) => {
    await expect(verifyPassword("any password", stored)).resolves.toBe(false);
  });
});

describe("isAcceptablePassword", () => {
  it("needs at least 8 characters", () => {
    expect(isAcceptablePassword("1234567")).toBe(false);
    expect(isAcceptablePassword("12345678")).toBe(true);
  });

  it("refuses very long passwords", () => {
    expect(isAcceptablePassword("x".repeat(256))).toBe(true);
    expect(isAcceptablePassword("x".repeat(257))).toBe(false);
  });
});
