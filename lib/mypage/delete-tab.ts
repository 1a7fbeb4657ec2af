import "server-only";
import { pool } from "@/lib/db/pool";
import { deleteProject } from "@/lib/projects/delete-project";
import type { TActor } from "@/lib/projects/project-model";
import { findTab } from "./find-tab";
import type { TTabSelector } from "./tab-model";

/**
 * The owner deletes the tab and its widgets for everyone; anyone else only loses their access
 * (the tab stays as it is). deleted: whether the tab or the caller's access went away.
 */
export async function deleteTab(actor: TActor, selector: TTabSelector): Promise<{ deleted: boolean }> {
  const tab = await findTab(actor, selector);
  const result = await deleteProject(actor, { projectId: tab.project.id });
  await pool().query(`DELETE FROM mypage_tab_order WHERE user_id = $1 AND project_id = $2`, [
    actor.userId,
    tab.project.id,
  ]);
  return result;
}
