import "server-only";
import { z } from "zod";
import { zBool, zEnum, zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint, type THandlerInput, type TEndpoint } from "@/lib/server/gateway/types";
import { parseItemRef } from "@/lib/server/projects/item-refs";
import { listProjects } from "@/lib/server/projects/list-projects";
import { PROJECT_TYPES, type TProjectType } from "@/lib/server/projects/project-model";
import { wireProjectData } from "@/lib/server/gateway/wire/projects";
import { projectsResult } from "./project-params";
import { ZProjectsResult } from "@/lib/contract/responses";

/** The caller's projects and those shared with them, of one type or all: /projects and /v1/projects. */
export async function answerProjectList({ params, ctx }: THandlerInput<{ projectType?: TProjectType }, "user">) {
  return projectsResult(
    (await listProjects(ctx.actor, { projectType: params.projectType })).map((v) => wireProjectData(v)),
  );
}

export const listProjectsEndpoint = defineEndpoint({
  id: "projects.list",
  response: ZProjectsResult,
  summary: "Your projects and those shared with you",
  description:
    "projectType (EntityList, Scrapbook, MyPageTab; also as the path segment) limits the list; all types when " +
    "omitted. Own projects first, then shared ones, by type and name. usePersistentStorage (legacy) is accepted " +
    "and has no effect. ShareState: your access to a shared project, or for your own the widest share.",
  methods: ["GET"],
  paths: ["/projects", "/projects/{projectType}"],
  params: z.object({ projectType: zEnum(PROJECT_TYPES).optional(), usePersistentStorage: zBool().optional() }),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/projects/Scrapbook/?type=json" }],
  handler: answerProjectList,
});

export const projectsWithItem = defineEndpoint({
  id: "projects.withitem",
  response: ZProjectsResult,
  summary: "The projects you can see that hold an item",
  description:
    "itemRef (5_<n>, 11_<n> or an EntityReference) is required. The legacy form /projects/WithItem also takes " +
    "Description and ProjectType, which narrow the list.",
  methods: ["GET"],
  paths: ["/projects/withitem"],
  params: z.object({
    itemRef: zText(200),
    projectType: zEnum(PROJECT_TYPES).optional(),
    description: zText(400).optional(),
  }),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/projects/withitem?itemRef=5_101&type=json" }],
  handler: async ({ params, ctx }) => {
    const item = parseItemRef(params.itemRef, "itemRef");
    const views = await listProjects(ctx.actor, { ...params, item });
    return projectsResult(views.map((v) => wireProjectData(v)));
  },
});

/** Lists of projects. */
export const PROJECT_LIST_ENDPOINTS: TEndpoint[] = [listProjectsEndpoint, projectsWithItem];
