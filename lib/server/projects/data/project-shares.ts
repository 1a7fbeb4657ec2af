import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";
import type { TShareState } from "../project-model";

/** The users with these names (ignoring case). */
export async function findUsersByLowerName(
  q: TQueryable,
  usernames: string[],
): Promise<TRow<"users", "id" | "username">[]> {
  const { rows } = await q.query<TRow<"users", "id" | "username">>(
    `SELECT id, username FROM users WHERE lower(username) = ANY($1::text[])`,
    [usernames.map((u) => u.toLowerCase())],
  );
  return rows;
}

/** Takes the project's shares of these users away. */
export async function deleteSharesOfUsers(q: TQueryable, projectId: string, userIds: number[]): Promise<void> {
  await q.query(`DELETE FROM project_shares WHERE project_id = $1 AND user_id = ANY($2::int4[])`, [projectId, userIds]);
}

/** Shares the project with these users at this level (replacing their share). */
export async function upsertShares(
  q: TQueryable,
  projectId: string,
  userIds: number[],
  shareState: TShareState,
): Promise<void> {
  await q.query(
    `INSERT INTO project_shares (project_id, user_id, share_state)
           SELECT $1, unnest($2::int4[]), $3
           ON CONFLICT (project_id, user_id) DO UPDATE SET share_state = EXCLUDED.share_state, granted_at = now()`,
    [projectId, userIds, shareState],
  );
}

/** Ends the user's share of the project; whether there was one. */
export async function deleteShareOfUser(q: TQueryable, projectId: string, userId: number): Promise<boolean> {
  const { rowCount } = await q.query(`DELETE FROM project_shares WHERE project_id = $1 AND user_id = $2`, [
    projectId,
    userId,
  ]);
  return (rowCount ?? 0) > 0;
}

export async function deleteProjectLinks(q: TQueryable, projectId: string): Promise<void> {
  await q.query(`DELETE FROM project_links WHERE project_id = $1`, [projectId]);
}

/** The project's link code for this level: `code` when it has none yet, else the one it has. */
export async function upsertProjectLink(
  q: TQueryable,
  link: { code: string; projectId: string; shareState: TShareState; createdBy: number },
): Promise<string> {
  const { rows } = await q.query<TRow<"project_links", "code">>(
    `INSERT INTO project_links (code, project_id, share_state, created_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (project_id, share_state) DO UPDATE SET code = project_links.code RETURNING code`,
    [link.code, link.projectId, link.shareState, link.createdBy],
  );
  return rows[0]!.code;
}

export type TProjectLink = TRow<"project_links", "project_id"> &
  TRow<"projects", "owner_id"> & { share_state: TShareState };

/** The link of this code with its project's owner, or undefined. */
export async function findProjectLink(q: TQueryable, code: string): Promise<TProjectLink | undefined> {
  const { rows } = await q.query<TProjectLink>(
    `SELECT l.project_id, l.share_state, p.owner_id FROM project_links l JOIN projects p ON p.id = l.project_id
       WHERE l.code = $1`,
    [code],
  );
  return rows[0];
}

/** Grants the user the link's access; a collaborative share is never lowered to read-only. */
export async function upsertShareFromLink(
  q: TQueryable,
  projectId: string,
  userId: number,
  shareState: TShareState,
  code: string,
): Promise<void> {
  await q.query(
    `INSERT INTO project_shares (project_id, user_id, share_state, link_code) VALUES ($1, $2, $3, $4)
         ON CONFLICT (project_id, user_id) DO UPDATE SET
           share_state = CASE WHEN project_shares.share_state = 'collaborative' THEN 'collaborative'
                              ELSE EXCLUDED.share_state END`,
    [projectId, userId, shareState, code],
  );
}

type TShareOfUser = TRow<"users", "username"> & { share_state: TShareState };

/** Who the project is shared with, by user name. */
export async function findSharesOfProject(projectId: string): Promise<TShareOfUser[]> {
  const { rows } = await pool().query<TShareOfUser>(
    `SELECT u.username, s.share_state FROM project_shares s JOIN users u ON u.id = s.user_id
     WHERE s.project_id = $1 ORDER BY lower(u.username)`,
    [projectId],
  );
  return rows;
}
