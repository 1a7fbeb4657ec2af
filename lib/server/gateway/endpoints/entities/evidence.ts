import "server-only";
import { z } from "zod";
import { ENTITY_EXTRAS } from "@/lib/server/entities/entity-extras";
import { findEvidence } from "@/lib/server/entities/find-evidence";
import { wireEvidence } from "@/lib/server/gateway/wire/entities";
import { pagingParams, zEntityRef, zListOf } from "../search/search-params";
import { ZEvidence } from "@/lib/contract/responses";
import { getEntry } from "../entries";

export const entityEvidence = getEntry({
  id: "entities.evidence",
  response: ZEvidence,
  summary: "The documents in which an entity was recognised, with the evidence sentences highlighted",
  description:
    "entityReference (required; <slug>-11_<n> or 11_<n>; unknown → 404). ItemSet: the entity. " +
    "Extras.RelatedDocuments: {TotalCount, Items, LastUpdated}, the documents mentioning it, newest first, paged " +
    "by pageSize (1..500, default 10) and pageNumber (from 0). Each document has Extras.Evidence: {Sentences " +
    "(plain text), HtmlSentences (escaped HTML, the mentions in <em>), LastUpdated}: up to 3 sentences in which " +
    "the entity was recognised, in text order (the title when it was recognised only there; sentences over 400 " +
    "characters are cut around the mention with …). extras: Metadata, Images for the entity in ItemSet; " +
    "RelatedDocuments is accepted (it is always present). The reference of an entity merged into another " +
    "answers for the survivor, whose ItemSet item has MergedFrom (the reference asked for), an addition.",
  paths: ["/entities/evidence", "/entities/evidence/{entityReference}", "/evidence"],
  params: z.object({
    entityReference: zEntityRef(),
    ...pagingParams(10),
    // RelatedDocuments is always in the answer (api-spec); naming it is accepted.
    extras: zListOf([...ENTITY_EXTRAS, "RelatedDocuments"] as const).optional(),
  }),
  formats: "standard",
  auth: "user",
  xmlRoot: "Evidence",
  examples: [
    { request: "GET /api/entities/evidence/nancy-pelosi-11_1114?pageSize=5&type=json" },
    { request: "GET /api/evidence?entityReference=11_1114" },
  ],
  get: async ({ params, ctx }) =>
    wireEvidence(
      await findEvidence({
        ...params,
        id: params.entityReference,
        extras: (params.extras ?? []).filter((extra) => extra !== "RelatedDocuments"),
        callerId: ctx.caller.user.id,
      }),
      ctx.origin,
    ),
});
