import "server-only";
import { z } from "zod";
import { zEnum, zNumber } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireEntityList } from "@/lib/server/gateway/wire/entities";
import { ENTITY_EXTRAS } from "@/lib/server/entities/entity-extras";
import { ENTITY_SORTS, findEntities } from "@/lib/server/entities/find-entities";
import { ENTITY_TYPES } from "@/lib/nlp/types";
import { pagingParams, zListOf, zQuery } from "../search/search-params";
import { ZEntityList } from "@/lib/contract/responses";

export const searchEntities = defineEndpoint({
  id: "entities.search",
  response: ZEntityList,
  summary: "Search entities by name and alias",
  description:
    "q (or the {query} segment) is plain text matched against entity names and aliases (case, accents and " +
    "punctuation ignored): exact name or alias first, then names or aliases starting with it, then names with a " +
    "word starting with it, then close spellings (trigram similarity); within each kind the entities mentioned in " +
    "more documents come first. Without q every entity matches, most mentioned first. types: entity types " +
    `(${ENTITY_TYPES.join(", ")}). pageSize 1..500 (default 20), pageNumber from 0. sortBy: relevance (default), ` +
    "name (A→Z), documentcount (most documents first), lastmentioned (most recently mentioned first). rel 0..1 " +
    "keeps entities whose relevance is at least that fraction of the best match's. extras: Metadata (TextFields " +
    "and ItemFields as on /entity), Images. Details: lib/server/entities/README.md.",
  methods: ["GET"],
  paths: ["/entities", "/entities/{query}", "/entities/{query}/{types}"],
  params: z.object({
    q: zQuery(),
    types: zListOf(ENTITY_TYPES).optional(),
    ...pagingParams(20),
    sortBy: zEnum(ENTITY_SORTS).default("relevance"),
    rel: zNumber(0, 1).optional(),
    extras: zListOf(ENTITY_EXTRAS).optional(),
  }),
  formats: "standard",
  auth: "user",
  examples: [
    { request: "GET /api/entities/pelosi?type=json" },
    { request: "GET /api/entities/trump/Person,Organization?pageSize=5&extras=Metadata&type=json" },
    { request: "GET /api/entities?types=City&sortBy=documentcount&pageSize=50" },
  ],
  handler: async ({ params, ctx }) => {
    const page = await findEntities({ ...params, extras: params.extras ?? [], callerId: ctx.caller.user.id });
    return wireEntityList(page, params.q?.trim() || "All entities", ctx.origin);
  },
});
