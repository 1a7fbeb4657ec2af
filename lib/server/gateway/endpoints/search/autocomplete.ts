import "server-only";
import { z } from "zod";
import { zInt, zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireEntitySuggestion } from "@/lib/server/gateway/wire/entities";
import { now } from "@/lib/server/db/clock";
import { suggestEntities } from "@/lib/server/entities/suggest-entities";
import { ENTITY_TYPES } from "@/lib/nlp/types";
import { zListOf } from "./search-params";
import { ZEntityList } from "@/lib/contract/responses";

export const autoComplete = defineEndpoint({
  id: "search.autocomplete",
  response: ZEntityList,
  summary: "Entity name suggestions as the user types (prefix of names and aliases, then close spellings)",
  description: "q: the text typed (1-100 characters); types: entity types to keep; size: 1-50 (default 10).",
  methods: ["GET"],
  paths: ["/v1/autoComplete"],
  params: z.object({
    q: zText(100).refine((v) => v.trim().length > 0, "must not be empty"),
    types: zListOf(ENTITY_TYPES).optional(),
    size: zInt(1, 50).default(10),
  }),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/v1/autoComplete?q=pelo&types=Person&type=json" }],
  handler: async ({ params }) => {
    const items = await suggestEntities(params.q, params.types, params.size);
    return {
      TotalCount: items.length,
      Description: params.q,
      Items: items.map(wireEntitySuggestion),
      LastUpdated: now(),
    };
  },
});
