import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { createProject } from "@/lib/server/projects/create-project";
import { findProjectById } from "@/lib/server/projects/find-project";
import type { TActor, TProjectView } from "@/lib/server/projects/project-model";
import { setTabFilter } from "./data/tabs";
import { copyTabWidgets } from "./data/widgets";
import { findTab } from "./find-tab";
import type { TTabSelector } from "./tab-model";

/**
 * A copy of a tab the caller can see, owned by the caller (full access): same description and filter,
 * the source as its parent, and a copy of every widget (new ids, same kind, settings and positions).
 */
export async function cloneTab(actor: TActor, selector: TTabSelector): Promise<TProjectView> {
  return withTransaction(async (client) => {
    const source = (await findTab(actor, selector, { client })).project;
    const copy = await createProject(
      actor,
      { description: source.description, projectType: "MyPageTab", parentId: source.id },
      client,
    );
    await setTabFilter(client, copy.project.id, source.filter);
    await copyTabWidgets(client, source.id, copy.project.id);
    return findProjectById(actor, copy.project.id, { client });
  });
}
