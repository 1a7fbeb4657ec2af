import "server-only";
import { currentActor } from "@/lib/server/auth/current-actor";
import { DomainError } from "@/lib/server/errors";
import { findEntityItemIds } from "./data/project-items";
import { resolveProject } from "./find-project";

/**
 * The entity ids of an EntityList the caller can see (heat's `projectref`): by ProjectRef 15_<n> or
 * projectId. A project the caller cannot see is a 404; another type is a 400.
 */
export async function entityIdsOfProject(userId: number, projectRef: string): Promise<bigint[]> {
  // The request's actor when it is this user (admins keep their read access), else a plain user.
  const current = currentActor();
  const { project } = await resolveProject(current?.userId === userId ? current : { userId, isAdmin: false }, {
    projectRef: projectRef.startsWith("15_") ? projectRef : `15_${projectRef}`,
  });
  if (project.project_type !== "EntityList") {
    throw new DomainError(
      "WRONG_PROJECT_TYPE",
      `projectref: 15_${project.id} is a ${project.project_type}, not an EntityList`,
    );
  }
  return (await findEntityItemIds(project.id)).map((id) => BigInt(id));
}
