import "server-only";
import { z } from "zod";
import { zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireHighlight } from "@/lib/server/gateway/wire/search";
import { highlightText } from "@/lib/server/search/highlight-text";
import { ZHighlightResult } from "@/lib/contract/responses";

const ZBody = z.object({ Text: z.string().min(1, "is required").max(200_000, "must be at most 200,000 characters") });

export const highlight = defineEndpoint({
  id: "search.highlight",
  response: ZHighlightResult,
  summary: "Highlight the words and phrases of a query in a document or a posted text",
  description:
    'GET with q and docId (5_<n>) highlights a stored document; POST with q and a JSON body {"Text": "..."} ' +
    "highlights that text. Answers {HtmlText (escaped HTML, matches in <em>), ContainsHighlightedTokens, Description}.",
  methods: ["GET", "POST"],
  paths: ["/v1/highlight"],
  params: z.object({
    q: zText(2000),
    docId: z
      .string()
      .regex(/^(5_)?\d{1,18}$/, "must be a document itemRef such as 5_42")
      .optional(),
  }),
  body: { kind: "json", schema: ZBody },
  formats: "standard",
  auth: "user",
  xmlRoot: "Highlight",
  examples: [
    { request: "GET /api/v1/highlight?q=hurricane&docId=5_42&type=json" },
    { request: 'POST /api/v1/highlight?q="crude oil"&type=json {"Text":"Crude oil prices rose."}' },
  ],
  handler: async ({ params, body, ctx }) => {
    const text = ctx.method === "POST" ? (body as z.infer<typeof ZBody>).Text : undefined;
    return wireHighlight(await highlightText({ q: params.q, docId: params.docId, text }));
  },
});
