import "server-only";
import { z } from "zod";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireHeatList } from "@/lib/server/gateway/wire/stats";
import { entityHeat, type TEntityHeat } from "@/lib/server/stats/entity-heat";
import { heatParams, ZHeatBody, type THeatBody } from "./heat-params";
import { ZHeatList } from "@/lib/contract/responses";

const HEAT_DESCRIPTION =
  "Entity heat (lib/server/stats/README.md). Extras per entity: DocVolume-1, DocVolume-7, DocVolume-30 (documents " +
  "mentioning the entity on the last 1, 7, 30 UTC days ending with the service clock's day, that day included) " +
  "and Heat-1/30 = (V1 + 1/30) / ((V30 + 1)/30), Heat-7/30 = ((V7 + 7/30)/7) / ((V30 + 1)/30) (additive " +
  "smoothing of one document per 30 days: an unmentioned entity has heat 1). Entities: the union of itemrefs " +
  "(11_<n> or EntityReference), projectref (an EntityList's entities) and tq (entities mentioned in the documents " +
  "matching the query in the 30-day window); with none of them, every entity mentioned in the window (the " +
  "hottest entities overall). q keeps the entities whose name contains q (case and accents ignored); only with " +
  "the in-memory source (forceDb=false). forceDb=true reads the database (Source Database); otherwise the " +
  "in-memory cache kept current by ingestion answers (Source InMemory); both give the same figures. sortBy " +
  "name, type, heat1d (default), heat7d, vol1d, vol7d, vol30d; sortDirection asc or desc (default); ties by " +
  "DocVolume-30 then id. pageSize 1..500 (default 50), pageNumber from 0; TotalCount counts all entities.";

export const entitiesHeat = defineEndpoint({
  id: "entities.heat",
  response: ZHeatList,
  summary: "Entity heat: how much more than usual entities are mentioned",
  description: HEAT_DESCRIPTION,
  methods: ["GET"],
  paths: ["/entities/heat"],
  params: z.object(heatParams),
  formats: "standard",
  auth: "user",
  examples: [
    { request: "GET /api/entities/heat?type=json", note: "the hottest entities overall" },
    { request: "GET /api/entities/heat?itemrefs=11_12,11_40&sortBy=vol7d&type=json" },
    { request: "GET /api/entities/heat?tq=hurricane&forceDb=true&type=json" },
    { request: "GET /api/entities/heat?q=trump&sortBy=name&sortDirection=asc&type=json" },
  ],
  handler: async ({ params, ctx }) => wireHeatList(await entityHeat(heatInput(params, ctx.caller.user.id))),
});

export const v1Heat = defineEndpoint({
  id: "v1.heat",
  response: ZHeatList,
  summary: "Entity heat for a list of entities or a query (GET parameters or a POST JSON body)",
  description:
    "Same figures, sources and sorting as /entities/heat. GET takes the same parameters. POST takes a JSON body " +
    '{"items": ["11_12", "<slug>-11_40"] (or a comma-separated string), "query": "<tq>", "q": "<name filter>", ' +
    '"forceDb": false, "projectRef": "15_3", "sortBy": "heat7d", "sortDirection": "desc", "pageSize": 50, ' +
    '"pageNumber": 0}; every field is optional and a body field overrides the same query parameter. ' +
    HEAT_DESCRIPTION,
  methods: ["GET", "POST"],
  paths: ["/v1/heat"],
  params: z.object(heatParams),
  body: { kind: "json", schema: ZHeatBody },
  formats: "standard",
  auth: "user",
  examples: [
    { request: "GET /api/v1/heat?itemrefs=11_12&type=json" },
    { request: 'POST /api/v1/heat?type=json {"items": ["11_12", "11_40"], "sortBy": "vol30d"}' },
  ],
  handler: async ({ params, body, ctx }) => {
    const input = heatInput(params, ctx.caller.user.id);
    if (ctx.method === "POST") Object.assign(input, fromBody(body as THeatBody));
    return wireHeatList(await entityHeat(input));
  },
});

type THeatParams = z.infer<z.ZodObject<typeof heatParams>>;

function heatInput(params: THeatParams, callerId: number): TEntityHeat {
  return {
    q: params.q,
    forceDb: params.forceDb,
    tq: params.tq,
    projectRef: params.projectref,
    itemRefs: params.itemrefs,
    sortBy: params.sortBy,
    sortDirection: params.sortDirection,
    pageSize: params.pageSize,
    pageNumber: params.pageNumber,
    callerId,
  };
}

function fromBody(body: THeatBody): Partial<TEntityHeat> {
  const out: Partial<TEntityHeat> = {
    itemRefs: body.items,
    tq: body.query,
    q: body.q,
    forceDb: body.forceDb,
    projectRef: body.projectRef,
    sortBy: body.sortBy,
    sortDirection: body.sortDirection,
    pageSize: body.pageSize,
    pageNumber: body.pageNumber,
  };
  for (const key of Object.keys(out) as (keyof TEntityHeat)[]) if (out[key] === undefined) delete out[key];
  return out;
}
