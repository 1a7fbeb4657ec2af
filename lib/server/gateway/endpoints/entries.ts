import "server-only";
import { z } from "zod";
import { zInt } from "@/lib/server/gateway/param-types";
import {
  defineEndpoint,
  type TAuthedContext,
  type TAuthMode,
  type TEndpoint,
  type THandlerInput,
} from "@/lib/server/gateway/types";
import { ZSuccess } from "@/lib/contract/responses";
import { created, listResult } from "./platform/list-result";

// The families of registry entries that every stored resource repeats: list, create, read, change and
// delete. Each factory fixes what the family always is (method, parameters, status, answer) and takes
// the rest as any entry would, so the OpenAPI document and dispatch see the same entries as before.

/** The largest row id (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** The `{id}` of a stored row in a path. */
export const ZId = z.object({ id: zInt(1, MAX_ID) });

/** The caller's user id: whose rows a user-level entry lists, reads or changes. */
export const ownerOf = (ctx: TAuthedContext) => ctx.caller.user.id;

/** What an entry of a family still names itself; the family supplies the rest. */
type TEntry<S extends z.ZodObject, A extends TAuthMode, K extends keyof TEndpoint> = Omit<
  TEndpoint<S, A>,
  "methods" | "params" | "handler" | K
> & { params?: S };

type TInput<S extends z.ZodObject, A extends TAuthMode> = THandlerInput<z.infer<S>, A>;
type TBodyInput<S extends z.ZodObject, A extends TAuthMode, B extends z.ZodType> = Omit<TInput<S, A>, "body"> & {
  body: z.infer<B>;
};

/** The parameters of an entry that takes none. */
const noParams = () => z.object({});
type TNoParams = ReturnType<typeof noParams>;

/** GET a list: the answer is `{Items, TotalCount, LastUpdated}` (lib/server/gateway/endpoints/platform/list-result.ts). */
export function listEntry<S extends z.ZodObject = TNoParams, A extends TAuthMode = TAuthMode>(
  spec: TEntry<S, A, never> & { list: (input: TInput<S, A>) => Promise<object[]> },
): TEndpoint {
  const { list, params, ...rest } = spec;
  return defineEndpoint<S, A>({
    ...rest,
    methods: ["GET"],
    params: params ?? (noParams() as unknown as S),
    handler: async (input) => listResult(await list(input)),
  });
}

/** GET one row, by default by `{id}`. */
export function getEntry<S extends z.ZodObject = typeof ZId, A extends TAuthMode = TAuthMode>(
  spec: TEntry<S, A, never> & { get: (input: TInput<S, A>) => Promise<unknown> },
): TEndpoint {
  const { get, params, ...rest } = spec;
  return defineEndpoint<S, A>({ ...rest, methods: ["GET"], params: params ?? (ZId as unknown as S), handler: get });
}

/** A JSON body that changes stored data (POST, PUT or PATCH): answers what `write` returns. */
export function writeEntry<B extends z.ZodType, S extends z.ZodObject = TNoParams, A extends TAuthMode = TAuthMode>(
  spec: TEntry<S, A, "body" | "mutates"> & {
    method: "POST" | "PUT" | "PATCH";
    body: B;
    write: (input: TBodyInput<S, A, B>) => Promise<unknown>;
  },
): TEndpoint {
  const { method, write, body, params, ...rest } = spec;
  return defineEndpoint<S, A>({
    ...rest,
    methods: [method],
    params: params ?? (noParams() as unknown as S),
    body: { kind: "json", schema: body },
    mutates: true,
    handler: (input) => write({ ...input, body: input.body as z.infer<B> }),
  });
}

/** POST a JSON body that creates a row: answers 201 with what `create` returns. */
export function createEntry<B extends z.ZodType, S extends z.ZodObject = TNoParams, A extends TAuthMode = TAuthMode>(
  spec: TEntry<S, A, "body" | "mutates"> & {
    body: B;
    create: (input: TBodyInput<S, A, B>) => Promise<unknown>;
  },
): TEndpoint {
  const { create, ...rest } = spec;
  return writeEntry<B, S, A>({
    ...rest,
    method: "POST",
    write: async (input) => {
      const row = await create(input);
      created(input.ctx);
      return row;
    },
  });
}

/** PATCH a row, by default by `{id}`, with a JSON body of the fields to change. */
export function updateEntry<B extends z.ZodType, S extends z.ZodObject = typeof ZId, A extends TAuthMode = TAuthMode>(
  spec: TEntry<S, A, "body" | "mutates"> & {
    body: B;
    update: (input: TBodyInput<S, A, B>) => Promise<unknown>;
  },
): TEndpoint {
  const { update, params, ...rest } = spec;
  return writeEntry<B, S, A>({ ...rest, method: "PATCH", params: params ?? (ZId as unknown as S), write: update });
}

/** POST without a body: a step that changes stored data (approve, activate, log out…); answers what `act` returns. */
export function actionEntry<S extends z.ZodObject = TNoParams, A extends TAuthMode = TAuthMode>(
  spec: TEntry<S, A, "body" | "mutates"> & { act: (input: TInput<S, A>) => Promise<unknown> },
): TEndpoint {
  const { act, params, ...rest } = spec;
  return defineEndpoint<S, A>({
    ...rest,
    methods: ["POST"],
    params: params ?? (noParams() as unknown as S),
    mutates: true,
    handler: act,
  });
}

/**
 * A legacy command: a GET that changes stored data (old clients send these calls as GET). It is declared
 * as a write all the same, so cookie-only callers must be same-origin (DECISIONS 17).
 */
export function commandEntry<S extends z.ZodObject, A extends TAuthMode = TAuthMode>(
  spec: Omit<TEndpoint<S, A>, "methods" | "mutates">,
): TEndpoint {
  return defineEndpoint<S, A>({ ...spec, methods: ["GET"], mutates: true });
}

/** DELETE a row, by default by `{id}`: answers `{Success: true}` once `remove` has done it. */
export function deleteEntry<S extends z.ZodObject = typeof ZId, A extends TAuthMode = TAuthMode>(
  spec: TEntry<S, A, "response" | "mutates" | "xmlRoot" | "examples"> & {
    example: string;
    remove: (input: TInput<S, A>) => Promise<unknown>;
  },
): TEndpoint {
  const { example, remove, params, ...rest } = spec;
  return defineEndpoint<S, A>({
    ...rest,
    response: ZSuccess,
    methods: ["DELETE"],
    params: params ?? (ZId as unknown as S),
    mutates: true,
    xmlRoot: "Result",
    examples: [{ request: example, response: { Success: true } }],
    handler: async (input) => {
      await remove(input);
      return { Success: true };
    },
  });
}
