import "server-only";
import { DomainError } from "@/lib/server/errors";
import { findProjectById, parseProjectId } from "@/lib/server/projects/find-project";
import type { TActor, TProjectView } from "@/lib/server/projects/project-model";
import { tabWidgets } from "./find-tab";

/**
 * /v1/mypagetabs/{id}/projects: the projects the tab's widgets show (Settings.ProjectRef of
 * ProjectItems, EntityList and EntityHeatInProject widgets) that the caller can see, once each, in
 * layout order. Projects that are gone or not visible to the caller are left out.
 */
export async function tabProjects(actor: TActor, tab: TProjectView): Promise<TProjectView[]> {
  const ids: string[] = [];
  for (const widget of await tabWidgets(tab.project.id)) {
    const ref = widget.settings.ProjectRef?.trim();
    if (!ref) continue;
    const id = parseProjectId(ref, "ProjectRef");
    if (!ids.includes(id)) ids.push(id);
  }
  const views: TProjectView[] = [];
  for (const id of ids) {
    try {
      views.push(await findProjectById(actor, id));
    } catch (error) {
      if (!(error instanceof DomainError && error.status === 404)) throw error;
    }
  }
  return views;
}
