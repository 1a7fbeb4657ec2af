import "server-only";
import { withTransaction } from "@/lib/db/pool";
import { createProject } from "@/lib/projects/create-project";
import { findProjectById } from "@/lib/projects/find-project";
import type { TActor, TProjectView } from "@/lib/projects/project-model";
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
    await client.query(`UPDATE projects SET filter = $2 WHERE id = $1`, [copy.project.id, source.filter]);
    await client.query(
      `INSERT INTO widgets (tab_id, key, title, settings, widget_group, order_no, is_minimized, is_in_edit_mode,
         settings_version, legacy_widget_id, query)
       SELECT $2, key, title, settings, widget_group, order_no, is_minimized, is_in_edit_mode, settings_version,
         legacy_widget_id, query
       FROM widgets WHERE tab_id = $1`,
      [source.id, copy.project.id],
    );
    return findProjectById(actor, copy.project.id, { client });
  });
}
