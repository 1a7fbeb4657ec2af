import "server-only";
import { findUserProperty, type TUserPropertyRow, upsertUserProperty } from "./data/user-properties";

export type TProperty = TUserPropertyRow;

export function getUserProperty(userId: number, name: string): Promise<TProperty | null> {
  return findUserProperty(userId, name);
}

/** Upsert: one value per user and (case-insensitive) property name. */
export async function setUserProperty(userId: number, name: string, value: string): Promise<void> {
  await upsertUserProperty(userId, name, value);
}
