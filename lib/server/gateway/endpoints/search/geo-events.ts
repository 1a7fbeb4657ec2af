import "server-only";
import { z } from "zod";
import { badRequest } from "@/lib/server/gateway/errors";
import { zInt, zNumber } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireGeoEvents } from "@/lib/server/gateway/wire/search";
import { findGeoEvents } from "@/lib/server/search/geo-events";
import { zQuery } from "./search-params";
import { ZGeoEventList } from "@/lib/contract/responses";

export const geoEvents = defineEndpoint({
  id: "search.geoevents",
  response: ZGeoEventList,
  summary: "Geo events: places of the stories matching a query (discouraged: use /entities/geo)",
  description:
    "Each row is a (story, place) pair: Term (the City, Country, Region or Site), Story (the story's document with " +
    "Extras ClusterId, NoDocuments, FirstReported), Latitude, Longitude, Weight (summed salience of the place " +
    "in the story's matching documents). minLat, maxLat, minLong, maxLong give a bounding box (all four or " +
    "none; none is global). maxNoVisibleEvent caps the rows (default 50). minNoDoc is accepted and has no " +
    "effect, as in the reference. Discouraged in favour of /entities/geo.",
  methods: ["GET"],
  paths: ["/search/geoevents", "/geoEvents", "/geoEvents/{query}"],
  params: z.object({
    q: zQuery(),
    minNoDoc: zInt(0, 1_000_000).optional(),
    maxNoVisibleEvent: zInt(1, 500).default(50),
    minLat: zNumber(-90, 90).optional(),
    maxLat: zNumber(-90, 90).optional(),
    minLong: zNumber(-180, 180).optional(),
    maxLong: zNumber(-180, 180).optional(),
  }),
  formats: "standard",
  auth: "user",
  xmlRoot: "GeoEvents",
  examples: [
    { request: "GET /api/search/geoevents?q=hurricane&minLat=10&maxLat=40&minLong=-90&maxLong=-60&type=json" },
  ],
  handler: async ({ params, ctx }) => {
    const corners = [params.minLat, params.maxLat, params.minLong, params.maxLong];
    const given = corners.filter((c) => c !== undefined).length;
    if (given !== 0 && given !== 4)
      throw badRequest("INVALID_PARAMETER", "give all of minLat, maxLat, minLong, maxLong, or none");
    if (given === 4 && (params.minLat! > params.maxLat! || params.minLong! > params.maxLong!)) {
      throw badRequest("INVALID_PARAMETER", "minLat/minLong must not be greater than maxLat/maxLong");
    }
    const box =
      given === 4
        ? { minLat: params.minLat!, maxLat: params.maxLat!, minLong: params.minLong!, maxLong: params.maxLong! }
        : undefined;
    const events = await findGeoEvents({
      q: params.q,
      box,
      max: params.maxNoVisibleEvent,
      callerId: ctx.caller.user.id,
    });
    return wireGeoEvents(events, ctx.origin);
  },
});
