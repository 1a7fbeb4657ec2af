import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";

export type TNewStoredImage = {
  category: string;
  name: string;
  width: number;
  height: number;
  size: number;
  sha256: string;
  data: Buffer;
  createdBy: number;
};

/** Inserts a stored image, or replaces the one of the same category and name (case-insensitive). */
export async function upsertStoredImage(image: TNewStoredImage): Promise<void> {
  await pool().query(
    `INSERT INTO stored_images (category, name, width, height, size, sha256, data, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (lower(category), lower(name)) DO UPDATE SET width = EXCLUDED.width, height = EXCLUDED.height,
       size = EXCLUDED.size, sha256 = EXCLUDED.sha256, data = EXCLUDED.data, created_at = now()`,
    [image.category, image.name, image.width, image.height, image.size, image.sha256, image.data, image.createdBy],
  );
}

/** The PNG stored under a (lower-case) category and a name (matched case-insensitively), or undefined. */
export async function findStoredImageData(section: string, name: string): Promise<Buffer | undefined> {
  const { rows } = await pool().query<TRow<"stored_images", "data">>(
    `SELECT data FROM stored_images WHERE lower(category) = $1 AND lower(name) = lower($2)`,
    [section, name],
  );
  return rows[0]?.data;
}
