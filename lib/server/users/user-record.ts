import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import { offsetOfTimeZoneId } from "./time-zones";

/** The CultureId values a user may have (the User record's CultureDescription). */
export const CULTURES: Record<number, string> = { 1033: "English (United States)", 2057: "English (United Kingdom)" };

/** The spec's User record. The password hash never leaves this module. */
export function toUserRecord(user: User) {
  return {
    TimeZoneId: user.timeZoneId,
    CultureId: user.cultureId,
    UserName: user.username,
    FirstName: user.firstName,
    LastName: user.lastName,
    Email: user.email,
    Phone: user.phone,
    Company: user.company,
    LockedOut: user.lockedOut,
    CultureDescription: CULTURES[user.cultureId] ?? "",
    UtcOffSetHours: offsetOfTimeZoneId(user.timeZoneId),
    LastPasswordChangedDate: user.passwordChangedAt,
    CreationDate: user.createdAt,
    Roles: user.role === "admin" ? ["user", "admin"] : user.role === "editor" ? ["user", "editor"] : ["user"],
    ItemSets: [] as string[],
    LastUpdated: user.updatedAt,
  };
}

export function displayName(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
