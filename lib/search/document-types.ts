import "server-only";
import { DomainError } from "@/lib/errors";

/**
 * Values of the `types` parameter of document searches: a document type, or a group of types
 * (widget settings carry semicolon-separated group names). Matched case-insensitively.
 */
export const DOCUMENT_TYPE_GROUPS: Record<string, string[]> = {
  news: ["Article"],
  article: ["Article"],
  blog: ["Blog Post"],
  files: ["Local File"],
  "local file": ["Local File"],
  manual: ["Manual Article"],
  "manual article": ["Manual Article"],
  factsheets: ["Fact Sheet"],
  "fact sheet": ["Fact Sheet"],
  comments: ["Article Comment"],
  "article comment": ["Article Comment"],
  usercontent: ["Local File", "Manual Article", "Fact Sheet", "Article Comment"],
};

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
