import "server-only";
import { DomainError } from "@/lib/errors";

/**
 * The entity ids of an EntityList project the caller may see. Placeholder until the projects feature
 * lands: it answers 400 so that `projectref` is a clear client-visible limitation, never a 500.
 */
export async function entityIdsOfProject(userId: number, projectRef: string): Promise<bigint[]> {
  void userId;
  void projectRef;
  throw new DomainError(400, "FEATURE_NOT_AVAILABLE", "projectref needs the projects feature");
}
