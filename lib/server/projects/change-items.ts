import "server-only";
import type pg from "pg";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import { countItemsOtherThan, findExistingItemRefs } from "./data/project-items";
import { findProjectById, requireWrite, resolveProject, type TProjectSelector } from "./find-project";
import { itemRefText, type TItemKey } from "./item-refs";
import { ITEM_CLASS_OF_TYPE, type TActor, type TProjectView } from "./project-model";
import { deleteItems, downstreamProjects, insertItems } from "./propagate-items";

/**
 * Adds items to a project the caller may write, then to every subscriber downstream, in one transaction:
 * a crash in between leaves either all of it or none (no lost propagation). Items already there are kept;
 * an item of the wrong class, one that does not exist, or one over MaxItems is a 400 and changes nothing.
 */
export async function addProjectItems(
  actor: TActor,
  selector: TProjectSelector,
  items: TItemKey[],
): Promise<{ view: TProjectView; added: number }> {
  return withTransaction(async (client) => {
    const view = requireWrite(await resolveProject(actor, selector, { client, forUpdate: true }));
    checkItemClass(view, items);
    await checkItemsExist(client, actor, items);
    const others = await countItemsOtherThan(client, view.project.id, items);
    if (others + items.length > view.project.max_items) {
      throw new DomainError(
        "PROJECT_FULL",
        `project 15_${view.project.id} holds at most ${view.project.max_items} items (MaxItems)`,
      );
    }
    const added = await insertItems(client, [view.project.id], items, actor.userId);
    if (added > 0) await insertItems(client, await downstreamProjects(client, view.project.id), items, actor.userId);
    return { view: await findProjectById(actor, view.project.id, { client }), added };
  });
}

/** Removes items (absent ones are ignored) and propagates the removal downstream, in one transaction. */
export async function removeProjectItems(
  actor: TActor,
  selector: TProjectSelector,
  items: TItemKey[],
): Promise<TProjectView> {
  return withTransaction(async (client) => {
    const view = requireWrite(await resolveProject(actor, selector, { client, forUpdate: true }));
    const removed = await deleteItems(client, [view.project.id], items);
    if (removed > 0) await deleteItems(client, await downstreamProjects(client, view.project.id), items);
    return findProjectById(actor, view.project.id, { client });
  });
}

function checkItemClass(view: TProjectView, items: TItemKey[]): void {
  const type = view.project.project_type;
  const itemClass = ITEM_CLASS_OF_TYPE[type];
  if (itemClass === null) throw new DomainError("PROJECT_HOLDS_NO_ITEMS", `a ${type} holds widgets, not items`);
  const wrong = items.find((i) => i.itemClass !== itemClass);
  if (wrong) {
    const what = itemClass === 5 ? "documents (5_<number>)" : "entities (11_<number>)";
    throw new DomainError("WRONG_ITEM_CLASS", `${itemRefText(wrong)}: a ${type} holds ${what}`);
  }
}

/** Every item must exist and be visible to the caller (comments to their author's group). */
async function checkItemsExist(client: pg.PoolClient, actor: TActor, items: TItemKey[]): Promise<void> {
  const documents = items.filter((i) => i.itemClass === 5).map((i) => i.itemId);
  const entities = items.filter((i) => i.itemClass === 11).map((i) => i.itemId);
  const found = new Set(await findExistingItemRefs(client, actor.userId, documents, entities));
  const missing = items.map(itemRefText).filter((ref) => !found.has(ref));
  if (missing.length) {
    throw new DomainError(
      "ITEM_NOT_FOUND",
      `no such item${missing.length > 1 ? "s" : ""}: ${missing.slice(0, 10).join(", ")}${missing.length > 10 ? ", …" : ""}`,
    );
  }
}
