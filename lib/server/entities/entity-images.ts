import "server-only";
import { findEntityImageRows } from "./data/entity-lookups";

/** One image of an entity (the Images extra), in its set order. */
export type TEntityImage = {
  key: string;
  src: string;
  externalUrl: string | null;
  sourceUrl: string | null;
  width: number;
  height: number;
  description: string;
  type: string;
  createdAt: Date;
  provider: string;
  updatedAt: Date;
};

/** The Images extra of entities (spec "Entity Extras shapes"), from entity_images in their set order. */
export async function entityImages(ids: string[]): Promise<Map<string, TEntityImage[]>> {
  const result = new Map<string, TEntityImage[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  for (const row of await findEntityImageRows(ids)) {
    result.get(row.entity_id)?.push({
      key: row.image_key,
      src: row.image_src,
      externalUrl: row.external_url,
      sourceUrl: row.source_url,
      width: row.width,
      height: row.height,
      description: row.description,
      type: row.type,
      createdAt: row.creation_date,
      provider: row.provider,
      updatedAt: row.updated_at,
    });
  }
  return result;
}
