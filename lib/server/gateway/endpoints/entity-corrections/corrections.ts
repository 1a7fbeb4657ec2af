import "server-only";
import { z } from "zod";
import { zInt } from "@/lib/server/gateway/param-types";
import { defineEndpoint, type TAuthedContext } from "@/lib/server/gateway/types";
import { changeAliases } from "@/lib/server/entities/corrections/change-aliases";
import { listCorrections } from "@/lib/server/entities/corrections/list-corrections";
import { assertMayCorrect } from "@/lib/server/entities/corrections/may-correct";
import { mergeEntities } from "@/lib/server/entities/corrections/merge-entities";
import type { TCorrectionResult } from "@/lib/server/entities/corrections/record-correction";
import { splitEntity } from "@/lib/server/entities/corrections/split-entity";
import { suggestMerges } from "@/lib/server/entities/corrections/suggest-merges";
import { undoCorrection } from "@/lib/server/entities/corrections/undo-correction";
import { updateEntity } from "@/lib/server/entities/corrections/update-entity";
import {
  wireCorrectionResult,
  wireCorrectionSuggestions,
  wireCorrectionUndo,
  wireEntityHistory,
} from "@/lib/server/gateway/wire/corrections";
import { ENTITY_TYPES } from "@/lib/nlp/types";
import { zEntityRef } from "../search/search-params";
import { zJsonObject, zName } from "../platform/json-body";
import { ZCorrectionResult, ZCorrectionSuggestions, ZCorrectionUndo, ZEntityHistory } from "@/lib/contract/responses";

const WHO = "Editors and admins only (403 for anyone else; nothing changes).";
const ANSWER = "Answers {CorrectionId, Entity: {Id, Description, Type, Status, MergedInto, Aliases, DocumentCount}}.";

/** An entity id in a JSON body: 11_<n> or an EntityReference <slug>-11_<n>. */
const ZBodyEntityRef = z
  .string({ error: "must be an entity id such as 11_42" })
  .regex(/^(?:.+-)?11_[1-9]\d{0,17}$/, "must be an entity: 11_<number> or <slug>-11_<number>")
  .transform((v) => BigInt(/11_(\d+)$/.exec(v)![1]!));
const ZEntityType = z.enum(ENTITY_TYPES, { error: `must be one of ${ENTITY_TYPES.join(", ")}` });
const ZAliasList = z.array(zName(200), { error: "must be an array of names" }).max(100, "at most 100 aliases");

export const ZMergeBody = zJsonObject({
  Into: ZBodyEntityRef,
  From: z
    .array(ZBodyEntityRef, { error: "must be an array of entity ids" })
    .min(1, "must name at least one entity")
    .max(50),
});
export const ZAliasesBody = zJsonObject({ Add: ZAliasList.default([]), Remove: ZAliasList.default([]) });
export const ZSplitBody = zJsonObject({ Alias: zName(200), Type: ZEntityType.optional() });
export const ZEntityPatchBody = zJsonObject({
  Description: zName(200).optional(),
  Type: ZEntityType.optional(),
  Blocked: z.boolean({ error: "must be true or false" }).optional(),
});

/** The correcting user as the correction log records them. */
const corrector = (ctx: TAuthedContext) => {
  const user = ctx.caller.user;
  return { id: user.id, username: user.username, role: user.role };
};

type TCorrectionSpec<S extends z.ZodObject, B extends z.ZodType> = {
  id: string;
  summary: string;
  /** What the correction does; the answer and who may make it are said by every correction alike. */
  does: string;
  method: "POST" | "PATCH";
  path: string;
  params: S;
  body: B;
  example: string;
  correct: (actor: ReturnType<typeof corrector>, params: z.infer<S>, body: z.infer<B>) => Promise<TCorrectionResult>;
};

/** A correction of entities by an editor: a JSON body in, the correction and the corrected entity out. */
function correctionEndpoint<S extends z.ZodObject, B extends z.ZodType>(spec: TCorrectionSpec<S, B>) {
  return defineEndpoint({
    id: spec.id,
    response: ZCorrectionResult,
    summary: spec.summary,
    description: `${spec.does} ${ANSWER} ${WHO}`,
    methods: [spec.method],
    paths: [spec.path],
    params: spec.params,
    body: { kind: "json", schema: spec.body },
    formats: "standard",
    auth: "editor",
    mutates: true,
    xmlRoot: "EntityCorrection",
    examples: [{ request: spec.example }],
    handler: async ({ params, body, ctx }) =>
      wireCorrectionResult(await spec.correct(corrector(ctx), params, body as z.infer<B>)),
  });
}

const ZEntityPath = z.object({ entityReference: zEntityRef() });

export const mergeEntitiesEndpoint = correctionEndpoint({
  id: "entities.merge",
  summary: "Merge entities into one (editors and admins)",
  does:
    'JSON {"Into": "11_<n>", "From": ["11_<m>", …]}: the From entities\' mentions, quotes, list memberships, names ' +
    "and aliases move to Into; they keep their rows (Status merged, MergedInto) so future imports of their names " +
    "resolve to Into.",
  method: "POST",
  path: "/v1/entities/merge",
  params: z.object({}),
  body: ZMergeBody,
  example: 'POST /api/v1/entities/merge?type=json {"Into": "11_12", "From": ["11_34"]}',
  correct: (actor, _params, b) => mergeEntities(actor, b.Into, b.From),
});

