import "server-only";
import { randomBytes } from "node:crypto";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import {
  deleteProjectLinks,
  deleteSharesOfUsers,
  findProjectLink,
  findSharesOfProject,
  findUsersByLowerName,
  upsertProjectLink,
  upsertShareFromLink,
  upsertShares,
} from "./data/project-shares";
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
      const users = await findUsersByLowerName(client, change.users);
      const found = new Set(users.map((u) => u.username.toLowerCase()));
      const unknown = change.users.filter((u) => !found.has(u.toLowerCase()));
      if (unknown.length) throw new DomainError("UNKNOWN_USER", `users: no such user ${unknown.join(", ")}`);
      const others = users.filter((u) => u.id !== view.project.owner_id).map((u) => u.id);
      if (change.shareState === "none") {
        await deleteSharesOfUsers(client, projectId, others);
      } else {
        await upsertShares(client, projectId, others, change.shareState);
      }
      return { view: await findProjectById(actor, projectId, { client }) };
    }
    if (change.shareState === "none") {
      await deleteProjectLinks(client, projectId);
      return { view };
    }
    const linkCode = await upsertProjectLink(client, {
      code: randomBytes(18).toString("base64url"),
      projectId,
      shareState: change.shareState,
      createdBy: actor.userId,
    });
    return { view, linkCode };
  });
}

/** Redeems a secure link code: the caller gains the link's access (never less than they had). */
export async function redeemLinkCode(actor: TActor, code: string): Promise<TProjectView> {
  return withTransaction(async (client) => {
    const link = await findProjectLink(client, code);
    if (!link) throw new DomainError("LINK_NOT_FOUND", "sl: no project is shared with this secure link code");
    if (link.owner_id !== actor.userId) {
      await upsertShareFromLink(client, link.project_id, actor.userId, link.share_state, code);
    }
    return findProjectById(actor, link.project_id, { client });
  });
}

/** The owner's view of who has what access: user name → write (collaborative) or read (read-only). */
export async function projectAccess(actor: TActor, selector: TProjectSelector) {
  const view = requireOwner(await resolveProject(actor, selector), "see who has access");
  const rows = await findSharesOfProject(view.project.id);
  const access: Record<string, string> = {};
  for (const row of rows) access[row.username] = row.share_state === "collaborative" ? "write" : "read";
  return { view, access };
}
