import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { deleteProjectRow } from "./data/projects";
import { deleteShareOfUser } from "./data/project-shares";
import { resolveProject, type TProjectSelector } from "./find-project";
import type { TActor } from "./project-model";

/**
 * The owner deletes the project for everyone (items, shares, links and subscriptions go with it;
 * subscribers keep the items they have). Anyone else only gives up their own access.
 */
export async function deleteProject(actor: TActor, selector: TProjectSelector): Promise<{ deleted: boolean }> {
  return withTransaction(async (client) => {
    const { project, access } = await resolveProject(actor, selector, { client, forUpdate: true });
    if (access === "owner") {
      await deleteProjectRow(client, project.id);
      return { deleted: true };
    }
    return { deleted: await deleteShareOfUser(client, project.id, actor.userId) };
  });
}
