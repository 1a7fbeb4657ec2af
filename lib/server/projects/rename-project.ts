import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import { duplicateDescription, descriptionTaken } from "./create-project";
import { updateProjectDescription } from "./data/projects";
import { findProjectById, requireWrite, resolveProject, type TProjectSelector } from "./find-project";
import type { TActor, TProjectView } from "./project-model";
import { touchProjects } from "./propagate-items";

/** Letters and digits, words separated by single spaces (the rule of /project/setDescription). */
const VALID_NAME = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u;

/**
 * Renames a project the caller may write. The spec names the answer to an invalid description: a 500
 * (code INVALID_DESCRIPTION), the one deliberate 500 of the API; nothing is changed.
 */
export async function renameProject(
  actor: TActor,
  selector: TProjectSelector,
  newDescription: string,
): Promise<TProjectView> {
  const description = newDescription.trim();
  if (!VALID_NAME.test(description) || description.length > 200) {
    throw new DomainError(
      "INVALID_DESCRIPTION",
      "description: must be 1-200 letters and digits (words separated by single spaces)",
    );
  }
  return withTransaction(async (client) => {
    const view = requireWrite(await resolveProject(actor, selector, { client, forUpdate: true }));
    const { project } = view;
    if (
      project.project_type !== "MyPageTab" &&
      (await descriptionTaken(client, project.owner_id, project.project_type, description, project.id))
    )
      throw duplicateDescription(project.project_type, description);
    await updateProjectDescription(client, project.id, description);
    await touchProjects(client, [project.id]);
    return findProjectById(actor, project.id, { client });
  });
}
