import "server-only";
import { cookies } from "next/headers";
import { authenticate } from "./authenticate";
import { actorOfUser, type TCurrentActor } from "@/lib/server/auth/current-actor";
import { SESSION_COOKIE } from "@/lib/server/auth/session";

/** The signed-in user of a page request (session cookie, else the anonymous user), or null. */
export async function pageActor(): Promise<TCurrentActor | null> {
  const sealed = (await cookies()).get(SESSION_COOKIE)?.value;
  const caller = await authenticate({
    method: "GET",
    origin: "",
    rawPathAndQuery: "/",
    cookieHeader: sealed ? `${SESSION_COOKIE}=${sealed}` : null,
  });
  return caller ? actorOfUser(caller.user) : null;
}
