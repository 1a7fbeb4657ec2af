import "server-only";
import { z } from "zod";
import { zList } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { SOCIAL_PROVIDERS } from "@/lib/server/social/providers";
import { searchSocial } from "@/lib/server/social/search-social";
import { wireSocialResult } from "@/lib/server/gateway/wire/social";
import { pagingParams, zQuery } from "./search-params";
import { ZSocialResult } from "@/lib/contract/responses";

export const searchSocialEndpoint = defineEndpoint({
  id: "search.social",
  response: ZSocialResult,
  summary: "Search stored social-media items",
  description:
    "Items collected from social sources, newest first. q (or the {query} segment): words matched against the " +
    "author and the text. providers (or the {providers} segment): comma-separated provider names, any case " +
    `(known: ${SOCIAL_PROVIDERS.map((p) => p.name).join(", ")}); all when omitted. languages: comma-separated ` +
    "language codes; any language when omitted. pageSize (default 10), pageNumber (first page 0). Statuses say " +
    "per requested provider whether it can deliver (ok, not configured, no sources, pending, error, unknown " +
    "provider). LastUpdated is the last successful poll, 0001-01-01T00:00:00 when there has been none.",
  methods: ["GET"],
  paths: [
    "/search/social",
    "/search/social/{query}",
    "/search/social/{query}/{providers}",
    "/meta",
    "/meta/{query}/{providers}",
  ],
  params: z.object({
    q: zQuery(),
    providers: zList().optional(),
    languages: zList().optional(),
    ...pagingParams(10),
  }),
  formats: "standard",
  auth: "user",
  xmlRoot: "SocialResult",
  examples: [
    { request: "GET /api/search/social?q=election&providers=Mastodon&languages=en&type=json" },
    { request: "GET /api/meta/election/Mastodon?type=json" },
  ],
  handler: async ({ params }) => {
    const result = await searchSocial({
      q: params.q,
      providers: params.providers,
      languages: params.languages,
      pageSize: params.pageSize,
      pageNumber: params.pageNumber,
    });
    return wireSocialResult(result);
  },
});
