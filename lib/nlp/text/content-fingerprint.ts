import "server-only";
import { createHash } from "node:crypto";

export type TContentFingerprint = {
  /** sha1 (hex) of the normalised text: exact duplicates regardless of case, punctuation and spacing. */
  sha1: string;
  /** 64-bit SimHash over 3-word shingles as a signed decimal string (fits PostgreSQL bigint). */
  simhash: string;
};

const SHINGLE = 3;

const COMPATIBILITY_FORMS =
  /[\u00AA\u00B2\u00B3\u00B9\u00BA\u00BC-\u00BE\u0132\u0133\u013F\u0140\u017F\u01C4-\u01CC\u2070-\u209F\u2100-\u215F\u2460-\u24FF\u3300-\u33FF\uFB00-\uFB4F\uFF00-\uFFEF]/;

/** Lower case, letters and digits only, single spaces. */
export function fingerprintText(text: string): string {
  // NFKC folds compatibility forms (ligatures, full-width letters, superscripts); only run it when
  // such characters are present, since it is slow on long texts.
  return (COMPATIBILITY_FORMS.test(text) ? text.normalize("NFKC") : text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function contentFingerprint(text: string): TContentFingerprint {
  const normalized = fingerprintText(text);
  const sha1 = createHash("sha1").update(normalized, "utf8").digest("hex");
  return { sha1, simhash: simhash(normalized.length ? normalized.split(" ") : []).toString() };
}

/**
 * Charikar SimHash: each shingle votes ±1 on 64 bit positions by its hash; the sign of each sum is
 * one bit. Near-duplicate texts (a changed sentence, a different dateline) differ in few bits.
 * Words are hashed once (two independent 32-bit hashes) and shingle hashes combined from them, so
 * the loop allocates no strings and needs no BigInt.
 */
function simhash(words: string[]): bigint {
  if (words.length === 0) return 0n;
  const lo = new Uint32Array(words.length);
  const hi = new Uint32Array(words.length);
  for (let i = 0; i < words.length; i++) {
    lo[i] = fnv1a(words[i]!, 0x811c9dc5);
    hi[i] = fnv1a(words[i]!, 0x050c5d1f);
  }
  const votes = new Int32Array(64);
  const count = Math.max(1, words.length - SHINGLE + 1);
  for (let i = 0; i < count; i++) {
    let a = 0x9e3779b9;
    let b = 0x85ebca6b;
    for (let k = i; k < i + SHINGLE && k < words.length; k++) {
      a = fmix(Math.imul(a ^ lo[k]!, 0x01000193) + k - i);
      b = fmix(Math.imul(b ^ hi[k]!, 0x01000193) + k - i);
    }
    for (let bit = 0; bit < 32; bit++) {
      votes[bit]! += ((a >>> bit) & 1) * 2 - 1;
      votes[bit + 32]! += ((b >>> bit) & 1) * 2 - 1;
    }
  }
  let low = 0;
  let high = 0;
  for (let bit = 0; bit < 32; bit++) {
    if (votes[bit]! > 0) low |= 1 << bit;
    if (votes[bit + 32]! > 0) high |= 1 << bit;
  }
  return BigInt.asIntN(64, (BigInt(high >>> 0) << 32n) | BigInt(low >>> 0));
}

function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return fmix(hash);
}

/** murmur3's finaliser: spreads similar inputs over all 32 bits. */
function fmix(value: number): number {
  let hash = value >>> 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Number of differing bits between two SimHashes (decimal strings, signed or unsigned, or bigints). */
export function hammingDistance(a: string | bigint, b: string | bigint): number {
  let x = BigInt.asUintN(64, BigInt(a) ^ BigInt(b));
  let bits = 0;
  while (x) {
    x &= x - 1n;
    bits++;
  }
  return bits;
}
