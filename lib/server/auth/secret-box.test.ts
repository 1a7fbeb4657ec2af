import { describe, expect, it, vi } from "vitest";

// lib/server/config/secrets.ts caches the secret on first use, so it must be set before anything reads it.
vi.hoisted(() => {
  process.env.SESSION_SECRET = "0123456789abcdef".repeat(4);
});

import { decryptSecret, encryptSecret } from "./secret-box";

function b64(text: string): Buffer {
  return Buffer.from(text, "base64url");
}

function parts(sealed: string): [string, string, string, string] {
  const [version, iv, tag, data] = sealed.split(".");
  return [version!, iv!, tag!, data!];
}

describe("encryptSecret and decryptSecret", () => {
  it("round-trips a secret, Unicode included", () => {
    for (const plain of ["s3cret", "", "ключ-🔑", "x".repeat(1000)]) {
      expect(decryptSecret(encryptSecret(plain))).toBe(plain);
    }
  });

  it("never stores the secret in clear text", () => {
    const sealed = encryptSecret("my-shared-secret");
    expect(sealed).not.toContain("my-shared-secret");
    expect(sealed).not.toContain(Buffer.from("my-shared-secret").toString("base64url"));
    expect(sealed.startsWith("v1.")).toBe(true);
  });

  it("uses a fresh IV each time", () => {
    expect(encryptSecret("same")).not.toBe(encryptSecret("same"));
  });

  it("throws on a tampered ciphertext", () => {
    const [version, iv, tag, data] = parts(encryptSecret("my-shared-secret"));
    const bytes = b64(data);
    bytes[0]! ^= 1;
    expect(() => decryptSecret([version, iv, tag, bytes.toString("base64url")].join("."))).toThrow();
  });

  it("throws on a tampered IV or tag", () => {
    const [version, iv, tag, data] = parts(encryptSecret("my-shared-secret"));
    const badIv = b64(iv);
    badIv[0]! ^= 1;
    const badTag = b64(tag);
    badTag[15]! ^= 1;
    expect(() => decryptSecret([version, badIv.toString("base64url"), tag, data].join("."))).toThrow();
    expect(() => decryptSecret([version, iv, badTag.toString("base64url"), data].join("."))).toThrow();
  });

  it("throws on a truncated tag", () => {
    const [version, iv, tag, data] = parts(encryptSecret("my-shared-secret"));
    const short = b64(tag).subarray(0, 4).toString("base64url");
    expect(() => decryptSecret([version, iv, short, data].join("."))).toThrow();
  });

  it("throws on an unknown format", () => {
    const [, iv, tag, data] = parts(encryptSecret("x"));
    expect(() => decryptSecret(["v2", iv, tag, data].join("."))).toThrow("unknown secret format");
    expect(() => decryptSecret("v1.abc")).toThrow("unknown secret format");
    expect(() => decryptSecret("plain-text-secret")).toThrow("unknown secret format");
  });
});
