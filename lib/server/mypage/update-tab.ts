import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { checkDescription } from "@/lib/server/projects/create-project";
import { findProjectById } from "@/lib/server/projects/find-project";
import { touchProjects } from "@/lib/server/projects/propagate-items";
import type { TActor, TProjectView } from "@/lib/server/projects/project-model";
import { parseQuery } from "@/lib/server/query-language";
import { updateTabFields } from "./data/tabs";
import { lockTabForWrite } from "./find-tab";
import { bad, membersOf, optGuid, optInt, optString, parseJsonParam } from "./parse-json-param";

const MEMBERS = ["Id", "ProjectItemId", "Description", "Filter"] as const;
/** Members of the WidgetProject record that a client may send back but cannot change here. */
const READ_ONLY = [
  "ProjectRef",
  "WidgetProjectType",
  "OwnerUserName",
  "OwnerDisplayName",
  "ReadOnly",
  "Shared",
  "SharingState",
  "OrderNo",
  "LastUpdatedUtc",
  "CreatedDateUtc",
  "LastUpdated",
];

/**
 * /mypagetab/update: widgetProjectJSON names the tab (Id = its GUID, or ProjectItemId) and may change
 * its Description (the tab title) and Filter (a query in the query language that every document widget
 * of the tab is narrowed by). Owner or collaborator. The tab's LastUpdatedUtc moves.
 */
export async function updateTab(actor: TActor, json: string, parameter = "widgetProjectJSON"): Promise<TProjectView> {
  const m = membersOf(parseJsonParam(json, parameter), MEMBERS, parameter, READ_ONLY);
  const tabId = optGuid(m.Id, `${parameter}.Id`);
  const projectItemId = optInt(m.ProjectItemId, `${parameter}.ProjectItemId`, 1, Number.MAX_SAFE_INTEGER);
  if (tabId === undefined && projectItemId === undefined) throw bad(`${parameter}.Id`, "is required (the tab's GUID)");
  const description = optString(m.Description, `${parameter}.Description`, 400);
  const filter = optString(m.Filter, `${parameter}.Filter`);
  if (filter) {
    try {
      parseQuery(filter);
    } catch (error) {
      throw bad(`${parameter}.Filter`, error instanceof Error ? error.message : "is not a valid query");
    }
  }
  const checked = description === undefined ? undefined : checkDescription(description, `${parameter}.Description`);
  return withTransaction(async (client) => {
    const selector = tabId !== undefined ? { tabId } : { projectId: String(projectItemId) };
    const tab = await lockTabForWrite(client, actor, selector);
    if (tabId !== undefined && projectItemId !== undefined && Number(tab.project.id) !== projectItemId)
      throw bad(`${parameter}.ProjectItemId`, "names another tab than Id");
    await updateTabFields(client, tab.project.id, checked ?? null, filter ?? null);
    await touchProjects(client, [tab.project.id]);
    return findProjectById(actor, tab.project.id, { client });
  });
}
