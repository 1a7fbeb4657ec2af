import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import { findUserByName } from "@/lib/server/users/find-user";
import { findUserOrThrow, updateUserPassword } from "./data/user-credentials";
import { clearFailures, recordFailure, remainingDelay } from "./login-throttle";
import { hashPassword, verifyPassword } from "./password";

export type TLoginOutcome = { status: "Success"; user: User } | { status: "Delay"; delaySeconds: number };

// Compared against when the user name is unknown, so both cases cost the same time.
let decoyHash: Promise<string> | undefined;

/**
 * DECISIONS 16: an attempt inside the current delay is refused without looking at the password
 * and earns a new delay; a wrong password or unknown user earns a growing delay.
 */
export async function attemptLogin(username: string, password: string, address?: string): Promise<TLoginOutcome> {
  const subject = { user: username, address };
  if ((await remainingDelay(subject)) > 0) {
    return { status: "Delay", delaySeconds: await recordFailure(subject) };
  }
  const user = await findUserByName(username);
  decoyHash ??= hashPassword("decoy password for unknown users");
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  if (!user || !ok || user.lockedOut) {
    return { status: "Delay", delaySeconds: await recordFailure(subject) };
  }
  await clearFailures(subject);
  return { status: "Success", user };
}

export type TPasswordChange = { ok: true; user: User } | { ok: false; reason: "wrong-password" };

export async function changePassword(userId: number, current: string, next: string): Promise<TPasswordChange> {
  const user = await findUserOrThrow(userId);
  if (!(await verifyPassword(current, user.passwordHash))) {
    await recordFailure({ user: user.username });
    return { ok: false, reason: "wrong-password" };
  }
  const now = new Date();
  const updated = await updateUserPassword(userId, await hashPassword(next), now);
  return { ok: true, user: updated };
}
