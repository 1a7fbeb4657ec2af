import "server-only";
import type pg from "pg";
import { deleteItemRows, insertItemsWithinRoom } from "./data/project-items";
import { touchProjectRows } from "./data/projects";
import { findDownstreamProjectIds } from "./data/subscriptions";
import type { TItemKey } from "./item-refs";

/**
 * Every project downstream of this one through subscriptions (subscribers, their subscribers, …).
 * Subscriptions never form cycles (subscribe refuses them), so the walk ends.
 */
export async function downstreamProjects(client: pg.PoolClient, projectId: string): Promise<string[]> {
  return findDownstreamProjectIds(client, projectId);
}

/** Adds items to projects (each up to its MaxItems); bumps Version and LastUpdated where something changed. */
export async function insertItems(
  client: pg.PoolClient,
  projectIds: string[],
  items: TItemKey[],
  addedBy: number,
): Promise<number> {
  if (projectIds.length === 0 || items.length === 0) return 0;
  const added = await insertItemsWithinRoom(client, projectIds, items, addedBy);
  await touchProjects(client, [...new Set(added)]);
  return added.length;
}

export async function deleteItems(client: pg.PoolClient, projectIds: string[], items: TItemKey[]): Promise<number> {
  if (projectIds.length === 0 || items.length === 0) return 0;
  const removed = await deleteItemRows(client, projectIds, items);
  await touchProjects(client, [...new Set(removed)]);
  return removed.length;
}

/** Version increments on every change and LastUpdated moves (strictly, even within one millisecond). */
export async function touchProjects(client: pg.PoolClient, projectIds: string[]): Promise<void> {
  if (projectIds.length === 0) return;
  await touchProjectRows(client, projectIds);
}
