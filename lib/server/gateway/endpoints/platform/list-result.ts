import "server-only";
import { MIN_DATE } from "@/lib/server/gateway/format/types";
import type { TRequestContext, TCaller } from "@/lib/server/gateway/types";
import { ApiError } from "@/lib/server/gateway/errors";

/** The list shape of every platform endpoint (XML: ResultList). LastUpdated: the newest row's change. */
export function listResult<T extends object>(items: T[], totalCount = items.length) {
  const stamps = items
    .map((i) => (i as { LastUpdated?: unknown }).LastUpdated)
    .filter((d): d is Date => d instanceof Date);
  const newest = stamps.length > 0 ? new Date(Math.max(...stamps.map((d) => d.getTime()))) : MIN_DATE;
  return { Items: items, TotalCount: totalCount, LastUpdated: newest };
}

/** The person who really made the request: the admin while impersonating, else the caller. */
export function realUser(ctx: TRequestContext) {
  const caller = ctx.caller as TCaller;
  return caller.realUser ?? caller.user;
}

/** Admin operations check the real user, so an impersonating admin keeps managing impersonation. */
export function requireRealAdmin(ctx: TRequestContext) {
  const user = realUser(ctx);
  if (user.role !== "admin") throw new ApiError("FORBIDDEN", "this operation needs the admin role");
  return user;
}

export const created = (ctx: TRequestContext) => ctx.setStatus(201);
