import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";

export type TEntityImageUpsert = {
  entityId: string;
  key: string;
  src: string;
  externalUrl?: string | null;
  sourceUrl?: string | null;
  width: number;
  height: number;
  description: string;
  provider: string;
};

/**
 * Adds an image to the entity, last in its order; an image of the same key replaces its earlier entry.
 * Returns the row's creation and update times.
 */
export async function upsertEntityImage(image: TEntityImageUpsert): Promise<{ createdAt: Date; updatedAt: Date }> {
  const { rows } = await pool().query<TRow<"entity_images", "creation_date" | "updated_at">>(
    `INSERT INTO entity_images (entity_id, image_key, image_src, external_url, source_url, width, height, description,
       type, provider, position)
     VALUES ($1::int8, $2, $3, $4, $5, $6, $7, $8, 'Image', $9,
       (SELECT coalesce(max(position) + 1, 0) FROM entity_images WHERE entity_id = $1::int8))
     ON CONFLICT (entity_id, image_key) DO UPDATE SET image_src = EXCLUDED.image_src, width = EXCLUDED.width,
       height = EXCLUDED.height, description = EXCLUDED.description, source_url = EXCLUDED.source_url, updated_at = now()
     RETURNING creation_date, updated_at`,
    [
      image.entityId,
      image.key,
      image.src,
      image.externalUrl ?? null,
      image.sourceUrl ?? null,
      image.width,
      image.height,
      image.description,
      image.provider,
    ],
  );
  return { createdAt: rows[0]!.creation_date, updatedAt: rows[0]!.updated_at };
}
