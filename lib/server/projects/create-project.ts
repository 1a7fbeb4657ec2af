import "server-only";
import type pg from "pg";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import { insertProject, projectDescriptionTaken } from "./data/projects";
import { findProjectById } from "./find-project";
import type { TActor, TProjectType, TProjectView } from "./project-model";

const DESCRIPTION_MAX = 200;

/** A description for a new project: trimmed, 1–200 characters, no control characters. */
export function checkDescription(raw: string, parameter = "description"): string {
  const description = raw.trim().replace(/\s+/g, " ");
  if (!description) throw new DomainError("INVALID_PARAMETER", `${parameter}: must not be empty`);
  if (description.length > DESCRIPTION_MAX)
    throw new DomainError("INVALID_PARAMETER", `${parameter}: must be at most ${DESCRIPTION_MAX} characters`);
  if (/[\u0000-\u001f\u007f]/.test(raw))
    throw new DomainError("INVALID_PARAMETER", `${parameter}: must not contain control characters`);
  return description;
}

export const duplicateDescription = (type: TProjectType, description: string) =>
  new DomainError("DUPLICATE_DESCRIPTION", `you already have a ${type} named "${description}"`);

/** Creates a project owned by the caller. Descriptions are unique per owner and type, except MyPageTab. */
export async function createProject(
  actor: TActor,
  input: { description: string; projectType: TProjectType; parentId?: string },
  client?: pg.PoolClient,
): Promise<TProjectView> {
  const description = checkDescription(input.description);
  const work = async (c: pg.PoolClient) => {
    if (input.projectType !== "MyPageTab" && (await descriptionTaken(c, actor.userId, input.projectType, description)))
      throw duplicateDescription(input.projectType, description);
    const id = await insertProject(c, {
      ownerId: actor.userId,
      projectType: input.projectType,
      description,
      parentId: input.parentId ?? null,
    });
    if (id === undefined) throw duplicateDescription(input.projectType, description); // a concurrent create won
    return findProjectById(actor, id, { client: c });
  };
  return client ? work(client) : withTransaction(work);
}

export function descriptionTaken(
  client: pg.PoolClient,
  ownerId: number,
  type: TProjectType,
  description: string,
  exceptId?: string,
): Promise<boolean> {
  return projectDescriptionTaken(client, ownerId, type, description, exceptId);
}
