import "server-only";
import { z } from "zod";
import { zEnum, zInt, zNumber } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireTopStories } from "@/lib/server/gateway/wire/search";
import { STORY_EXTRAS } from "@/lib/server/search/story-extras";
import { STORY_SELECTORS, topStories } from "@/lib/server/search/top-stories";
import { zDate, zListOf, zQuery } from "./search-params";
import { ZDocumentList } from "@/lib/contract/responses";

export const searchTopStories = defineEndpoint({
  id: "search.topstories",
  response: ZDocumentList,
  summary: "Top stories: the biggest or fastest-growing news events",
  description:
    "Stories are clusters of documents about one news event. q (or the {query} segment) restricts the documents " +
    "counted. Time window: documents published up to toDate (default: the service clock) and from fromDate; " +
    "without either, the last 24 hours when there is no q (today's stories) and all time with q. fromDate and " +
    "toDate are additions: ISO 8601 dates or datetimes, also yyyy-MM-dd [HH:mm:ss] (UTC). noStories 1..100 (default 5). storyType: only " +
    "default. storySelector: biggest (default; most matching documents in the window) or fastestgrowing " +
    "(matching documents in the last 24 hours of the window divided by 1 + the story's earlier documents per day " +
    "in the window). minRelevance 0..1 (default 0.1, only with q): a story's best document relevance must be at " +
    "least that fraction of the best story's. minNoDocuments (default 2): matching documents in the window. " +
    "Rows are the stories' head documents with ClusterId, NoDocuments (all documents of the story) and " +
    "FirstReported. extras: RelatedEntities (the story's top entities by salience, as entity items), " +
    "DocumentTeasers (of the head document), Images (always an empty Items list: the corpus has no images).",
  methods: ["GET"],
  paths: ["/search/topstories", "/search/topstories/{query}", "/topstories", "/topstories/{query}"],
  params: z.object({
    q: zQuery(),
    noStories: zInt(1, 100).default(5),
    storyType: zEnum(["default"] as const).default("default"),
    storySelector: zEnum(STORY_SELECTORS).default("biggest"),
    minRelevance: zNumber(0, 1).default(0.1),
    minNoDocuments: zInt(1, 1_000_000).default(2),
    fromDate: zDate().optional(),
    toDate: zDate().optional(),
    extras: zListOf(STORY_EXTRAS).optional(),
  }),
  formats: "documents",
  auth: "user",
  examples: [
    { request: "GET /api/search/topstories?type=json", note: "today's five biggest stories" },
    { request: "GET /api/topstories/hurricane?noStories=3&extras=RelatedEntities,DocumentTeasers&type=json" },
    { request: "GET /api/search/topstories?storySelector=fastestgrowing&toDate=2020-01-08&fromDate=2020-01-01" },
  ],
  handler: async ({ params, ctx }) =>
    wireTopStories(
      await topStories({ ...params, extras: params.extras ?? [], callerId: ctx.caller.user.id }),
      ctx.origin,
    ),
});
