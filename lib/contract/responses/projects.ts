import { z } from "zod";
import { ZInt, ZLastUpdated, object } from "./common";

// Projects (api-spec "ProjectData row", "Full project record").

import { PROJECT_TYPES } from "../project-types";
export const ZProjectType = z.enum(PROJECT_TYPES);
export const ZShareState = z.enum(["readonly", "collaborative"]);

export const ZProjectData = object({
  UserName: z.string(),
  OwnerDisplayName: z.string(),
  ProjectRef: z.string().regex(/^15_\d+$/),
  ProjectId: ZInt,
  ProjectType: ZProjectType,
  Description: z.string(),
  WriteAccess: z.boolean(),
  ShareState: ZShareState.optional(),
  SecureLinkCode: z.string().optional(),
  RSSDigestedUrl: z.string().optional(),
  LastUpdated: ZLastUpdated,
});
export type TProjectData = z.infer<typeof ZProjectData>;

/** /projects, /project/add, /project/clone, /v1/projects: {Projects, LastUpdated}. */
export const ZProjectsResult = object({ Projects: z.array(ZProjectData), LastUpdated: ZLastUpdated });
export type TProjectsResult = z.infer<typeof ZProjectsResult>;
