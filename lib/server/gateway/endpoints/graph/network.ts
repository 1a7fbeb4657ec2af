import "server-only";
import { z } from "zod";
import { zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireGraph } from "@/lib/server/gateway/wire/graph";
import { buildGraph, GRAPH_TYPES, MAX_NODES } from "@/lib/server/graph/build-graph";
import { WEIGHT_ALGORITHMS } from "@/lib/server/graph/weight-connections";
import { OPTIMIZATIONS } from "@/lib/server/related/foreground";
import { requireEntities, resolveNamedEntities } from "@/lib/server/related/resolve-named-entities";
import { checkTypeLimits, zBodyEntityRefs, zTypeLimits, zTypes } from "../related/related-params";
import { GRAPH_DOC } from "./graph";
import { ZGraph } from "@/lib/contract/responses";

/** A list in the body: an array, or one comma-separated string as in the query string. */
const listOf = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v.map(String).join(",") : typeof v === "number" ? String(v) : v), schema);

const caseless = <T extends readonly [string, ...string[]]>(values: T) =>
  z.string().transform((raw, ctx) => {
    const found = values.find((v) => v.toLowerCase() === raw.trim().toLowerCase());
    if (!found) {
      ctx.addIssue({ code: "custom", message: `must be one of ${values.join(", ")}` });
      return z.NEVER;
    }
    return found as T[number];
  });

const ZNetwork = z.strictObject({
  query: zText(2000).optional(),
  items: zText(10_000).optional(),
  normalize: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean()).default(true),
  weightAlgorithm: caseless(WEIGHT_ALGORITHMS).default("cooccurrence"),
  noNodes: z
    .preprocess((v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v), z.number())
    .pipe(z.number().int("must be a whole number").min(1).max(MAX_NODES))
    .default(20),
  types: listOf(zTypes(GRAPH_TYPES)).optional(),
  entityTypeLimits: listOf(zTypeLimits()).optional(),
  graphEntities: zBodyEntityRefs().optional(),
  includeEntities: zBodyEntityRefs().optional(),
  expandEntities: zBodyEntityRefs().optional(),
  optimization: caseless(OPTIMIZATIONS).default("accuracy"),
});

export const network = defineEndpoint({
  id: "v1.network",
  response: ZGraph,
  summary: "A relationship graph from a JSON request (preferred to /graph)",
  description:
    'POST a JSON body such as {"query": "Iran", "items": "donald trump [person],Republican Party (US) ' +
    '[organization]", "normalize": true, "weightAlgorithm": "iwmc"}. items: entities that must be nodes, as ' +
    '"name [type]" (type optional; matched by name, then alias, then without a trailing "(qualifier)"), 11_<n> or ' +
    "an EntityReference, comma-separated; an unknown one is a 400 naming it. Also accepted: noNodes, types and " +
    "entityTypeLimits (arrays or comma-separated strings), graphEntities, includeEntities, expandEntities (arrays " +
    "of itemRefs), optimization; unknown fields are a 400. Answers {Nodes, Connections, LastUpdated} like /graph. " +
    GRAPH_DOC,
  methods: ["POST"],
  paths: ["/v1/network"],
  params: z.object({}),
  body: { kind: "json", schema: ZNetwork },
  formats: "standard",
  auth: "user",
  xmlRoot: "Graph",
  examples: [
    {
      request:
        'POST /api/v1/network?type=json {"query": "Iran", "items": "donald trump [person]", "normalize": true, "weightAlgorithm": "iwmc"}',
    },
  ],
  handler: async ({ body, ctx }) => {
    const b = body as z.infer<typeof ZNetwork>;
    checkTypeLimits(b.types, b.entityTypeLimits);
    const named = b.items ? await resolveNamedEntities(b.items, "items") : [];
    const included = await requireEntities(b.includeEntities ?? [], "includeEntities");
    const built = await buildGraph({
      q: b.query,
      types: b.types,
      entityTypeLimits: b.entityTypeLimits,
      noNodes: b.noNodes,
      graphEntities: await requireEntities(b.graphEntities ?? [], "graphEntities"),
      includeEntities: [...new Set([...named, ...included])],
      expandEntities: await requireEntities(b.expandEntities ?? [], "expandEntities"),
      weightAlgorithm: b.weightAlgorithm,
      normalize: b.normalize,
      optimization: b.optimization,
      callerId: ctx.caller.user.id,
    });
    return wireGraph(built);
  },
});
