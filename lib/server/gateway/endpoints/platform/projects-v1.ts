import "server-only";
import { z } from "zod";
import { zEnum } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { findProjectById, parseProjectId } from "@/lib/server/projects/find-project";
import { PROJECT_TYPES } from "@/lib/server/projects/project-model";
import { wireProjectData } from "@/lib/server/gateway/wire/projects";
import { answerProjectList } from "../projects/projects";
import { ZProjectData, ZProjectsResult } from "@/lib/contract/responses";
import { getEntry } from "../entries";

// /v1/projects: the versioned JSON view of the projects services (lib/server/projects), same records as /projects.

export const listProjectsV1 = defineEndpoint({
  id: "v1.projects.list",
  response: ZProjectsResult,
  summary: "Your projects and those shared with you (JSON)",
  description:
    "The same ProjectData records as /projects, in JSON (or JSONP): {Projects: [...], LastUpdated}. projectType " +
    "(EntityList, Scrapbook, MyPageTab) limits the list.",
  methods: ["GET"],
  paths: ["/v1/projects"],
  params: z.object({ projectType: zEnum(PROJECT_TYPES).optional() }),
  formats: "json",
  auth: "user",
  examples: [{ request: "GET /api/v1/projects?projectType=Scrapbook" }],
  handler: answerProjectList,
});

export const getProjectV1 = getEntry({
  id: "v1.projects.get",
  response: ZProjectData,
  summary: "One project you can see (JSON), by ProjectRef or id",
  description: "id: 15_<n> or <n>. A project you may not see is a 404, like a missing one.",
  paths: ["/v1/projects/{id}"],
  params: z.object({ id: z.string().max(40) }),
  formats: "json",
  auth: "user",
  examples: [{ request: "GET /api/v1/projects/15_12" }],
  get: async ({ params, ctx }) => wireProjectData(await findProjectById(ctx.actor, parseProjectId(params.id, "id"))),
});
