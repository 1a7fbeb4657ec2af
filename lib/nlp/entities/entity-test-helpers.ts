// Shared by the entity unit tests: run the English extractor on a text and read its result by name.
import type { TEntityOccurrence } from "../types";
import { extractEntities } from "./extract-entities";

export const runEnglish = (text: string, title = "", asides?: string[]) =>
  extractEntities({ title, text, language: "en", asides });

export const typeOf = (ents: TEntityOccurrence[], name: string) => ents.find((e) => e.name === name)?.type;

/** Sorted names of the entities of the given types (all of them when no type is given). */
export const namesOf = (ents: TEntityOccurrence[], ...types: string[]) =>
  ents
    .filter((e) => types.length === 0 || types.includes(e.type))
    .map((e) => e.name)
    .sort();
