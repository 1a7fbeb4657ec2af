import "server-only";
import { createProject } from "@/lib/server/projects/create-project";
import type { TActor, TProjectView } from "@/lib/server/projects/project-model";

/** A new, empty tab owned by the caller (a MyPageTab project; names may repeat). It comes last in the tab order. */
export function createTab(actor: TActor, description: string): Promise<TProjectView> {
  return createProject(actor, { description, projectType: "MyPageTab" });
}
