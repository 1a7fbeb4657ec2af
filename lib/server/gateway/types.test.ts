import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { defineEndpoint, type TCaller, type TRequestContext } from "./types";

const base = { summary: "s", methods: ["GET" as const], paths: ["/x"], params: z.object({}), formats: "json" as const };

describe("handler context", () => {
  it("is typed by the auth mode: a caller and an actor unless the mode is none", async () => {
    const open = defineEndpoint({
      ...base,
      id: "t.open",
      auth: "none",
      examples: [],
      handler: async ({ ctx }) => {
        expectTypeOf(ctx.caller).toEqualTypeOf<TCaller | null>();
        return ctx.caller === null;
      },
    });
    const signedIn = defineEndpoint({
      ...base,
      id: "t.user",
      auth: "user",
      examples: [],
      handler: async ({ ctx }) => {
        expectTypeOf(ctx.caller).toEqualTypeOf<TCaller>();
        return ctx.actor.userId;
      },
    });
    const ctx = { caller: null } as unknown as TRequestContext;
    expect(await open.handler({ params: {}, body: undefined, rawBody: undefined, ctx })).toBe(true);
    const authed = { ...ctx, caller: { user: { id: 7 } }, actor: { userId: 7, isAdmin: false } } as TRequestContext;
    expect(await signedIn.handler({ params: {}, body: undefined, rawBody: undefined, ctx: authed })).toBe(7);
  });
});
