import "server-only";
import type { TProjectItem, TProjectItemPage } from "@/lib/server/projects/list-items";
import { canWrite, projectRef, shareStateOf, type TProjectView } from "@/lib/server/projects/project-model";
import { wireDocumentItem } from "./documents";
import { wireEntityItem } from "./entities";

/**
 * The spec's ProjectData row for the caller. ShareState: the caller's share, or for the owner the widest
 * one. `feedUrl` (subscriptions) is the project's documents as a feed: RSSDigestedUrl.
 */
export function wireProjectData(view: TProjectView, feedUrl?: string) {
  const { project, access } = view;
  const shareState = shareStateOf(view);
  return {
    UserName: project.owner_username,
    OwnerDisplayName: project.owner_display_name,
    ProjectRef: projectRef(project.id),
    ProjectId: Number(project.id),
    ProjectType: project.project_type,
    Description: project.description,
    WriteAccess: canWrite(access),
    ...(shareState ? { ShareState: shareState } : {}),
    ...(feedUrl !== undefined ? { RSSDigestedUrl: feedUrl } : {}),
    LastUpdated: project.updated_at,
  };
}

/** The spec's "Full project record" (the user property lookup), with its items. */
export function wireFullProjectRecord({ project }: TProjectView, items: unknown[]) {
  return {
    UserName: project.owner_username,
    OwnerDisplayName: project.owner_display_name,
    CreationDate: project.created_at,
    MaxItems: project.max_items,
    Version: project.version,
    Items: items,
    IsPublic: project.is_public,
    SharedCollaborative: project.shared_collaborative,
    SharedReadonly: project.shared_readonly,
    SharedGroup: false,
    HasAccessThroughGroup: false,
    Disabled: project.disabled,
    OriginalDescription: project.original_description,
    Id: projectRef(project.id),
    Description: project.description,
    Type: project.project_type,
    LastUpdated: project.updated_at,
  };
}

/** A project item as the API shows it: a document item or an entity item. */
export function wireProjectItem(item: TProjectItem, origin: string) {
  return item.kind === "document" ? wireDocumentItem(item.document, origin) : wireEntityItem(item.entity);
}

/** A page of a project's items (/project and the item commands). */
export function wireProjectItemList(page: TProjectItemPage, origin: string) {
  return {
    TotalCount: page.total,
    Description: page.description,
    Items: page.items.map((item) => wireProjectItem(item, origin)),
    LastUpdated: page.updatedAt,
  };
}
