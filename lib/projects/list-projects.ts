import "server-only";
import { pool } from "@/lib/db/pool";
import {
  accessOf,
  PROJECT_SELECT,
  type TActor,
  type TProjectRow,
  type TProjectType,
  type TProjectView,
} from "./project-model";
import type { TItemKey } from "./item-refs";

/** Projects the caller owns or that are shared with them, optionally of one type; own first, then by name. */
export async function listProjects(
  actor: TActor,
  filter: { projectType?: TProjectType; item?: TItemKey; description?: string } = {},
): Promise<TProjectView[]> {
  const { rows } = await pool().query<TProjectRow>(
    `${PROJECT_SELECT}
     WHERE (p.owner_id = $1 OR s.user_id IS NOT NULL)
       AND ($2::text IS NULL OR p.project_type = $2)
       AND ($3::int2 IS NULL OR EXISTS (SELECT 1 FROM project_items i
                                        WHERE i.project_id = p.id AND i.item_class = $3 AND i.item_id = $4))
       AND ($5::text IS NULL OR lower(p.description) = lower($5))
     ORDER BY (p.owner_id = $1) DESC, p.project_type, lower(p.description), p.id`,
    [
      actor.userId,
      filter.projectType ?? null,
      filter.item?.itemClass ?? null,
      filter.item?.itemId ?? null,
      filter.description ?? null,
    ],
  );
  return rows.map((project) => ({ project, access: accessOf(project, actor)! }));
}
