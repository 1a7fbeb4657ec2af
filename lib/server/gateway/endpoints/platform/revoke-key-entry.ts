import "server-only";
import { z } from "zod";
import { zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint, type TAuthMode, type TEndpoint, type THandlerInput } from "@/lib/server/gateway/types";
import { ZSuccess } from "@/lib/contract/responses";

const ZKey = z.object({ key: zText(100) });

/**
 * DELETE of a key, given as the `key` parameter or as the last path segment (`{path}/{key}`): answers
 * `{Success: true, ApiKey}` once `revoke` has done it. API keys and service keys are revoked alike.
 */
export function revokeKeyEntry<A extends TAuthMode>(spec: {
  id: string;
  summary: string;
  description: string;
  path: string;
  auth: A;
  example: string;
  revoke: (input: THandlerInput<z.infer<typeof ZKey>, A>) => Promise<unknown>;
}): TEndpoint {
  const { path, example, revoke, ...rest } = spec;
  return defineEndpoint<typeof ZKey, A>({
    ...rest,
    response: ZSuccess,
    methods: ["DELETE"],
    paths: [path, `${path}/{key}`],
    params: ZKey,
    formats: "standard",
    mutates: true,
    xmlRoot: "Result",
    examples: [{ request: example, response: { Success: true } }],
    handler: async (input) => {
      await revoke(input);
      return { Success: true, ApiKey: input.params.key };
    },
  });
}
