import "server-only";
import { z } from "zod";
import { badRequest } from "@/lib/server/gateway/errors";
import { zEnum, zInt, zNumber } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireGeoEntityList } from "@/lib/server/gateway/wire/entities";
import { findGeoEntities, GEO_SORTS } from "@/lib/server/entities/find-geo-entities";
import { zQuery } from "../search/search-params";
import { ZGeoEntityList } from "@/lib/contract/responses";

export const geoEntities = defineEndpoint({
  id: "entities.geo",
  response: ZGeoEntityList,
  summary: "Places mentioned in the documents matching a query, with coordinates",
  description:
    "q: a query over documents (all documents when omitted); places are the geocoded City, Country, Region and Site entities " +
    "recognised in the latest 10,000 matching documents. minLat/maxLat (-90..90) and minLong/maxLong " +
    "(-180..180) are optional and each applies on its own; a min greater than its max is 400. sortBy: relevance " +
    "(default; Size = Σ document relevance × the place's salience, scaled so the best place has 1) or count " +
    "(Size = number of matching documents mentioning the place). size 1..500 (default 10). " +
    "Rows: {Item {Id, Description, Type}, Latitude, Longitude, Size}.",
  methods: ["GET"],
  paths: ["/entities/geo"],
  params: z.object({
    q: zQuery(),
    minLat: zNumber(-90, 90).optional(),
    maxLat: zNumber(-90, 90).optional(),
    minLong: zNumber(-180, 180).optional(),
    maxLong: zNumber(-180, 180).optional(),
    sortBy: zEnum(GEO_SORTS).default("relevance"),
    size: zInt(1, 500).default(10),
  }),
  formats: "standard",
  auth: "user",
  xmlRoot: "GeoEntities",
  examples: [
    { request: "GET /api/entities/geo?q=hurricane&type=json" },
    { request: "GET /api/entities/geo?minLat=35&maxLat=70&minLong=-10&maxLong=40&sortBy=count&size=20" },
  ],
  handler: async ({ params, ctx }) => {
    const { minLat, maxLat, minLong, maxLong } = params;
    if (minLat !== undefined && maxLat !== undefined && minLat > maxLat)
      throw badRequest("INVALID_PARAMETER", "minLat must not be greater than maxLat");
    if (minLong !== undefined && maxLong !== undefined && minLong > maxLong)
      throw badRequest("INVALID_PARAMETER", "minLong must not be greater than maxLong");
    const places = await findGeoEntities({
      q: params.q,
      bounds: { minLat, maxLat, minLong, maxLong },
      sortBy: params.sortBy,
      size: params.size,
      callerId: ctx.caller.user.id,
    });
    return wireGeoEntityList(places);
  },
});
