import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { sessionSecret } from "@/lib/server/config/secrets";

// API key shared secrets must be recoverable to verify digests (DECISIONS 14), so they are
// encrypted (AES-256-GCM) with a key derived from the service secret, never stored in clear.
function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret(), "api-key-secrets", "aes-256-gcm", 32));
}

export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(
    ".",
  );
}

export function decryptSecret(sealed: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("unknown secret format");
  // Without authTagLength GCM accepts a truncated tag (down to 4 bytes), which weakens the integrity check.
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"), { authTagLength: 16 });
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
