import "server-only";
import type { User } from "@/lib/generated/prisma/client";

/**
 * Resources a caller may ask about in /user/access. Every signed-in user has the product's
 * features; `admin` needs the role; `ads` (advertising) is never served. Unknown names are false.
 */
const RESOURCES: Record<string, (user: User) => boolean> = {
  api: () => true,
  search: () => true,
  entities: () => true,
  mypage: () => true,
  projects: () => true,
  export: () => true,
  upload: () => true,
  social: () => true,
  admin: (user) => user.role === "admin",
  ads: () => false,
};

export const KNOWN_RESOURCES = Object.keys(RESOURCES);

export function resourceAccess(user: User, resources: string[]): Record<string, boolean> {
  const names = resources.length > 0 ? resources : KNOWN_RESOURCES;
  return Object.fromEntries(names.map((name) => [name, RESOURCES[name.toLowerCase()]?.(user) ?? false]));
}
