import "server-only";
import { randomBytes } from "node:crypto";
import { createUser } from "./create-user";
import { countAdmins } from "./data/users";

/**
 * Creates the first admin when there is none. The password comes from ADMIN_PASSWORD, else it
 * is generated and returned so the caller can print it once.
 */
export async function ensureAdmin(): Promise<{ username: string; generatedPassword?: string } | null> {
  if ((await countAdmins()) > 0) return null;
  const username = process.env.ADMIN_USERNAME || "admin";
  const generated = process.env.ADMIN_PASSWORD ? undefined : randomBytes(12).toString("base64url");
  await createUser({
    username,
    password: process.env.ADMIN_PASSWORD || generated!,
    admin: true,
    firstName: "Administrator",
  });
  return { username, generatedPassword: generated };
}
