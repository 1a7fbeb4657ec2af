import "server-only";
import { z } from "zod";
import { zBool, zEnum, zInt } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireGraph } from "@/lib/server/gateway/wire/graph";
import { buildGraph, EXPAND_COUNT, GRAPH_TYPES, MAX_NODES } from "@/lib/server/graph/build-graph";
import { WEIGHT_ALGORITHMS } from "@/lib/server/graph/weight-connections";
import { requireEntities } from "@/lib/server/related/resolve-named-entities";
import { zQuery } from "../search/search-params";
import {
  checkTypeLimits,
  OPTIMIZATION_DOC,
  SIGNIFICANCE_DOC,
  zEntityRefs,
  zOptimization,
  zTypeLimits,
  zTypes,
} from "../related/related-params";
import { ZGraph } from "@/lib/contract/responses";

export const GRAPH_DOC =
  "Nodes (entity items): graphEntities (the entities of the graph the caller shows, kept), includeEntities (must " +
  `be nodes), expandEntities (must be nodes, each with its ${EXPAND_COUNT} most significantly related entities in ` +
  "the matching documents that mention it), then the entities most significantly associated with the documents " +
  `matching q (the query's own entities included) until noNodes (1..${MAX_NODES}, default 20) is reached. ` +
  SIGNIFICANCE_DOC +
  ` types: ${GRAPH_TYPES.join(", ")} (all by default); entityTypeLimits: one limit per type. Connections ` +
  "[{FromId, ToId, Strength}]: pairs of nodes mentioned together in at least one matching document, FromId < ToId " +
  "(by entity number), no self-loops, strongest first. weightAlgorithm: cooccurrence (default; shared documents), " +
  "iwmc (each shared document weighs 1/(nodes it mentions − 1)), jaccard (shared / either), pmi (normalised " +
  "pointwise mutual information; pairs below chance are dropped). normalize (default true): strengths divided by " +
  "the strongest, so they run 0..1. " +
  OPTIMIZATION_DOC;

export const graph = defineEndpoint({
  id: "graph",
  response: ZGraph,
  summary: "A relationship graph of the entities of a query's documents",
  description: GRAPH_DOC + " weightAlgorithm, normalize and optimization are additions; /v1/network is preferred.",
  methods: ["GET"],
  paths: ["/graph", "/graph/{query}", "/graph/{query}/{types}", "/entitygraph/{query}", "/entitygraph/{query}/{types}"],
  params: z.object({
    q: zQuery(),
    types: zTypes(GRAPH_TYPES).optional(),
    entityTypeLimits: zTypeLimits().optional(),
    noNodes: zInt(1, MAX_NODES).default(20),
    graphEntities: zEntityRefs().optional(),
    includeEntities: zEntityRefs().optional(),
    expandEntities: zEntityRefs().optional(),
    weightAlgorithm: zEnum(WEIGHT_ALGORITHMS).default("cooccurrence"),
    normalize: zBool().default(true),
    optimization: zOptimization(),
  }),
  formats: "standard",
  auth: "user",
  xmlRoot: "Graph",
  examples: [
    { request: "GET /api/graph/Iran?noNodes=30&type=json" },
    { request: "GET /api/entitygraph/Brexit/Person,Country?entityTypeLimits=10,5&weightAlgorithm=iwmc&type=json" },
  ],
  handler: async ({ params, ctx }) => {
    checkTypeLimits(params.types, params.entityTypeLimits);
    const built = await buildGraph({
      q: params.q,
      types: params.types,
      entityTypeLimits: params.entityTypeLimits,
      noNodes: params.noNodes,
      graphEntities: await requireEntities(params.graphEntities ?? [], "graphEntities"),
      includeEntities: await requireEntities(params.includeEntities ?? [], "includeEntities"),
      expandEntities: await requireEntities(params.expandEntities ?? [], "expandEntities"),
      weightAlgorithm: params.weightAlgorithm,
      normalize: params.normalize,
      optimization: params.optimization,
      callerId: ctx.caller.user.id,
    });
    return wireGraph(built);
  },
});
