import "server-only";
import type pg from "pg";
import { withTransaction } from "@/lib/server/db/pool";
import { createProject, descriptionTaken } from "./create-project";
import { copyProjectItems } from "./data/project-items";
import { findProjectById, resolveProject, type TProjectSelector } from "./find-project";
import type { TActor, TProjectType, TProjectView } from "./project-model";
import { linkSubscription } from "./subscribe-project";

/**
 * A copy owned by the caller of a project they can see: same items (a MyPageTab copies no data), the
 * source as its parent, the description made unique ("X copy", "X copy 2", …). withSubscription
 * subscribes the copy to the source, so later changes of the source reach it.
 */
export async function cloneProject(
  actor: TActor,
  selector: TProjectSelector,
  withSubscription: boolean,
): Promise<TProjectView> {
  return withTransaction(async (client) => {
    const source = (await resolveProject(actor, selector, { client })).project;
    const description = await freeDescription(client, actor.userId, source.project_type, source.description);
    const copy = await createProject(
      actor,
      { description, projectType: source.project_type, parentId: source.id },
      client,
    );
    if (source.project_type !== "MyPageTab") {
      await copyProjectItems(client, source.id, copy.project.id, actor.userId);
    }
    if (withSubscription) await linkSubscription(client, actor, copy.project.id, source.id);
    return findProjectById(actor, copy.project.id, { client });
  });
}

async function freeDescription(
  client: pg.PoolClient,
  ownerId: number,
  type: TProjectType,
  description: string,
): Promise<string> {
  if (type === "MyPageTab") return description;
  if (!(await descriptionTaken(client, ownerId, type, description))) return description;
  for (let n = 1; ; n++) {
    const candidate = `${description.slice(0, 190)} copy${n > 1 ? ` ${n}` : ""}`;
    if (!(await descriptionTaken(client, ownerId, type, candidate))) return candidate;
  }
}
