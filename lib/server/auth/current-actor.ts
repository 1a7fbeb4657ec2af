import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/** The caller of the request being served, for services reached without an explicit caller (the query compiler). */
export type TCurrentActor = { userId: number; isAdmin: boolean };

/** The actor a signed-in user is: services check every permission from this. */
export const actorOfUser = (user: { id: number; role: string }): TCurrentActor => ({
  userId: user.id,
  isAdmin: user.role === "admin",
});

const storage = new AsyncLocalStorage<TCurrentActor | null>();

export function runAsActor<T>(actor: TCurrentActor | null, work: () => Promise<T>): Promise<T> {
  return storage.run(actor, work);
}

export function currentActor(): TCurrentActor | null {
  return storage.getStore() ?? null;
}
