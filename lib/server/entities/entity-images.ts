import "server-only";
import { now } from "@/lib/server/db/clock";
import { findEntityImageRows } from "./data/entity-lookups";

export type TEntityImage = {
  ImageKey: string;
  ImageSrc: string;
  ExternalUrl?: string;
  SourceUrl?: string;
  Width: number;
  Height: number;
  Description: string;
  Type: string;
  CreationDate: Date;
  Provider: string;
  LastUpdated: Date;
};

export type TEntityImages = { Items: TEntityImage[]; LastUpdated: Date };

/** The Images extra of entities (spec "Entity Extras shapes"), from entity_images in their set order. */
export async function entityImages(ids: string[]): Promise<Map<string, TEntityImages>> {
  const result = new Map<string, TEntityImages>(ids.map((id) => [id, { Items: [], LastUpdated: now() }]));
  if (ids.length === 0) return result;
  for (const row of await findEntityImageRows(ids)) {
    result.get(row.entity_id)?.Items.push({
      ImageKey: row.image_key,
      ImageSrc: row.image_src,
      ExternalUrl: row.external_url ?? undefined,
      SourceUrl: row.source_url ?? undefined,
      Width: row.width,
      Height: row.height,
      Description: row.description,
      Type: row.type,
      CreationDate: row.creation_date,
      Provider: row.provider,
      LastUpdated: row.updated_at,
    });
  }
  return result;
}
