import "server-only";
import { z } from "zod";
import { MIN_DATE } from "@/lib/server/gateway/format/types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { beautifyQuery, parseQuery } from "@/lib/server/query-language";
import { zQuery } from "./search-params";
import { ZQueryText } from "@/lib/contract/responses";

export const queryBeautifier = defineEndpoint({
  id: "utility.querybeautifier",
  response: ZQueryText,
  summary: "A readable rendering of a query (syntax errors answer 400 with the position)",
  methods: ["GET"],
  paths: ["/utility/queryBeautifier"],
  params: z.object({ q: zQuery() }),
  formats: "standard",
  auth: "user",
  xmlRoot: "QueryBeautifier",
  examples: [
    {
      request: 'GET /api/utility/queryBeautifier?q=person:"Nancy Pelosi" AND (Iran OR Iraq)&type=json',
      response: {
        OriginalQueryString: 'person:"Nancy Pelosi" AND (Iran OR Iraq)',
        DescriptiveName: "Nancy Pelosi (Person) and (Iran or Iraq)",
      },
    },
  ],
  handler: async ({ params }) => ({
    OriginalQueryString: params.q ?? "",
    DescriptiveName: beautifyQuery(parseQuery(params.q)),
    LastUpdated: MIN_DATE,
  }),
});
