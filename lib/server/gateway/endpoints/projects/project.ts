import "server-only";
import { z } from "zod";
import { badRequest } from "@/lib/server/gateway/errors";
import { PAGE_SIZE_MAX, zBool, zEnum, zInt, zText } from "@/lib/server/gateway/param-types";
import { fileResult } from "@/lib/server/gateway/results";
import { defineEndpoint, type TEndpoint } from "@/lib/server/gateway/types";
import { EXPORT_FORMATS } from "@/lib/server/export-files/types";
import { exportProject } from "@/lib/server/projects/export-project";
import { cloneProject } from "@/lib/server/projects/clone-project";
import { createProject } from "@/lib/server/projects/create-project";
import { deleteProject } from "@/lib/server/projects/delete-project";
import { resolveProject } from "@/lib/server/projects/find-project";
import { listProjectItems } from "@/lib/server/projects/list-items";
import { PROJECT_TYPES } from "@/lib/server/projects/project-model";
import { renameProject } from "@/lib/server/projects/rename-project";
import { wireProjectData, wireProjectItemList } from "@/lib/server/gateway/wire/projects";
import { projectsResult, selectorOf, selectorParams, zProjectDate } from "./project-params";
import { ZFile, ZProjectItemList, ZProjectsResult, ZSuccess } from "@/lib/contract/responses";
import { commandEntry } from "../entries";

const NAMING =
  "The project is named by projectRef (15_<n>), projectId (<n>), or description with projectType " +
  "(your own projects first, then those shared with you). A project you cannot see is a 404.";

export const getProject = defineEndpoint({
  id: "project.get",
  response: ZProjectItemList,
  summary: "The items of a project",
  description:
    `${NAMING} Items are document items (Scrapbook) or entity items (EntityList), most recently added first; ` +
    "a MyPageTab has no items. fromDate/toDate (UTC yyyy-MM-dd HH:mm) limit the date an item was added. " +
    "pageSize (default 100, at most 500) and pageNumber (from 0) page through large projects. " +
    "Formats: xml, json, jsonp; atom10 and html for a Scrapbook (a feed of its documents).",
  methods: ["GET"],
  paths: ["/project"],
  params: z.object({
    ...selectorParams,
    fromDate: zProjectDate().optional(),
    toDate: zProjectDate().optional(),
    pageSize: zInt(1, PAGE_SIZE_MAX).default(100),
    pageNumber: zInt(0, 1_000_000).default(0),
  }),
  formats: "documents",
  auth: "user",
  examples: [
    { request: "GET /api/project?projectRef=15_12&type=json" },
    { request: "GET /api/project?description=Elections&projectType=Scrapbook&fromDate=2024-01-01%2000:00&type=json" },
  ],
  handler: async ({ params, ctx }) => {
    const view = await resolveProject(ctx.actor, selectorOf(params));
    return wireProjectItemList(await listProjectItems(view, params), ctx.origin);
  },
});

export const addProject = defineEndpoint({
  id: "project.add",
  response: ZProjectsResult,
  summary: "Create a project owned by the caller",
  description:
    "description (1-200 characters; unique per projectType among your projects, except MyPageTab: a duplicate " +
    "is a 409 DUPLICATE_DESCRIPTION) and projectType (EntityList, Scrapbook or MyPageTab; also as the path " +
    "segment). usePersistentStorage (legacy) is accepted and has no effect: every project is stored. " +
    "Answers {Projects: [ProjectData]}.",
  methods: ["GET", "POST"],
  paths: ["/project/add", "/project/add/{projectType}"],
  params: z.object({
    description: zText(400),
    projectType: zEnum(PROJECT_TYPES),
    usePersistentStorage: zBool().optional(),
  }),
  formats: "standard",
  auth: "user",
  mutates: true,
  examples: [{ request: "GET /api/project/add/Scrapbook/?description=Elections%202024&type=json" }],
  handler: async ({ params, ctx }) => {
    const view = await createProject(ctx.actor, params);
    return projectsResult([wireProjectData(view)]);
  },
});

