import "server-only";
import type { TProvider } from "@/lib/server/providers/manage-providers";
import type { TProviderAccess } from "@/lib/server/providers/provider-access";

/** A provider never changed by an admin (known from its documents only) shows this LastUpdated. */
const MIN_DATE = "0001-01-01T00:00:00";

/** A provider record. */
export function wireProvider(provider: TProvider) {
  return {
    Name: provider.name,
    Description: provider.description ?? "",
    Restricted: provider.restricted ?? false,
    Registered: provider.registered,
    DocumentCount: provider.documentCount,
    UserCount: provider.userCount,
    LastUpdated: provider.updatedAt ?? MIN_DATE,
  };
}

/** A provider's access list. */
export function wireProviderAccess(access: TProviderAccess) {
  return {
    Provider: access.provider,
    Restricted: access.restricted,
    Users: access.users.map((u) => ({ UserName: u.username, GrantedDate: u.grantedAt })),
    LastUpdated: access.updatedAt,
  };
}
