import "server-only";
import type pg from "pg";
import { withTransaction } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
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
    const { rows } = await c.query<{ id: string }>(
      `INSERT INTO projects (owner_id, project_type, description, original_description, parent_id)
       VALUES ($1, $2, $3, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
      [actor.userId, input.projectType, description, input.parentId ?? null],
    );
    if (!rows[0]) throw duplicateDescription(input.projectType, description); // a concurrent create won
    return findProjectById(actor, rows[0].id, { client: c });
  };
  return client ? work(client) : withTransaction(work);
}

export async function descriptionTaken(
  client: pg.PoolClient,
  ownerId: number,
  type: TProjectType,
  description: string,
  exceptId?: string,
): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT 1 FROM projects WHERE owner_id = $1 AND project_type = $2 AND lower(description) = lower($3)
       AND ($4::int8 IS NULL OR id <> $4)`,
    [ownerId, type, description, exceptId ?? null],
  );
  return rows.length > 0;
}
