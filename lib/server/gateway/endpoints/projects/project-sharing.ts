import "server-only";
import { z } from "zod";
import { zEnum, zList, zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint, type TEndpoint } from "@/lib/server/gateway/types";
import { signForKey } from "@/lib/server/auth/sign-for-key";
import { canWrite, projectRef, SHARE_STATES } from "@/lib/server/projects/project-model";
import { wireProjectData } from "@/lib/server/gateway/wire/projects";
import { projectAccess, redeemLinkCode, shareProject } from "@/lib/server/projects/share-project";
import { linkedProjects, subscribeProject, unsubscribeProject } from "@/lib/server/projects/subscribe-project";
import { projectsResult, selectorOf, selectorParams } from "./project-params";
import { ZProjectAccess, ZProjectsResult, ZSuccess } from "@/lib/contract/responses";
import { commandEntry } from "../entries";

export const shareProjectEndpoint = commandEntry({
  id: "project.share",
  response: ZProjectsResult,
  summary: "Share a project, or open one shared with you by a secure link code (deprecated)",
  description:
    "Three uses. (1) sl=<code>: gain the access the secure link code grants (readonly or collaborative; " +
    "never less than you had) and get the project. (2) The owner names the project and shareState " +
    "(readonly, collaborative, none) with users (comma list of user names): those users get that access, or " +
    "lose it with none. (3) The owner names the project and shareState without users: the project's secure " +
    "link code for that access is created (or the existing one returned) as SecureLinkCode; none revokes " +
    "all codes. A reader can read; a collaborator can also add and remove items; only the owner deletes, " +
    "renames shares or sees /project/access. Answers {Projects: [ProjectData]}.",
  paths: ["/project/share"],
  params: z.object({
    ...selectorParams,
    sl: zText(100).optional(),
    shareState: zEnum([...SHARE_STATES, "none"] as const).optional(),
    users: zList().optional(),
  }),
  formats: "standard",
  auth: "user",
  examples: [
    { request: "GET /api/project/share?projectRef=15_12&shareState=collaborative&users=alice,bob&type=json" },
    { request: "GET /api/project/share?projectRef=15_12&shareState=readonly&type=json" },
    { request: "GET /api/project/share?sl=Qk3v0b2nZ8pX1yW4aT6uRc9m&type=json" },
  ],
  handler: async ({ params, ctx }) => {
    const actor = ctx.actor;
    if (params.sl !== undefined) return projectsResult([wireProjectData(await redeemLinkCode(actor, params.sl))]);
    const { view, linkCode } = await shareProject(actor, selectorOf(params), {
      shareState: params.shareState ?? "readonly",
      users: params.users,
    });
    return projectsResult([{ ...wireProjectData(view), ...(linkCode ? { SecureLinkCode: linkCode } : {}) }]);
  },
});

export const projectAccessEndpoint = defineEndpoint({
  id: "project.access",
  response: ZProjectAccess,
  summary: "Who has what access to your project (owner only)",
  description:
    "UserAccess maps each user name the project is shared with to write (collaborative) or read (read-only).",
  methods: ["GET"],
  paths: ["/project/access"],
  params: z.object(selectorParams),
  formats: "standard",
  auth: "user",
  examples: [
    {
      request: "GET /api/project/access?projectRef=15_12&type=json",
      response: { UserAccess: { alice: "write", bob: "read" } },
    },
  ],
  handler: async ({ params, ctx }) => {
    const { view, access } = await projectAccess(ctx.actor, selectorOf(params));
    return { UserAccess: access, LastUpdated: view.project.updated_at };
  },
});

const subscriberParams = { ...selectorParams, subscriber: zText(40).optional(), distributor: zText(40).optional() };
const subscriberOf = (params: z.infer<z.ZodObject<typeof subscriberParams>>) =>
  params.subscriber !== undefined ? { projectRef: params.subscriber } : selectorOf(params);

export const subscribeProjectEndpoint = commandEntry({
  id: "project.subscribe",
  response: ZProjectsResult,
  summary: "Make a project receive the changes of another",
  description:
    "subscriber: the project receiving changes (15_<n> or <n>; or name it with projectRef / description and " +
    "projectType); you must be able to write it. distributor: the project whose changes it receives (you must " +
    "see it), by default the project the subscriber was cloned from. All the distributor's items are added " +
    "first; later additions and removals propagate in the same transaction. Both projects must be of the same " +
    "type; a link that would make a cycle is a 400. Answers {Projects: [subscriber, distributor]} as ProjectData " +
    "with RSSDigestedUrl (the project's documents as an atom10 feed, signed with the caller's API key when the " +
    "request used one) and ShareState (the caller's access: collaborative or readonly).",
  paths: ["/project/subscribe"],
  params: z.object(subscriberParams),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/project/subscribe?subscriber=15_14&distributor=15_12&type=json" }],
  handler: async ({ params, ctx }) => {
    const { subscriber, distributor } = await subscribeProject(ctx.actor, subscriberOf(params), params.distributor);
    // api-spec: subscription rows carry RSSDigestedUrl (the project's documents as a feed, signed with the
    // caller's key when the request came with one) and ShareState (the caller's access to the project).
    const row = async (view: typeof subscriber) => {
      const feed = `${ctx.origin}/api/project?projectRef=${projectRef(view.project.id)}&type=atom10`;
      const data = wireProjectData(view, await signForKey(ctx.caller?.apiKey, feed));
      return { ShareState: canWrite(view.access) ? "collaborative" : "readonly", ...data };
    };
    return projectsResult([await row(subscriber), await row(distributor)]);
  },
});

export const unsubscribeProjectEndpoint = commandEntry({
  id: "project.unsubscribe",
  response: ZSuccess,
  summary: "Stop a project receiving another's changes (its items stay)",
  description:
    "projectRef (or subscriber): the subscribing project; distributor: the project it receives from (default " +
    "its parent). {Success: false} when there was no such link.",
  paths: ["/project/unsubscribe"],
  params: z.object(subscriberParams),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/project/unsubscribe?projectRef=15_14&distributor=15_12&type=json" }],
  handler: async ({ params, ctx }) => ({
    Success: await unsubscribeProject(ctx.actor, subscriberOf(params), params.distributor),
    LastUpdated: new Date(),
  }),
});

const linked = (direction: "distributors" | "subscribers") =>
  defineEndpoint({
    id: `project.${direction}`,
    response: ZProjectsResult,
    summary:
      direction === "distributors"
        ? "The projects this project receives changes from"
        : "The projects that receive this project's changes",
    description: "Only projects you can see are listed. Answers {Projects: [ProjectData]}.",
    methods: ["GET"],
    paths: [`/project/${direction}`],
    params: z.object(selectorParams),
    formats: "standard",
    auth: "user",
    examples: [{ request: `GET /api/project/${direction}?projectRef=15_12&type=json` }],
    handler: async ({ params, ctx }) =>
      projectsResult((await linkedProjects(ctx.actor, selectorOf(params), direction)).map((v) => wireProjectData(v))),
  });

export const projectDistributors = linked("distributors");
export const projectSubscribers = linked("subscribers");

/** Sharing a project and subscribing to it. */
export const PROJECT_SHARING_ENDPOINTS: TEndpoint[] = [
  shareProjectEndpoint,
  projectAccessEndpoint,
  subscribeProjectEndpoint,
  unsubscribeProjectEndpoint,
  projectDistributors,
  projectSubscribers,
];