export const entityAliasesEndpoint = correctionEndpoint({
  id: "entities.aliases",
  summary: "Add and remove an entity's aliases (editors and admins)",
  does: 'JSON {"Add": [..], "Remove": [..]}; the entity\'s own name cannot be removed (409).',
  method: "POST",
  path: "/v1/entities/{entityReference}/aliases",
  params: ZEntityPath,
  body: ZAliasesBody,
  example: 'POST /api/v1/entities/11_12/aliases?type=json {"Add": ["U.S."], "Remove": ["US Army"]}',
  correct: (actor, params, b) => changeAliases(actor, params.entityReference, { add: b.Add, remove: b.Remove }),
});

export const splitEntityEndpoint = correctionEndpoint({
  id: "entities.split",
  summary: "Split an alias off into a new entity (editors and admins)",
  does:
    'JSON {"Alias": "...", "Type"?: "..."}: a new entity named Alias takes the alias and the mentions written ' +
    "with it. Entity in the answer is the new entity.",
  method: "POST",
  path: "/v1/entities/{entityReference}/split",
  params: ZEntityPath,
  body: ZSplitBody,
  example: 'POST /api/v1/entities/11_12/split?type=json {"Alias": "Georgia", "Type": "Country"}',
  correct: (actor, params, b) => splitEntity(actor, params.entityReference, { alias: b.Alias, type: b.Type }),
});

export const updateEntityEndpoint = correctionEndpoint({
  id: "entities.update",
  summary: "Rename, retype or block an entity (editors and admins)",
  does:
    'JSON {"Description"?, "Type"?, "Blocked"?: true|false}. Blocked: not an entity; its mentions disappear from ' +
    "every result and future imports skip its name and aliases.",
  method: "PATCH",
  path: "/v1/entities/{entityReference}",
  params: ZEntityPath,
  body: ZEntityPatchBody,
  example: 'PATCH /api/v1/entities/11_12?type=json {"Blocked": true}',
  correct: (actor, params, b) =>
    updateEntity(actor, params.entityReference, { description: b.Description, type: b.Type, blocked: b.Blocked }),
});

export const entityHistoryEndpoint = defineEndpoint({
  id: "entities.history",
  response: ZEntityHistory,
  summary: "The corrections of an entity, newest first (editors and admins)",
  description:
    "Entity: the entity now {Id, Description, Type, Status, MergedInto, Aliases, DocumentCount}; Items: {Id, Kind " +
    `(merge, split, aliases, update, undo), Entity, User, At, Before, After, UndoneAt, UndoOf, CanUndo}. ${WHO}`,
  methods: ["GET"],
  paths: ["/v1/entities/{entityReference}/history"],
  params: ZEntityPath,
  formats: "standard",
  auth: "editor",
  examples: [{ request: "GET /api/v1/entities/11_12/history?type=json" }],
  handler: async ({ params, ctx }) => {
    assertMayCorrect(ctx.caller.user);
    return wireEntityHistory(await listCorrections(params.entityReference));
  },
});

export const undoCorrectionEndpoint = defineEndpoint({
  id: "entities.corrections.undo",
  response: ZCorrectionUndo,
  summary: "Undo a correction (editors and admins)",
  description:
    "Restores exactly the rows the correction changed. Only the latest standing correction of its entities can be " +
    `undone (409 LATER_CORRECTION names the one to undo first); an undone correction is 409 ALREADY_UNDONE. ${WHO}`,
  methods: ["POST"],
  paths: ["/v1/entities/corrections/{id}/undo"],
  params: z.object({ id: zInt(1, Number.MAX_SAFE_INTEGER) }),
  formats: "standard",
  auth: "editor",
  mutates: true,
  xmlRoot: "EntityCorrectionUndone",
  examples: [{ request: "POST /api/v1/entities/corrections/7/undo?type=json" }],
  handler: async ({ params, ctx }) => wireCorrectionUndo(await undoCorrection(corrector(ctx), BigInt(params.id))),
});

export const suggestMergesEndpoint = defineEndpoint({
  id: "entities.corrections.suggestions",
  response: ZCorrectionSuggestions,
  summary: "Suggested merges: same-type entities whose names or aliases nearly coincide (editors and admins)",
  description:
    "entity (optional): only pairs with this entity. size 1-200 (default 50). Items: {Type, Entities: [two], " +
    `Evidence: {Forms, Similarity}}. Never applied by the service: an editor merges. ${WHO}`,
  methods: ["GET"],
  paths: ["/v1/entities/corrections/suggestions"],
  params: z.object({ entity: zEntityRef().optional(), size: zInt(1, 200).default(50) }),
  formats: "standard",
  auth: "editor",
  examples: [{ request: "GET /api/v1/entities/corrections/suggestions?entity=11_12&type=json" }],
  handler: async ({ params, ctx }) => {
    assertMayCorrect(ctx.caller.user);
    return wireCorrectionSuggestions(await suggestMerges({ entity: params.entity, limit: params.size }));
  },
});

export const ENTITY_CORRECTION_ENDPOINTS = [
  mergeEntitiesEndpoint,
  entityAliasesEndpoint,
  splitEntityEndpoint,
  updateEntityEndpoint,
  entityHistoryEndpoint,
  undoCorrectionEndpoint,
  suggestMergesEndpoint,
];
