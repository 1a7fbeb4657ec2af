import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";
import type { TProjectRow, TProjectType } from "../project-model";

/** Columns and joins of a project row for one caller ($1 = caller's user id). */
const PROJECT_SELECT = `SELECT p.id, p.owner_id, p.project_type, p.description, p.original_description,
    p.guid::text AS guid, p.parent_id, p.filter, p.max_items, p.version, p.is_public, p.disabled, p.created_at,
    p.updated_at, u.username AS owner_username,
    coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) AS owner_display_name,
    s.share_state,
    EXISTS (SELECT 1 FROM project_shares x WHERE x.project_id = p.id AND x.share_state = 'collaborative')
      AS shared_collaborative,
    EXISTS (SELECT 1 FROM project_shares x WHERE x.project_id = p.id AND x.share_state = 'readonly') AS shared_readonly,
    (SELECT count(*)::int FROM project_items i WHERE i.project_id = p.id) AS item_count
  FROM projects p JOIN users u ON u.id = p.owner_id
  LEFT JOIN project_shares s ON s.project_id = p.id AND s.user_id = $1`;

/** The project row as this caller sees it (their share, if any); `forUpdate` locks the project's row. */
export async function findProjectRow(
  callerId: number,
  id: string,
  opts: { forUpdate?: boolean } = {},
  q: TQueryable = pool(),
): Promise<TProjectRow | undefined> {
  const { rows } = await q.query<TProjectRow>(
    `${PROJECT_SELECT} WHERE p.id = $2${opts.forUpdate ? " FOR UPDATE OF p" : ""}`,
    [callerId, id],
  );
  return rows[0];
}

/** The rows of these projects as this caller sees them. */
export async function findProjectRows(q: TQueryable, callerId: number, ids: string[]): Promise<TProjectRow[]> {
  const { rows } = await q.query<TProjectRow>(`${PROJECT_SELECT} WHERE p.id = ANY($2::int8[])`, [callerId, ids]);
  return rows;
}

export type TProjectListFilter = {
  projectType?: TProjectType;
  item?: { itemClass: number; itemId: string };
  description?: string;
};

/** Projects the caller owns or that are shared with them, filtered; own first, then by type and name. */
export async function findProjectRowsOfCaller(callerId: number, filter: TProjectListFilter): Promise<TProjectRow[]> {
  const { rows } = await pool().query<TProjectRow>(
    `${PROJECT_SELECT}
     WHERE (p.owner_id = $1 OR s.user_id IS NOT NULL)
       AND ($2::text IS NULL OR p.project_type = $2)
       AND ($3::int2 IS NULL OR EXISTS (SELECT 1 FROM project_items i
                                        WHERE i.project_id = p.id AND i.item_class = $3 AND i.item_id = $4))
       AND ($5::text IS NULL OR lower(p.description) = lower($5))
     ORDER BY (p.owner_id = $1) DESC, p.project_type, lower(p.description), p.id`,
    [
      callerId,
      filter.projectType ?? null,
      filter.item?.itemClass ?? null,
      filter.item?.itemId ?? null,
      filter.description ?? null,
    ],
  );
  return rows;
}

/** The projects this one receives from (distributors) or sends to (subscribers), as the caller sees them, by id. */
export async function findLinkedProjectRows(
  callerId: number,
  projectId: string,
  direction: "distributors" | "subscribers",
): Promise<TProjectRow[]> {
  const [mine, other] =
    direction === "distributors" ? ["subscriber_id", "distributor_id"] : ["distributor_id", "subscriber_id"];
  const { rows } = await pool().query<TProjectRow>(
    `${PROJECT_SELECT} WHERE p.id IN (SELECT ${other} FROM project_subscriptions WHERE ${mine} = $2) ORDER BY p.id`,
    [callerId, projectId],
  );
  return rows;
}

/**
 * The projects of this type and description (ignoring case) the caller owns or has a share of, own first,
 * each with whether the caller owns it.
 */
export async function findProjectIdsByDescription(
  callerId: number,
  type: TProjectType,
  description: string,
  q: TQueryable = pool(),
): Promise<(TRow<"projects", "id"> & { own: boolean })[]> {
  const { rows } = await q.query<TRow<"projects", "id"> & { own: boolean }>(
    `SELECT p.id, p.owner_id = $1 AS own FROM projects p
     LEFT JOIN project_shares s ON s.project_id = p.id AND s.user_id = $1
     WHERE p.project_type = $2 AND lower(p.description) = lower($3) AND (p.owner_id = $1 OR s.user_id IS NOT NULL)
     ORDER BY (p.owner_id = $1) DESC, p.id`,
    [callerId, type, description],
  );
  return rows;
}

/** The id of the project with this GUID, or undefined. */
export async function findProjectIdByGuid(guid: string, q: TQueryable = pool()): Promise<string | undefined> {
  const { rows } = await q.query<TRow<"projects", "id">>(`SELECT id FROM projects WHERE guid = $1::uuid`, [guid]);
  return rows[0]?.id;
}

/** Inserts a project (its original description is its description); undefined when a unique index refused it. */
export async function insertProject(
  q: TQueryable,
  project: { ownerId: number; projectType: TProjectType; description: string; parentId: string | null },
): Promise<string | undefined> {
  const { rows } = await q.query<TRow<"projects", "id">>(
    `INSERT INTO projects (owner_id, project_type, description, original_description, parent_id)
       VALUES ($1, $2, $3, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
    [project.ownerId, project.projectType, project.description, project.parentId],
  );
  return rows[0]?.id;
}

/** Whether the owner has another project (not `exceptId`) of this type and description (ignoring case). */
export async function projectDescriptionTaken(
  q: TQueryable,
  ownerId: number,
  type: TProjectType,
  description: string,
  exceptId?: string,
): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM projects WHERE owner_id = $1 AND project_type = $2 AND lower(description) = lower($3)
       AND ($4::int8 IS NULL OR id <> $4)`,
    [ownerId, type, description, exceptId ?? null],
  );
  return rows.length > 0;
}

/** Deletes the project (its items, shares, links and subscriptions go with it). */
export async function deleteProjectRow(q: TQueryable, id: string): Promise<void> {
  await q.query(`DELETE FROM projects WHERE id = $1`, [id]);
}

export async function updateProjectDescription(q: TQueryable, id: string, description: string): Promise<void> {
  await q.query(`UPDATE projects SET description = $2 WHERE id = $1`, [id, description]);
}

/** Version increments and LastUpdated moves (strictly, even within one millisecond). */
export async function touchProjectRows(q: TQueryable, ids: string[]): Promise<void> {
  await q.query(
    `UPDATE projects SET version = version + 1,
       updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond')
     WHERE id = ANY($1::int8[])`,
    [ids],
  );
}
