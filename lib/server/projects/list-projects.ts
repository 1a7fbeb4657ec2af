import "server-only";
import { findProjectRowsOfCaller } from "./data/projects";
import type { TItemKey } from "./item-refs";
import { accessOf, type TActor, type TProjectType, type TProjectView } from "./project-model";

/** Projects the caller owns or that are shared with them, optionally of one type; own first, then by name. */
export async function listProjects(
  actor: TActor,
  filter: { projectType?: TProjectType; item?: TItemKey; description?: string } = {},
): Promise<TProjectView[]> {
  const rows = await findProjectRowsOfCaller(actor.userId, filter);
  return rows.map((project) => ({ project, access: accessOf(project, actor)! }));
}
