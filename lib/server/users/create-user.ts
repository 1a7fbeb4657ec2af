import "server-only";
import { hashPassword, isAcceptablePassword, PASSWORD_RULE } from "@/lib/server/auth/password";
import type { User } from "@/lib/generated/prisma/client";
import { DomainError } from "@/lib/server/errors";
import { insertUser, userNameExists } from "./data/users";

export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{1,64}$/;

export type TNewUser = {
  username: string;
  password: string;
  admin?: boolean;
  /** The editor role: may correct entities (merge, split, alias, retype, block). */
  editor?: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  timeZoneId?: number;
  cultureId?: number;
  lockedOut?: boolean;
  companyId?: number | null;
  company?: string;
  departmentId?: number | null;
  serviceAccount?: boolean;
  serviceTypes?: string[];
};

export async function createUser(input: TNewUser): Promise<User> {
  if (!USERNAME_PATTERN.test(input.username)) {
    throw new DomainError("INVALID_USERNAME", "username must be 1-64 letters, digits or . _ @ -");
  }
  if (!isAcceptablePassword(input.password)) {
    throw new DomainError("INVALID_PASSWORD", `password must be ${PASSWORD_RULE}`);
  }
  if (await userNameExists(input.username)) throw usernameTaken(input.username);
  try {
    return await insertUser({
      username: input.username,
      passwordHash: await hashPassword(input.password),
      role: input.admin ? "admin" : input.editor ? "editor" : "user",
      firstName: input.firstName ?? "",
      lastName: input.lastName ?? "",
      email: input.email ?? "",
      phone: input.phone ?? "",
      timeZoneId: input.timeZoneId ?? 0,
      cultureId: input.cultureId ?? 1033,
      lockedOut: input.lockedOut ?? false,
      companyId: input.companyId ?? null,
      company: input.company ?? "",
      departmentId: input.departmentId ?? null,
      serviceAccount: input.serviceAccount ?? false,
      serviceTypes: input.serviceTypes ?? [],
    });
  } catch (error) {
    // Two creations of one name at once: the unique index decides, the loser gets the same 409.
    if ((error as { code?: string }).code === "23505") throw usernameTaken(input.username);
    throw error;
  }
}

const usernameTaken = (username: string) => new DomainError("USERNAME_TAKEN", `user ${username} already exists`);
