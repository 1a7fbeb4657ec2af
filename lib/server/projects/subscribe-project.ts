import "server-only";
import type pg from "pg";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import { findProjectById, parseProjectId, requireWrite, resolveProject, type TProjectSelector } from "./find-project";
import { findItemKeysOldestFirst } from "./data/project-items";
import { findLinkedProjectRows, findProjectRows } from "./data/projects";
import { deleteSubscription, insertSubscription, lockSubscriptions, receivesFrom } from "./data/subscriptions";
import { accessOf, type TActor, type TProjectView } from "./project-model";
import { insertItems } from "./propagate-items";

/**
 * Subscribes `subscriber` (a project the caller may write) to `distributor` (one the caller can see;
 * by default the subscriber's parent, the project it was cloned from). All of the distributor's items
 * are copied first; later additions and removals propagate (lib/server/projects/change-items.ts).
 */
export async function subscribeProject(
  actor: TActor,
  subscriber: TProjectSelector,
  distributorRef: string | undefined,
): Promise<{ subscriber: TProjectView; distributor: TProjectView }> {
  return withTransaction(async (client) => {
    const sub = requireWrite(await resolveProject(actor, subscriber, { client, forUpdate: true }));
    const distributorId = distributorRef
      ? parseProjectId(distributorRef, "distributor")
      : (sub.project.parent_id ??
        (() => {
          throw new DomainError(
            "NO_DISTRIBUTOR",
            `distributor: project 15_${sub.project.id} was not cloned from another project; name the distributor`,
          );
        })());
    const distributor = await findProjectById(actor, distributorId, { client });
    await linkSubscription(client, actor, sub.project.id, distributor.project.id);
    return { subscriber: await findProjectById(actor, sub.project.id, { client }), distributor };
  });
}

/** Creates the link and copies the distributor's items; refuses type mismatches and cycles. */
export async function linkSubscription(
  client: pg.PoolClient,
  actor: TActor,
  subscriberId: string,
  distributorId: string,
): Promise<void> {
  const rows = await findProjectRows(client, actor.userId, [subscriberId, distributorId]);
  const sub = rows.find((r) => r.id === subscriberId)!;
  const dist = rows.find((r) => r.id === distributorId)!;
  if (subscriberId === distributorId)
    throw new DomainError("SUBSCRIPTION_CYCLE", "a project cannot subscribe to itself");
  if (!accessOf(dist, actor)) throw new DomainError("PROJECT_NOT_FOUND", `no project 15_${distributorId}`);
  if (sub.project_type !== dist.project_type || sub.project_type === "MyPageTab") {
    throw new DomainError(
      "SUBSCRIPTION_TYPE",
      `a ${sub.project_type} cannot subscribe to a ${dist.project_type}: both must be the same Scrapbook or EntityList type`,
    );
  }
  // Serialise subscription changes so that two concurrent links cannot close a cycle together.
  await lockSubscriptions(client);
  if (await receivesFrom(client, distributorId, subscriberId)) {
    throw new DomainError(
      "SUBSCRIPTION_CYCLE",
      `15_${distributorId} already receives changes from 15_${subscriberId}: subscribing would make a cycle`,
    );
  }
  await insertSubscription(client, subscriberId, distributorId, actor.userId);
  const items = await findItemKeysOldestFirst(client, distributorId);
  await insertItems(client, [subscriberId], items, actor.userId);
}

/** Ends a subscription; the items stay. `false` when there was no such link. */
export async function unsubscribeProject(
  actor: TActor,
  subscriber: TProjectSelector,
  distributorRef: string | undefined,
): Promise<boolean> {
  return withTransaction(async (client) => {
    const sub = requireWrite(await resolveProject(actor, subscriber, { client, forUpdate: true }));
    const distributorId = distributorRef ? parseProjectId(distributorRef, "distributor") : sub.project.parent_id;
    if (!distributorId) return false;
    return deleteSubscription(client, sub.project.id, distributorId);
  });
}

/** The projects this one receives from (distributors) or sends to (subscribers) that the caller can see. */
export async function linkedProjects(
  actor: TActor,
  selector: TProjectSelector,
  direction: "distributors" | "subscribers",
): Promise<TProjectView[]> {
  const { project } = await resolveProject(actor, selector);
  const rows = await findLinkedProjectRows(actor.userId, project.id, direction);
  return rows.flatMap((row) => {
    const access = accessOf(row, actor);
    return access ? [{ project: row, access }] : [];
  });
}
