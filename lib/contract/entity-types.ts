/** The entity types, declared once for the NLP stage, services, clients and OpenAPI. */

export const ENTITY_TYPES = [
  "Person",
  "Company",
  "Organization",
  "Country",
  "City",
  "Region",
  "Keyphrase",
  "Site",
  "Product",
  "Publisher",
  "Journalist",
] as const;
export type TEntityType = (typeof ENTITY_TYPES)[number];

/** The place types (DECISIONS 23): countries, cities, states/provinces/regions, and sites (facilities). */
export const PLACE_TYPES = ["Country", "City", "Region", "Site"] as const satisfies readonly TEntityType[];
export type TPlaceType = (typeof PLACE_TYPES)[number];

/** The legacy /term/* calls accept these types (the spec's list); /entity/* accepts every entity type. */
export const TERM_TYPES = [
  "City",
  "Organization",
  "Person",
  "Company",
  "Site",
  "Product",
  "Publisher",
  "Journalist",
  "Keyphrase",
] as const satisfies readonly TEntityType[];
