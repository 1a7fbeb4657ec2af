import "server-only";
import { DomainError } from "@/lib/server/errors";

/** Roles that may correct the knowledge base. */
export const CORRECTOR_ROLES = ["admin", "editor"] as const;

export const mayCorrect = (user: { role: string }) => (CORRECTOR_ROLES as readonly string[]).includes(user.role);

/** Editors and admins correct entities; anyone else is refused before anything is read or changed. */
export function assertMayCorrect(user: { role: string }): void {
  if (!mayCorrect(user)) throw new DomainError("FORBIDDEN", "correcting entities needs the editor or admin role");
}
