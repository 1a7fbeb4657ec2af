import "server-only";
import { deleteProject } from "@/lib/server/projects/delete-project";
import type { TActor } from "@/lib/server/projects/project-model";
import { deleteTabOrderEntry } from "./data/tab-order";
import { findTab } from "./find-tab";
import type { TTabSelector } from "./tab-model";

/**
 * The owner deletes the tab and its widgets for everyone; anyone else only loses their access
 * (the tab stays as it is). deleted: whether the tab or the caller's access went away.
 */
export async function deleteTab(actor: TActor, selector: TTabSelector): Promise<{ deleted: boolean }> {
  const tab = await findTab(actor, selector);
  const result = await deleteProject(actor, { projectId: tab.project.id });
  await deleteTabOrderEntry(actor.userId, tab.project.id);
  return result;
}
