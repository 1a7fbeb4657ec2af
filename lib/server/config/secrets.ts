import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir } from "./env";

const SECRET_FILE = "session-secret";

/** Creates the session secret on first run (kept in DATA_DIR) unless SESSION_SECRET is set. */
export function ensureSessionSecret(): { created: boolean } {
  if (process.env.SESSION_SECRET) return { created: false };
  const file = path.join(dataDir(), SECRET_FILE);
  if (fs.existsSync(file)) return { created: false };
  fs.mkdirSync(dataDir(), { recursive: true });
  fs.writeFileSync(file, randomBytes(32).toString("hex") + "\n", { mode: 0o600, flag: "wx" });
  return { created: true };
}

let cached: string | undefined;

/** The secret sealing session cookies and (through HKDF) encrypting API key secrets. */
export function sessionSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.SESSION_SECRET;
  const secret = fromEnv || fs.readFileSync(path.join(dataDir(), SECRET_FILE), "utf8").trim();
  if (secret.length < 32) throw new Error("SESSION_SECRET must be at least 32 characters");
  cached = secret;
  return secret;
}
