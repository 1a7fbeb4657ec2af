import "server-only";
import { z } from "zod";
import { zEnum, zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireEntityRelevance } from "@/lib/server/gateway/wire/related";
import { DomainError } from "@/lib/server/errors";
import { findEntityRelevance } from "@/lib/server/related/find-entity-relevance";
import { OPTIMIZATIONS } from "@/lib/server/related/foreground";
import { requireEntities, resolveNamedEntities } from "@/lib/server/related/resolve-named-entities";
import { zQuery } from "../search/search-params";
import { OPTIMIZATION_DOC, SIGNIFICANCE_DOC, zBodyEntityRefs, zEntityRefs, zOptimization } from "./related-params";
import { ZEntityRelevance } from "@/lib/contract/responses";

const ZBody = z.object({
  query: zText(2000).optional(),
  itemRefs: zBodyEntityRefs().optional(),
  items: zText(10_000).optional(),
  optimization: zEnum(OPTIMIZATIONS).optional(),
});

export const entityRelevance = defineEndpoint({
  id: "v1.entityrelevance",
  response: ZEntityRelevance,
  summary: "How relevant given entities are to a query's documents",
  description:
    "For each given entity, its significance for the documents matching q, exactly as /v1/infocus scores " +
    "entities; Items are the entities (every one given, also those the documents do not mention: Score 0, " +
    "DocumentCount 0), best first, and DocumentCount is the number of matching documents. " +
    SIGNIFICANCE_DOC +
    ' Entities: itemRefs (11_<n> or EntityReference, comma-separated) and/or items ("name [type],name [type]" ' +
    "as in /v1/network; an unknown one is a 400 naming it); at least one, at most 100 of each. " +
    OPTIMIZATION_DOC +
    ' POST takes the same in a JSON body {"query", "itemRefs" (array or comma-separated), "items", ' +
    '"optimization"}; body values win over parameters.',
  methods: ["GET", "POST"],
  paths: ["/v1/entityrelevance"],
  params: z.object({
    q: zQuery(),
    itemRefs: zEntityRefs().optional(),
    items: zText(10_000).optional(),
    optimization: zOptimization(),
  }),
  body: { kind: "json", schema: ZBody },
  formats: "standard",
  auth: "user",
  xmlRoot: "EntityRelevance",
  examples: [
    { request: "GET /api/v1/entityrelevance?q=Iran&itemRefs=11_12,11_40&type=json" },
    {
      request:
        'POST /api/v1/entityrelevance?type=json {"query": "Brexit", "items": "Boris Johnson [Person],France [Country]"}',
    },
  ],
  handler: async ({ params, body, ctx }) => {
    const b = (body ?? {}) as z.infer<typeof ZBody>;
    const refs = b.itemRefs ?? params.itemRefs ?? [];
    const items = b.items ?? params.items;
    const ids = [...(await requireEntities(refs, "itemRefs"))];
    if (items) for (const id of await resolveNamedEntities(items)) if (!ids.includes(id)) ids.push(id);
    if (ids.length === 0) {
      throw new DomainError("INVALID_PARAMETER", "parameter itemRefs or items is required (the entities to score)");
    }
    const result = await findEntityRelevance({
      q: b.query ?? params.q,
      entityIds: ids,
      optimization: b.optimization ?? params.optimization,
      callerId: ctx.caller.user.id,
    });
    return wireEntityRelevance(result);
  },
});