export const setProjectDescription = commandEntry({
  id: "project.setDescription",
  response: ZProjectsResult,
  summary: "Rename a project",
  description:
    `${NAMING} The new name is newDescription, or description when the project is named by projectRef/projectId. ` +
    "It must be letters and digits (words separated by single spaces); anything else is the 500 " +
    "INVALID_DESCRIPTION that the specification names, and nothing changes. Owner or collaborator.",
  paths: ["/project/setDescription"],
  params: z.object({ ...selectorParams, newDescription: zText(400).optional() }),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/project/setDescription?projectRef=15_12&description=Elections2024&type=json" }],
  handler: async ({ params, ctx }) => {
    const byRef = params.projectRef !== undefined || params.projectId !== undefined;
    const name = params.newDescription ?? (byRef ? params.description : undefined);
    if (name === undefined) throw badRequest("MISSING_PARAMETER", "description: the new name is required");
    const selector = byRef ? { projectRef: params.projectRef, projectId: params.projectId } : selectorOf(params);
    const view = await renameProject(ctx.actor, selector, name);
    return projectsResult([wireProjectData(view)]);
  },
});

export const deleteProjectEndpoint = commandEntry({
  id: "project.delete",
  response: ZSuccess,
  summary: "Delete a project (owner) or give up your access to it (anyone else)",
  description: `${NAMING} {Success: true} when the project was deleted or your access removed.`,
  paths: ["/project/delete"],
  params: z.object(selectorParams),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/project/delete?projectRef=15_12&type=json", response: { Success: true } }],
  handler: async ({ params, ctx }) => {
    const { deleted } = await deleteProject(ctx.actor, selectorOf(params));
    return { Success: deleted, LastUpdated: new Date() };
  },
});

export const cloneProjectEndpoint = commandEntry({
  id: "project.clone",
  response: ZProjectsResult,
  summary: "Copy a project you can see into a new project you own",
  description:
    `${NAMING} The copy holds the same items (a MyPageTab copies no data) and remembers the source as its ` +
    "parent; its description gets ' copy' (' copy 2', …) when yours would clash. withSubscription=true also " +
    "subscribes the copy to the source. Answers {Projects: [ProjectData of the copy]}.",
  paths: ["/project/clone"],
  params: z.object({ ...selectorParams, withSubscription: zBool().default(false) }),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/project/clone?projectRef=15_12&withSubscription=true&type=json" }],
  handler: async ({ params, ctx }) => {
    const view = await cloneProject(ctx.actor, selectorOf(params), params.withSubscription);
    return projectsResult([wireProjectData(view)]);
  },
});

export const exportProjectEndpoint = defineEndpoint({
  id: "project.export",
  response: ZFile,
  summary: "A project as a file: xml, html, rtf or docx",
  description:
    `${NAMING} exportFormat: xml, html, rtf or docx (default xml). Each item shows its title, date, publisher, ` +
    "type and link; at most the 10,000 most recently added items. The answer is the file itself, with its " +
    "content type and an attachment file name.",
  methods: ["GET"],
  paths: ["/project/export"],
  params: z.object({ ...selectorParams, exportFormat: zEnum(EXPORT_FORMATS).default("xml") }),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/project/export?projectRef=15_12&exportFormat=docx" }],
  handler: async ({ params, ctx }) => {
    const view = await resolveProject(ctx.actor, selectorOf(params));
    const file = await exportProject(view, params.exportFormat, ctx.origin);
    return fileResult(file.contentType, file.body, file.filename);
  },
});

/** One project: read, create, describe, delete, copy, export. */
export const PROJECT_ONE_ENDPOINTS: TEndpoint[] = [
  getProject,
  addProject,
  setProjectDescription,
  deleteProjectEndpoint,
  cloneProjectEndpoint,
  exportProjectEndpoint,
];
