import "server-only";
import { z } from "zod";
import { zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireEntityList } from "@/lib/server/gateway/wire/entities";
import { findEntitiesByProperty } from "@/lib/server/entities/find-entities-by-property";
import { refreshEntities } from "@/lib/server/entities/refresh-entities";
import { pagingParams } from "../search/search-params";
import { zEntityIds } from "./entity-params";
import { ZEntityList } from "@/lib/contract/responses";

export const entitiesByProperty = defineEndpoint({
  id: "entities.property",
  response: ZEntityList,
  summary: "Entities with a stored property of a given value",
  description:
    "name: the property name (case-insensitive). value: matched against text values case-insensitively, and, " +
    "when it is a number, against numeric values numerically. Most mentioned entities first; pageSize 1..500 " +
    "(default 20), pageNumber from 0.",
  methods: ["GET"],
  paths: ["/entities/property"],
  params: z.object({
    name: zText(200).refine((v) => v.trim().length > 0, "must not be empty"),
    value: zText(2000),
    ...pagingParams(20),
  }),
  formats: "standard",
  auth: "user",
  examples: [
    { request: "GET /api/entities/property?name=ticker&value=AAPL&type=json" },
    { request: "GET /api/entities/property?name=founded&value=1976" },
  ],
  handler: async ({ params, ctx }) =>
    wireEntityList(await findEntitiesByProperty(params), `${params.name}=${params.value}`, ctx.origin),
});

export const refreshEntitiesEndpoint = defineEndpoint({
  id: "entities.refresh",
  response: ZEntityList,
  summary: "The current items of entities by id",
  description:
    "termids: comma-separated entity ids (numbers, or 11_<number>), 1..500. Rows come in the order given; " +
    "unknown ids are left out.",
  methods: ["GET"],
  paths: ["/entities/refresh"],
  params: z.object({ termids: zEntityIds() }),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/entities/refresh?termids=967,1114&type=json" }],
  handler: async ({ params, ctx }) => {
    const entities = await refreshEntities(params.termids);
    return wireEntityList({ total: entities.length, items: entities }, "Entities", ctx.origin);
  },
});
