/**
 * The API's JSON shapes as the web app reads them (api-spec "Resources and their fields"). Dates arrive as
 * ISO strings. The resources are inferred from the response schemas that the server's real answers are
 * checked against (lib/contract/responses, e2e/api/response-schemas.test.ts); fields they do not name pass
 * through as unknown.
 */
import type { z } from "zod";
import type { TDocumentItem, TEntityItem, ZDocumentExtras } from "@/lib/contract/responses";

export { PROJECT_TYPES, type TProjectType } from "@/lib/contract/project-types";
export type {
  TDocumentItem,
  TDocumentVolume,
  TEntityImage,
  TEntityItem,
  THeatExtras,
  THistogramSeries,
  TMetadataTextField,
  TProjectData,
  TProjectsResult,
} from "@/lib/contract/responses";

export type TResultList<T> = { TotalCount: number; Description: string; Items: T[]; LastUpdated: string };

export type THighlightedText = { ContainsHighlightedTokens: boolean; LastUpdated: string };

export type TDocumentExtras = z.infer<typeof ZDocumentExtras>;
export type TEntityExtras = NonNullable<TEntityItem["Extras"]>;
export type TMetadataItemField = NonNullable<TEntityExtras["Metadata"]>["ItemFields"][number];

export type TShareState = "readonly" | "collaborative";

export type TProjectItem = TDocumentItem | TEntityItem;

export const isDocumentItem = (item: TProjectItem): item is TDocumentItem => item.Id.startsWith("5_");
