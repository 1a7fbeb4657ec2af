import "server-only";
import { now } from "@/lib/db/clock";
import { pool } from "@/lib/db/pool";

type TImageRow = {
  entity_id: string;
  image_key: string;
  image_src: string;
  external_url: string | null;
  source_url: string | null;
  width: number;
  height: number;
  description: string;
  type: string;
  provider: string;
  creation_date: Date;
  updated_at: Date;
};

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
  const { rows } = await pool().query<TImageRow>(
    `SELECT entity_id, image_key, image_src, external_url, source_url, width, height, description, type, provider,
       creation_date, updated_at
     FROM entity_images WHERE entity_id = ANY($1::int8[]) ORDER BY entity_id, position, id`,
    [ids],
  );
  for (const row of rows) {
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
