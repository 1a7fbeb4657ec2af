import "server-only";
import { withTransaction } from "@/lib/db/pool";
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
      await client.query(`DELETE FROM projects WHERE id = $1`, [project.id]);
      return { deleted: true };
    }
    const { rowCount } = await client.query(`DELETE FROM project_shares WHERE project_id = $1 AND user_id = $2`, [
      project.id,
      actor.userId,
    ]);
    return { deleted: (rowCount ?? 0) > 0 };
  });
}
