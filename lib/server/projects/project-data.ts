import "server-only";
import { canWrite, projectRef, type TProjectView } from "./project-model";

/** The spec's ProjectData row for the caller. ShareState: the caller's share, or for the owner the widest one. */
export function toProjectData({ project, access }: TProjectView, extra: { RSSDigestedUrl?: string } = {}) {
  const shareState =
    access === "readonly" || access === "collaborative"
      ? access
      : project.shared_collaborative
        ? "collaborative"
        : project.shared_readonly
          ? "readonly"
          : undefined;
  return {
    UserName: project.owner_username,
    OwnerDisplayName: project.owner_display_name,
    ProjectRef: projectRef(project.id),
    ProjectId: Number(project.id),
    ProjectType: project.project_type,
    Description: project.description,
    WriteAccess: canWrite(access),
    ...(shareState ? { ShareState: shareState } : {}),
    ...extra,
    LastUpdated: project.updated_at,
  };
}

/** The spec's "Full project record" (the user property lookup), with its items. */
export function toFullProjectRecord({ project }: TProjectView, items: unknown[]) {
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
