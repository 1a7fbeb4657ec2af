import "server-only";
import { DomainError } from "@/lib/server/errors";
import type { TSocialProviderKind } from "../types";
import { mastodonProvider } from "./mastodon";

/**
 * The spec names Twitter and Facebook (and the legacy service had YouTube). Their APIs need paid or
 * reviewed credentials, so no implementation ships: they are listed, report "not configured", and
 * refuse sources with a clear error. Implementing one = replacing its entry here.
 */
function notConfigured(name: string): TSocialProviderKind {
  const reason = `${name} is not configured: this service has no ${name} provider (only Mastodon is available)`;
  const refuse = (): never => {
    throw new DomainError("PROVIDER_NOT_CONFIGURED", reason);
  };
  return { name, unavailable: () => reason, sourceUrl: refuse, parseSourceUrl: refuse, connect: refuse };
}

export const SOCIAL_PROVIDERS: readonly TSocialProviderKind[] = [
  mastodonProvider,
  notConfigured("Twitter"),
  notConfigured("Facebook"),
  notConfigured("YouTube"),
];

/** Case-insensitive lookup; undefined for a name no provider has. */
export function findSocialProvider(name: string): TSocialProviderKind | undefined {
  const wanted = name.trim().toLowerCase();
  return SOCIAL_PROVIDERS.find((p) => p.name.toLowerCase() === wanted);
}

export function socialProvider(name: string): TSocialProviderKind {
  const provider = findSocialProvider(name);
  if (!provider) {
    throw new DomainError(
      "UNKNOWN_PROVIDER",
      `unknown social provider "${name}" (known: ${SOCIAL_PROVIDERS.map((p) => p.name).join(", ")})`,
    );
  }
  return provider;
}
