import "server-only";
import { DOCUMENT_TYPE_GROUPS } from "@/lib/contract/document-types";
import { DomainError } from "@/lib/server/errors";

export { DOCUMENT_TYPE_GROUPS };

export function documentTypesOf(groups: string[] | undefined): string[] | undefined {
  if (!groups || groups.length === 0) return undefined;
  const types = new Set<string>();
  for (const group of groups
    .flatMap((g) => g.split(";"))
    .map((g) => g.trim())
    .filter(Boolean)) {
    const found = DOCUMENT_TYPE_GROUPS[group.toLowerCase()];
    if (!found) {
      throw new DomainError(
        "INVALID_PARAMETER",
        `parameter types: unknown document type "${group}" (use ${Object.keys(DOCUMENT_TYPE_GROUPS).join(", ")})`,
      );
    }
    found.forEach((t) => types.add(t));
  }
  return [...types];
}
