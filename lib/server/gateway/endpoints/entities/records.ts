import "server-only";
import { z } from "zod";
import { zEnum, zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint, type TAuthedContext, type THttpMethod } from "@/lib/server/gateway/types";
import { wireEntityAdded, wireEntityRequested, wireTermAvailability } from "@/lib/server/gateway/wire/entity-records";
import { addEntity } from "@/lib/server/entities/add-entity";
import { checkEntityAvailability } from "@/lib/server/entities/check-entity-availability";
import { requestEntity } from "@/lib/server/entities/request-entity";
import { ENTITY_TYPES } from "@/lib/nlp/types";
import { TERM_TYPES, zEntityName, zLanguage } from "./entity-params";
import { ZEntityRecordResult, ZTermAvailability } from "@/lib/contract/responses";
import { getEntry } from "../entries";

const UNIQUE =
  "Descriptions are system-unique: two names that differ only in case, accents, punctuation or a leading " +
  '"the" are the same name, whatever their types; a taken name answers 409 ENTITY_EXISTS.';

// /entity/add and /entity/request have legacy names (/term/add, /term/request) with other parameter names:
// each pair is one operation, so they share what they are and how they call the service.
const GET_OR_POST: THttpMethod[] = ["GET", "POST"];
const adding = {
  response: ZEntityRecordResult,
  methods: GET_OR_POST,
  formats: "standard",
  auth: "admin",
  mutates: true,
  xmlRoot: "EntityAdded",
} as const;
const requesting = { ...adding, auth: "user", xmlRoot: "EntityRequested" } as const;
const zComment = () => zText(2000).default("");

type TNamed = { name: string; type: string; language: string };
const add = async (ctx: TAuthedContext, entity: TNamed) =>
  wireEntityAdded(await addEntity({ ...entity, userId: ctx.caller.user.id }));
const request = async (ctx: TAuthedContext, entity: TNamed & { comment: string }) =>
  wireEntityRequested(await requestEntity({ ...entity, userId: ctx.caller.user.id }));

export const addEntityEndpoint = defineEndpoint({
  ...adding,
  id: "entity.add",
  summary: "Create an entity (admins; others use /entity/request)",
  description:
    `desc: the entity's name (1-200 characters); entityType: ${ENTITY_TYPES.join(", ")}; lang: language code ` +
    `(default en). Answers {Info: "created", Description, Type, Id, EntityReference, LastUpdated}. ${UNIQUE} ` +
    "Only admins add entities directly; a pending request for the same name is marked approved.",
  paths: ["/entity/add", "/entity/add/{parameters}"],
  params: z.object({ desc: zEntityName(), entityType: zEnum(ENTITY_TYPES), lang: zLanguage().default("en") }),
  examples: [
    { request: "GET /api/entity/add/?desc=Acme%20Robotics&entityType=Company&lang=en&type=json" },
    {
      request: "GET /api/entity/add/desc=Acme%20Robotics&entityType=Company?type=json",
      note: "{parameters}: the parameters as a query string in the last path segment",
    },
  ],
  handler: async ({ params, ctx }) => add(ctx, { name: params.desc, type: params.entityType, language: params.lang }),
});

export const requestEntityEndpoint = defineEndpoint({
  ...requesting,
  id: "entity.request",
  summary: "Ask for a new entity; an admin approves or rejects the request",
  description:
    `desc (1-200 characters), entityType (${ENTITY_TYPES.join(", ")}), comment (for the reviewers, up to 2000 ` +
    'characters), lang (default en). Answers {Info: "requested", Description, Type, RequestId, LastUpdated}. ' +
    `${UNIQUE} While a request for the name is pending, another is 409 REQUEST_EXISTS.`,
  paths: ["/entity/request", "/entity/request/{parameters}"],
  params: z.object({
    desc: zEntityName(),
    entityType: zEnum(ENTITY_TYPES),
    comment: zComment(),
    lang: zLanguage().default("en"),
  }),
  examples: [{ request: "GET /api/entity/request/?desc=Acme%20Robotics&entityType=Company&comment=new%20startup" }],
  handler: async ({ params, ctx }) =>
    request(ctx, { name: params.desc, type: params.entityType, language: params.lang, comment: params.comment }),
});

export const termAdd = defineEndpoint({
  ...adding,
  id: "term.add",
  summary: "Legacy: create a term (as /entity/add)",
  description: `description, termType (${TERM_TYPES.join(", ")}), lang. Same rules and answer as /entity/add.`,
  paths: ["/term/add"],
  params: z.object({ description: zEntityName(), termType: zEnum(TERM_TYPES), lang: zLanguage().default("en") }),
  examples: [{ request: "GET /api/term/add?description=Acme%20Robotics&termType=Company" }],
  handler: async ({ params, ctx }) =>
    add(ctx, { name: params.description, type: params.termType, language: params.lang }),
});

export const termRequest = defineEndpoint({
  ...requesting,
  id: "term.request",
  summary: "Legacy: request a term (as /entity/request)",
  description: `description, termType (${TERM_TYPES.join(", ")}), lang, comment. Same rules and answer as /entity/request.`,
  paths: ["/term/request"],
  params: z.object({
    description: zEntityName(),
    termType: zEnum(TERM_TYPES),
    comment: zComment(),
    lang: zLanguage().default("en"),
  }),
  examples: [{ request: "GET /api/term/request?description=Acme%20Robotics&termType=Company&comment=please" }],
  handler: async ({ params, ctx }) =>
    request(ctx, { name: params.description, type: params.termType, language: params.lang, comment: params.comment }),
});

export const termAvailability = getEntry({
  id: "term.availability",
  response: ZTermAvailability,
  summary: "Legacy: whether a term of this description can be created",
  description:
    `description; termType optional (${TERM_TYPES.join(", ")}; echoed, since names are unique across types); ` +
    "lang optional. Answers {Available, Description, Type, Reason, LastUpdated}: Reason is available, exists (then " +
    "ExistingId and ExistingType name the entity) or requested (a request is pending).",
  paths: ["/term/availability"],
  params: z.object({
    description: zEntityName(),
    termType: zEnum(TERM_TYPES).optional(),
    lang: zLanguage().optional(),
  }),
  formats: "standard",
  auth: "user",
  xmlRoot: "TermAvailability",
  examples: [{ request: "GET /api/term/availability?description=Donald%20Trump&termType=Person&type=json" }],
  get: async ({ params }) =>
    wireTermAvailability(await checkEntityAvailability({ name: params.description, type: params.termType })),
});
