import "server-only";
import { z } from "zod";
import { zList, zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { searchProviderItems } from "@/lib/server/social/social-provider-search";
import { socialToQuery } from "@/lib/server/social/social-to-query";
import { wireSocialQuery, wireSocialResult } from "@/lib/server/gateway/wire/social";
import { pagingParams } from "../search/search-params";
import { ZSocialQuery } from "@/lib/contract/responses";
import { ZSocialResult } from "@/lib/contract/responses";

const searchParams = z.object({ q: zText(500).optional(), languages: zList().optional(), ...pagingParams(10) });
const NOT_CONFIGURED =
  "When the provider cannot deliver (this service ships no Twitter or YouTube provider: their APIs need paid or " +
  "reviewed credentials; see lib/server/social/providers) the answer is 503 PROVIDER_NOT_CONFIGURED saying so, not an empty list.";

function providerSearch(id: string, name: string, paths: string[]) {
  return defineEndpoint({
    id,
    response: ZSocialResult,
    summary: `Search stored ${name} items`,
    description:
      `Like /search/social with providers=${name}: {Statuses, Items (Social items), TotalCount, LastUpdated}. q: words ` +
      `matched against author and text; languages; pageSize (10), pageNumber (0). ${NOT_CONFIGURED}`,
    methods: ["GET"],
    paths,
    params: searchParams,
    formats: "standard",
    auth: "user",
    xmlRoot: "SocialResult",
    examples: [
      { request: `GET /api${paths[0]}?q=election&type=json`, note: "503 PROVIDER_NOT_CONFIGURED until configured" },
    ],
    handler: async ({ params }) => {
      const result = await searchProviderItems(name, params);
      return wireSocialResult(result, result.total);
    },
  });
}

export const twitterSearchEndpoint = providerSearch("twitter.search", "Twitter", ["/v1/twitter/search", "/v1/twitter"]);
export const youtubeSearchEndpoint = providerSearch("youtube.search", "YouTube", ["/v1/youtube", "/v1/youtube/search"]);

export const twitterToQueryEndpoint = defineEndpoint({
  id: "twitter.toquery",
  response: ZSocialQuery,
  summary: "Turn a Twitter-style search into a query-language string for document search",
  description:
    'q: a social search (#tags, "phrases", -exclusions, OR, parentheses, from:/lang:/since: and other operators). ' +
    "Answers {OriginalQueryString, Query, Ignored (operators documents cannot match, e.g. from:bbc), LastUpdated}; " +
    "Query always parses (lib/server/social/social-to-query.ts has the rules). Works without any social provider.",
  methods: ["GET"],
  paths: ["/v1/twitter/toquery"],
  params: z.object({ q: zText(2000) }),
  formats: "standard",
  auth: "user",
  xmlRoot: "SocialQuery",
  examples: [
    {
      request: "GET /api/v1/twitter/toquery?q=%23election%20%22climate%20change%22%20-spam%20from%3Abbc&type=json",
      response: {
        OriginalQueryString: '#election "climate change" -spam from:bbc',
        Query: 'election "climate change" NOT spam',
        Ignored: ["from:bbc"],
      },
    },
  ],
  handler: async ({ params }) => wireSocialQuery(socialToQuery(params.q)),
});
