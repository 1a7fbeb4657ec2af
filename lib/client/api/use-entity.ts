"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { apiPath } from "./api-path";
import type { TDocumentItem, TEntityItem, TResultList } from "./api-types";
import { queryKeys } from "./query-keys";

/** `/entity`: the entity item with its Metadata and Images extras. */
export function useEntity(entityReference: string) {
  return useQuery({
    queryKey: queryKeys.entity(entityReference),
    queryFn: () => apiFetch<TEntityItem>(apiPath("/entity", { entityReference, extras: "Metadata,Images" })),
  });
}

export type TEvidence = {
  ItemSet: TEntityItem[];
  Extras: { RelatedDocuments: TResultList<TDocumentItem> };
  LastUpdated: string;
};

/** `/entities/evidence`: documents mentioning the entity, each with its evidence sentences. */
export function useEntityEvidence(entityReference: string, pageNumber: number, pageSize = 10) {
  return useQuery({
    queryKey: queryKeys.entityEvidence(entityReference, pageNumber),
    queryFn: () => apiFetch<TEvidence>(apiPath("/entities/evidence", { entityReference, pageNumber, pageSize })),
    placeholderData: keepPreviousData,
  });
}

/** `/entities/heat` for one entity: DocVolume-1/7/30 and Heat-1/30, Heat-7/30 extras. */
export function useEntityHeat(itemRef: string) {
  return useQuery({
    queryKey: queryKeys.entityHeat(itemRef),
    queryFn: async () =>
      (await apiFetch<TResultList<TEntityItem>>(apiPath("/entities/heat", { itemrefs: itemRef }))).Items[0] ?? null,
  });
}

/** `11_42` from `nancy-pelosi-11_42` or `11_42`; undefined when neither. */
export function entityItemRef(reference: string): string | undefined {
  return /(?:^|-)(11_\d+)$/.exec(reference)?.[1];
}

/** The page of an entity: `/entities/<EntityReference or 11_n>`. */
export const entityHref = (entity: Pick<TEntityItem, "EntityReference" | "Id">) =>
  `/entities/${encodeURIComponent(entity.EntityReference ?? entity.Id)}`;
