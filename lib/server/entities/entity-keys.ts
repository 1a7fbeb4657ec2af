import "server-only";

/** Matching key of a name: case, diacritics, punctuation and a leading "the" do not matter. */
export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/^the /, "");
}

/** URL-safe slug for EntityReference (`<slug>-11_<n>`). */
export function slugify(name: string): string {
  return nameKey(name).replace(/ /g, "-").slice(0, 80) || "entity";
}

export const entityRef = (id: bigint | number | string) => `11_${id}`;
export const entityReference = (slug: string, id: bigint | number | string) => `${slug}-11_${id}`;
