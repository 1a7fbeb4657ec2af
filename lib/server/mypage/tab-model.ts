import "server-only";
import { canWrite, type TProjectView } from "@/lib/server/projects/project-model";

/** How a request names a tab: its GUID (tabId) or its project id (projectId, `<n>` or `15_<n>`). */
export type TTabSelector = { tabId?: string; projectId?: string; projectRef?: string };

/**
 * A MyPage tab as the caller sees it. `shared`: for the owner, whether they shared it; a tab shared
 * with the caller always is. `orderNo`: the tab's place in the caller's tab order, where known.
 */
export type TTab = {
  guid: string;
  projectId: string;
  description: string;
  ownerUsername: string;
  ownerDisplayName: string;
  filter: string;
  readOnly: boolean;
  shared: boolean;
  ownedByCaller: boolean;
  orderNo?: number;
  createdAt: Date;
  updatedAt: Date;
};

export function toTab({ project, access }: TProjectView, orderNo?: number): TTab {
  const owner = access === "owner";
  return {
    guid: project.guid,
    projectId: project.id,
    description: project.description,
    ownerUsername: project.owner_username,
    ownerDisplayName: project.owner_display_name,
    filter: project.filter,
    readOnly: !canWrite(access),
    shared: owner ? project.shared_collaborative || project.shared_readonly : true,
    ownedByCaller: owner,
    ...(orderNo !== undefined ? { orderNo } : {}),
    createdAt: project.created_at,
    updatedAt: project.updated_at,
  };
}
