import "server-only";
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// scrypt (DECISIONS 16 allows argon2id or scrypt): built into Node, no native addon to install.
const PARAMS = { N: 16384, r: 8, p: 1, keylen: 32 } as const;

function derive(password: string, salt: Buffer, n: number, r: number, p: number, keylen: number): Promise<Buffer> {
  const options: ScryptOptions = { N: n, r, p, maxmem: 64 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS.N, PARAMS.r, PARAMS.p, PARAMS.keylen);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  // A hash that decodes to (almost) nothing would match (almost) any password.
  if (expected.length < 16) return false;
  try {
    const actual = await derive(
      password,
      Buffer.from(salt, "base64url"),
      Number(n),
      Number(r),
      Number(p),
      expected.length,
    );
    return timingSafeEqual(actual, expected);
  } catch {
    // Parameters scrypt refuses (not numbers, not a power of two, over the memory cap): not a valid hash.
    return false;
  }
}

export const PASSWORD_RULE = "at least 8 characters";
export function isAcceptablePassword(password: string): boolean {
  return password.length >= 8 && password.length <= 256;
}
