import "server-only";
import { canWrite, projectRef, type TProjectView } from "@/lib/server/projects/project-model";

/** How a request names a tab: its GUID (tabId) or its project id (projectId, `<n>` or `15_<n>`). */
export type TTabSelector = { tabId?: string; projectId?: string; projectRef?: string };

/**
 * The spec's WidgetProject record. SharingState: OwnedByUser for the owner, Undefined for a tab
 * shared with the caller. Additions: ProjectRef, OrderNo (the caller's tab order, where known), LastUpdated.
 */
export function toWidgetProject({ project, access }: TProjectView, orderNo?: number) {
  const owner = access === "owner";
  return {
    Id: project.guid,
    ProjectItemId: Number(project.id),
    ProjectRef: projectRef(project.id),
    Description: project.description,
    WidgetProjectType: "MyPageTab",
    OwnerUserName: project.owner_username,
    OwnerDisplayName: project.owner_display_name,
    Filter: project.filter,
    ReadOnly: !canWrite(access),
    Shared: owner ? project.shared_collaborative || project.shared_readonly : true,
    SharingState: owner ? "OwnedByUser" : "Undefined",
    ...(orderNo !== undefined ? { OrderNo: orderNo } : {}),
    LastUpdatedUtc: project.updated_at,
    CreatedDateUtc: project.created_at,
    LastUpdated: project.updated_at,
  };
}

export type TWidgetProject = ReturnType<typeof toWidgetProject>;
