import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import { findAllUsersById, findUserIdByName, findUserRowById } from "./data/users";

/** User names match case-insensitively (the unique index is on lower(username)). */
export async function findUserByName(username: string): Promise<User | null> {
  const id = await findUserIdByName(username);
  return id === undefined ? null : findUserRowById(id);
}

export function findUserById(id: number): Promise<User | null> {
  return findUserRowById(id);
}

export function listUsers(): Promise<User[]> {
  return findAllUsersById();
}
