import "server-only";
import type { TEntityType } from "../types";
import { foldName } from "../geo/fold-name";
import { KNOWN_ENTITY_LINES } from "./data/known-entities";

export type TKnownEntity = {
  type: TEntityType;
  name: string;
  aliases: string[];
  /** News media: companies (M) or public, state or non-profit bodies (N); kept as a hint in metadata. */
  media: boolean;
};

type TKnownIndex = { exact: Map<string, TKnownEntity>; folded: Map<string, TKnownEntity> };
let index: TKnownIndex | undefined;

const KIND: Record<string, TEntityType> = {
  O: "Organization",
  C: "Company",
  M: "Company",
  N: "Organization",
  P: "Person",
};
const ACRONYM_LIKE = /^[A-Z0-9&.\-]+$|^[A-Z][a-z]?[A-Z]/;

function build(): TKnownIndex {
  const exact = new Map<string, TKnownEntity>();
  const folded = new Map<string, TKnownEntity>();
  for (const line of KNOWN_ENTITY_LINES.split("\n")) {
    if (!line.trim()) continue;
    const [kind = "O", name = "", aliasText = ""] = line.split("|");
    const aliases = aliasText.split(";").filter(Boolean);
    const entity: TKnownEntity = {
      type: KIND[kind] ?? "Organization",
      name,
      aliases,
      media: kind === "M" || kind === "N",
    };
    for (const form of [name, ...aliases]) {
      // Acronyms and camel-case brands must match exactly: "WHO" is not "who", "AP" is not "Ap".
      if (ACRONYM_LIKE.test(form) && !form.includes(" ")) exact.set(form, entity);
      else if (!folded.has(foldName(form))) folded.set(foldName(form), entity);
    }
  }
  return { exact, folded };
}

export function findKnownEntity(surface: string): TKnownEntity | undefined {
  index ??= build();
  return (
    index.exact.get(surface) ??
    (ACRONYM_LIKE.test(surface) && !surface.includes(" ") && surface.length <= 5
      ? undefined
      : index.folded.get(foldName(surface)))
  );
}
