/**
 * The API's JSON shapes as the web app reads them (api-spec "Resources and their fields"). Dates
 * arrive as ISO strings. Only the fields the pages use are typed; the rest pass through.
 */

export type TResultList<T> = { TotalCount: number; Description: string; Items: T[]; LastUpdated: string };

export type THighlightedText = { ContainsHighlightedTokens: boolean; LastUpdated: string };

export type TDocumentExtras = {
  DocumentFullText?: THighlightedText & { HtmlFullText: string };
  DocumentTeasers?: THighlightedText & { Teaser: string };
  Evidence?: { Sentences: string[]; HtmlSentences: string[]; LastUpdated: string };
  /** The source's picture of the document (extras=Images); an empty list when it gave none. */
  Images?: { Items: { ImageSrc: string; Description?: string }[] };
};

export type TDocumentItem = {
  Id: string;
  Description: string;
  Type: string;
  LocalizedType: string;
  Publisher: string;
  Language: string;
  PublicationDate: string;
  CreatedDate: string;
  FirstReported?: string;
  SourceUrl?: string;
  ServiceUrl: string;
  NoDocuments?: number;
  ClusterId?: string;
  ContributingUserId: number;
  ContributingUsername?: string;
  Extras?: TDocumentExtras;
  LastUpdated: string;
};

export type TMetadataTextField = { Key: string; Value: string; ValueFormatted?: string };
export type TMetadataItemField = { Key: string; Value: TEntityItem | TDocumentItem };
export type TEntityImage = { ImageSrc: string; Description?: string; Width?: number; Height?: number };

export type THeatExtras = {
  "DocVolume-1"?: { Volume: number };
  "DocVolume-7"?: { Volume: number };
  "DocVolume-30"?: { Volume: number };
  /** Heat null: no mention in the 30 days ("no data", DECISIONS 19). */
  "Heat-1/30"?: { Heat: number | null };
  "Heat-7/30"?: { Heat: number | null };
};

export type TEntityExtras = THeatExtras & {
  Metadata?: { TextFields: TMetadataTextField[]; ItemFields: TMetadataItemField[] };
  Images?: { Items: TEntityImage[] };
  DocumentCount?: number;
};

export type TEntityItem = {
  EntityReference?: string;
  Id: string;
  Description: string;
  Type: string;
  LocalizedType: string;
  Extras?: TEntityExtras;
  LastUpdated: string;
};

export const PROJECT_TYPES = ["Scrapbook", "EntityList", "MyPageTab"] as const;
export type TProjectType = (typeof PROJECT_TYPES)[number];
export type TShareState = "readonly" | "collaborative";

export type TProjectData = {
  UserName: string;
  OwnerDisplayName: string;
  ProjectRef: string;
  ProjectId: number;
  ProjectType: TProjectType;
  Description: string;
  WriteAccess: boolean;
  ShareState?: TShareState;
  SecureLinkCode?: string;
  LastUpdated: string;
};

export type TProjectsResult = { Projects: TProjectData[]; LastUpdated: string };

export type TProjectItem = TDocumentItem | TEntityItem;

export type THistogramSeries = {
  Query: string;
  Label: string;
  StartDate: string;
  EndDate: string;
  BinSize: number;
  Points: { Value: number; Date: string }[];
};

export type TDocumentVolume = { Series: THistogramSeries[]; UniqueDocumentsCount: number; LastUpdated: string };

export const isDocumentItem = (item: TProjectItem): item is TDocumentItem => item.Id.startsWith("5_");
