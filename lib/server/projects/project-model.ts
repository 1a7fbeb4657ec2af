import "server-only";
import type { TRow, TRowAs } from "@/lib/server/db/table-rows";

import type { TProjectType } from "@/lib/contract/project-types";

export { PROJECT_TYPES, type TProjectType } from "@/lib/contract/project-types";

export const SHARE_STATES = ["readonly", "collaborative"] as const;
export type TShareState = (typeof SHARE_STATES)[number];

/** What the caller may do: the owner everything; a collaborator read and change items; a reader read. */
export type TAccess = "owner" | TShareState | "admin";

/** Who acts: services check every permission themselves. */
export type TActor = { userId: number; isAdmin: boolean };

/** The default and largest MaxItems (api-spec Limits). */
export const MAX_ITEMS_DEFAULT = 2147483647;

export type TProjectRow = TRow<
  "projects",
  | "id"
  | "owner_id"
  | "description"
  | "original_description"
  | "guid"
  | "parent_id"
  | "filter"
  | "max_items"
  | "version"
  | "is_public"
  | "disabled"
  | "created_at"
  | "updated_at"
> &
  TRowAs<"users", { owner_username: "username" }> & {
    project_type: TProjectType;
    /** Computed: the owner's full name, else the user name. */
    owner_display_name: string;
    /** The caller's share, if any (null for the owner and strangers). */
    share_state: TShareState | null;
    shared_collaborative: boolean;
    shared_readonly: boolean;
    item_count: number;
  };

/** A project as the caller sees it. */
export type TProjectView = { project: TProjectRow; access: TAccess };

export const projectRef = (id: string | bigint | number) => `15_${id}`;

export const canWrite = (access: TAccess) => access === "owner" || access === "collaborative";

/** The share a project shows its caller: theirs when it is shared with them, for the owner the widest one. */
export function shareStateOf({ project, access }: TProjectView): TShareState | undefined {
  if (access === "readonly" || access === "collaborative") return access;
  if (project.shared_collaborative) return "collaborative";
  return project.shared_readonly ? "readonly" : undefined;
}

/** Item classes a project holds (api-spec Identifiers): documents in Scrapbooks, entities in EntityLists. */
export const ITEM_CLASS = { document: 5, entity: 11 } as const;
export const ITEM_CLASS_OF_TYPE: Record<TProjectType, number | null> = {
  Scrapbook: ITEM_CLASS.document,
  EntityList: ITEM_CLASS.entity,
  MyPageTab: null,
};

export function accessOf(row: TProjectRow, actor: TActor): TAccess | null {
  if (row.owner_id === actor.userId) return "owner";
  if (row.share_state) return row.share_state;
  return actor.isAdmin ? "admin" : null;
}
