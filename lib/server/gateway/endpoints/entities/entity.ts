import "server-only";
import { z } from "zod";
import { ENTITY_EXTRAS } from "@/lib/server/entities/entity-extras";
import { findEntity } from "@/lib/server/entities/find-entity";
import { wireEntity } from "@/lib/server/gateway/wire/entities";
import { zEntityRef, zListOf } from "../search/search-params";
import { ZEntityItem } from "@/lib/contract/responses";
import { getEntry } from "../entries";

export const getEntity = getEntry({
  id: "entity.get",
  response: ZEntityItem,
  summary: "One entity with its metadata and images",
  description:
    "entityReference (or the path segment): <slug>-11_<n> or 11_<n>; an unknown entity is 404. The reference " +
    "of an entity merged into another answers with the survivor's item and MergedFrom (the reference asked " +
    "for), an addition. extras: Metadata " +
    "and/or Images (both when omitted). Metadata.TextFields: Type, Aliases, DocumentCount, FirstSeen, LastSeen " +
    "(Value ISO 8601, ValueFormatted readable), for places Latitude, Longitude, CountryCode, Population, facts " +
    "found in the texts (e.g. Role), then stored properties. Metadata.ItemFields: RelatedEntity (the 5 entities " +
    "most often in the same documents, over the entity's latest 500 documents) and RecentDocument (its 3 newest " +
    "documents). Images: stored images in the spec's shape.",
  paths: ["/entity", "/entity/{entityReference}"],
  params: z.object({
    entityReference: zEntityRef(),
    extras: zListOf(ENTITY_EXTRAS).optional(),
  }),
  formats: "standard",
  auth: "user",
  xmlRoot: "TermData",
  examples: [
    { request: "GET /api/entity/nancy-pelosi-11_1114?type=json" },
    { request: "GET /api/entity?entityReference=11_1114&extras=Metadata" },
  ],
  get: async ({ params, ctx }) =>
    wireEntity(
      await findEntity({
        id: params.entityReference,
        extras: params.extras?.length ? params.extras : ENTITY_EXTRAS,
        callerId: ctx.caller.user.id,
      }),
      ctx.origin,
    ),
});
