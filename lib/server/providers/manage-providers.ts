import "server-only";
import { DomainError } from "@/lib/server/errors";
import {
  deleteProviderRegistration,
  findProviderIdByName,
  findProvidersVisibleTo,
  insertProviderUnlessRegistered,
  registerProviderOfDocuments,
  type TProvider,
  updateProviderFields,
} from "./data/providers";

// A provider is a value of documents.provider (matched ignoring case), optionally registered in
// `providers` with a description and a restriction. Listing merges both: every provider that has
// documents, and every registered one.

export type { TProvider };

/** Providers the caller may see (admins: all), by name; `name` limits to one (ignoring case). */
export async function listProviders(callerId: number, name?: string): Promise<TProvider[]> {
  return findProvidersVisibleTo(callerId, name);
}

export async function getProvider(callerId: number, name: string): Promise<TProvider> {
  const found = (await listProviders(callerId, name))[0];
  if (!found) throw new DomainError("PROVIDER_NOT_FOUND", `no provider ${name}`);
  return found;
}

/** Registers a provider (409 PROVIDER_EXISTS when it is registered already). */
export async function registerProvider(input: { name: string; description: string; restricted: boolean }) {
  if (!(await insertProviderUnlessRegistered(input)))
    throw new DomainError("PROVIDER_EXISTS", `provider ${input.name} is registered already`);
}

/** Changes a provider's description or restriction, registering it first when it only has documents. */
export async function updateProvider(name: string, change: { description?: string; restricted?: boolean }) {
  await ensureRegistered(name);
  await updateProviderFields(name, change);
}

/** Removes the registration and access list: the provider's documents become visible to everyone. */
export async function unregisterProvider(name: string): Promise<void> {
  if (!(await deleteProviderRegistration(name)))
    throw new DomainError("PROVIDER_NOT_FOUND", `provider ${name} is not registered`);
}

/** The provider's id, registering a provider known from documents; unknown anywhere: 404. */
export async function ensureRegistered(name: string): Promise<number> {
  const registered = await registerProviderOfDocuments(name);
  if (registered !== undefined) return registered;
  const existing = await findProviderIdByName(name);
  if (existing === undefined) throw new DomainError("PROVIDER_NOT_FOUND", `no provider ${name}`);
  return existing;
}
