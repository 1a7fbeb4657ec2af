import "server-only";
import { randomBytes } from "node:crypto";
import { pool, withTransaction } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { findProjectById, requireOwner, resolveProject, type TProjectSelector } from "./find-project";
import type { TActor, TProjectView, TShareState } from "./project-model";

export type TShareChange = { shareState: TShareState | "none"; users?: string[] };

/**
 * The owner shares a project: with named users (`none` takes their access away), or — without users —
 * by a secure link code that grants `shareState` to whoever redeems it (one code per project and level).
 */
export async function shareProject(
  actor: TActor,
  selector: TProjectSelector,
  change: TShareChange,
): Promise<{ view: TProjectView; linkCode?: string }> {
  return withTransaction(async (client) => {
    const view = requireOwner(await resolveProject(actor, selector, { client, forUpdate: true }), "share it");
    const projectId = view.project.id;
    if (change.users?.length) {
      const { rows: users } = await client.query<{ id: number; username: string }>(
        `SELECT id, username FROM users WHERE lower(username) = ANY($1::text[])`,
        [change.users.map((u) => u.toLowerCase())],
      );
      const found = new Set(users.map((u) => u.username.toLowerCase()));
      const unknown = change.users.filter((u) => !found.has(u.toLowerCase()));
      if (unknown.length) throw new DomainError("UNKNOWN_USER", `users: no such user ${unknown.join(", ")}`);
      const others = users.filter((u) => u.id !== view.project.owner_id).map((u) => u.id);
      if (change.shareState === "none") {
        await client.query(`DELETE FROM project_shares WHERE project_id = $1 AND user_id = ANY($2::int4[])`, [
          projectId,
          others,
        ]);
      } else {
        await client.query(
          `INSERT INTO project_shares (project_id, user_id, share_state)
           SELECT $1, unnest($2::int4[]), $3
           ON CONFLICT (project_id, user_id) DO UPDATE SET share_state = EXCLUDED.share_state, granted_at = now()`,
          [projectId, others, change.shareState],
        );
      }
      return { view: await findProjectById(actor, projectId, { client }) };
    }
    if (change.shareState === "none") {
      await client.query(`DELETE FROM project_links WHERE project_id = $1`, [projectId]);
      return { view };
    }
    const { rows } = await client.query<{ code: string }>(
      `INSERT INTO project_links (code, project_id, share_state, created_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (project_id, share_state) DO UPDATE SET code = project_links.code RETURNING code`,
      [randomBytes(18).toString("base64url"), projectId, change.shareState, actor.userId],
    );
    return { view, linkCode: rows[0]!.code };
  });
}

/** Redeems a secure link code: the caller gains the link's access (never less than they had). */
export async function redeemLinkCode(actor: TActor, code: string): Promise<TProjectView> {
  return withTransaction(async (client) => {
    const { rows } = await client.query<{ project_id: string; share_state: TShareState; owner_id: number }>(
      `SELECT l.project_id, l.share_state, p.owner_id FROM project_links l JOIN projects p ON p.id = l.project_id
       WHERE l.code = $1`,
      [code],
    );
    const link = rows[0];
    if (!link) throw new DomainError("LINK_NOT_FOUND", "sl: no project is shared with this secure link code");
    if (link.owner_id !== actor.userId) {
      await client.query(
        `INSERT INTO project_shares (project_id, user_id, share_state, link_code) VALUES ($1, $2, $3, $4)
         ON CONFLICT (project_id, user_id) DO UPDATE SET
           share_state = CASE WHEN project_shares.share_state = 'collaborative' THEN 'collaborative'
                              ELSE EXCLUDED.share_state END`,
        [link.project_id, actor.userId, link.share_state, code],
      );
    }
    return findProjectById(actor, link.project_id, { client });
  });
}

/** The owner's view of who has what access: user name → write (collaborative) or read (read-only). */
export async function projectAccess(actor: TActor, selector: TProjectSelector) {
  const view = requireOwner(await resolveProject(actor, selector), "see who has access");
  const { rows } = await pool().query<{ username: string; share_state: TShareState }>(
    `SELECT u.username, s.share_state FROM project_shares s JOIN users u ON u.id = s.user_id
     WHERE s.project_id = $1 ORDER BY lower(u.username)`,
    [view.project.id],
  );
  const access: Record<string, string> = {};
  for (const row of rows) access[row.username] = row.share_state === "collaborative" ? "write" : "read";
  return { view, access };
}
