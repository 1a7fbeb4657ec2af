import "server-only";
import type { User } from "@/lib/generated/prisma/client";

/** The CultureId values a user may have, with their descriptions. */
export const CULTURES: Record<number, string> = { 1033: "English (United States)", 2057: "English (United Kingdom)" };

/** The roles a user holds: everyone is a user; editors and admins hold theirs besides. */
export function rolesOf(user: User): string[] {
  return user.role === "admin" ? ["user", "admin"] : user.role === "editor" ? ["user", "editor"] : ["user"];
}

export function displayName(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
