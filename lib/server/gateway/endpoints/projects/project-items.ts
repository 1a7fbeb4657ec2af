import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { z } from "zod";
import { badRequest } from "@/lib/server/gateway/errors";
import { zBool, zList, zText } from "@/lib/server/gateway/param-types";
import { addProjectItems, removeProjectItems } from "@/lib/server/projects/change-items";
import { createProject } from "@/lib/server/projects/create-project";
import { resolveProject, type TProjectSelector } from "@/lib/server/projects/find-project";
import { parseItemRef, parseItemRefs, type TItemKey } from "@/lib/server/projects/item-refs";
import { itemsFromQuery } from "@/lib/server/projects/items-from-query";
import { listProjectItems } from "@/lib/server/projects/list-items";
import type { TActor } from "@/lib/server/projects/project-model";
import { DomainError } from "@/lib/server/errors";
import { wireProjectItemList } from "@/lib/server/gateway/wire/projects";
import { selectorOf, selectorParams } from "./project-params";
import { ZProjectItemList } from "@/lib/contract/responses";
import { commandEntry } from "../entries";

const ITEMS_PAGE = { pageSize: 100, pageNumber: 0 };

async function addAndList(actor: TActor, selector: TProjectSelector, keys: TItemKey[], origin: string) {
  const { view } = await addProjectItems(actor, selector, keys);
  return wireProjectItemList(await listProjectItems(view, ITEMS_PAGE), origin);
}

export const addItems = commandEntry({
  id: "project.addItems",
  response: ZProjectItemList,
  summary: "Add items to a project",
  description:
    "itemRefs (comma list: 5_<n> documents for a Scrapbook, 11_<n> or EntityReferences for an EntityList) " +
    "and/or q: for a Scrapbook the documents the query matches (newest first, at most 1000), for an EntityList " +
    'the entities it names (person:"…", Name[Type], itemref:11_…). Items already there stay; an unknown item, ' +
    "one of the wrong kind, or more than MaxItems is a 400 and nothing is added. Changes reach subscribers. " +
    "Owner or collaborator. Answers the project's items (first 100, newest first).",
  paths: ["/project/addItems"],
  params: z.object({ ...selectorParams, itemRefs: zList().optional(), q: zText(2000).optional() }),
  formats: "standard",
  auth: "user",
  examples: [
    { request: "GET /api/project/addItems?projectRef=15_12&itemRefs=5_101,5_102&type=json" },
    { request: 'GET /api/project/addItems?projectRef=15_13&q=person:"Nancy Pelosi"&type=json' },
  ],
  handler: async ({ params, ctx }) => {
    if (!params.itemRefs?.length && !params.q?.trim())
      throw badRequest("MISSING_PARAMETER", "itemRefs or q: name the items to add");
    const actor = ctx.actor;
    const selector = selectorOf(params);
    const keys = parseItemRefs(params.itemRefs ?? [], "itemRefs");
    if (params.q?.trim()) {
      const { project } = await resolveProject(actor, selector);
      keys.push(...(await itemsFromQuery(actor, project.project_type, params.q)));
    }
    return addAndList(actor, selector, keys, ctx.origin);
  },
});

export const addItemLegacy = commandEntry({
  id: "project.AddItem",
  response: ZProjectItemList,
  summary: "Add one item to a project (legacy), creating the project when allowed",
  description:
    "Description or ProjectRef with ProjectType, and ItemRef. MayCreateProject=true creates the project " +
    "(needs Description and ProjectType) when you have none of that name. Answers like /project/addItems.",
  paths: ["/project/AddItem"],
  params: z.object({ ...selectorParams, itemRef: zText(80), mayCreateProject: zBool().default(false) }),
  formats: "standard",
  auth: "user",
  examples: [
    { request: "GET /api/project/AddItem?Description=Watch&ProjectType=EntityList&ItemRef=11_7&MayCreateProject=true" },
  ],
  handler: async ({ params, ctx }) => {
    const actor = ctx.actor;
    const key = parseItemRef(params.itemRef, "itemRef");
    let selector = selectorOf(params);
    try {
      await resolveProject(actor, selector);
    } catch (error) {
      const missing = error instanceof DomainError && error.status === 404;
      if (!missing || !params.mayCreateProject || params.projectRef || params.projectId) throw error;
      if (!params.description || !params.projectType)
        throw badRequest("MISSING_PARAMETER", "mayCreateProject needs description and projectType");
      const created = await createProject(actor, { description: params.description, projectType: params.projectType });
      selector = { projectRef: `15_${created.project.id}` };
    }
    return addAndList(actor, selector, [key], ctx.origin);
  },
});

export const removeItem = commandEntry({
  id: "project.removeItem",
  response: ZProjectItemList,
  summary: "Remove one item from a project",
  description:
    "itemRef. An item that is not in the project is ignored. Removals reach subscribers. Owner or " +
    "collaborator. Answers the remaining items (first 100, newest first). Also the legacy /project/RemoveItem.",
  paths: ["/project/removeItem"],
  params: z.object({ ...selectorParams, itemRef: zText(80) }),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/project/removeItem?projectRef=15_12&itemRef=5_101&type=json" }],
  handler: async ({ params, ctx }) => {
    const view = await removeProjectItems(ctx.actor, selectorOf(params), [parseItemRef(params.itemRef, "itemRef")]);
    return wireProjectItemList(await listProjectItems(view, ITEMS_PAGE), ctx.origin);
  },
});

export const removeItems = commandEntry({
  id: "project.removeItems",
  response: ZProjectItemList,
  summary: "Remove items from a project",
  description: "itemRefs (comma list). Otherwise as /project/removeItem.",
  paths: ["/project/removeItems"],
  params: z.object({ ...selectorParams, itemRefs: zList() }),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/project/removeItems?projectRef=15_12&itemRefs=5_101,5_102&type=json" }],
  handler: async ({ params, ctx }) => {
    if (params.itemRefs.length === 0) throw badRequest("MISSING_PARAMETER", "itemRefs: name the items to remove");
    const view = await removeProjectItems(ctx.actor, selectorOf(params), parseItemRefs(params.itemRefs, "itemRefs"));
    return wireProjectItemList(await listProjectItems(view, ITEMS_PAGE), ctx.origin);
  },
});

/** A project's items. */
export const PROJECT_ITEM_ENDPOINTS: TEndpoint[] = [addItems, addItemLegacy, removeItem, removeItems];
