import "server-only";
import { createHash } from "node:crypto";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { imageSections } from "./image-limits";

/** A stored PNG's file name: letters, digits, `_`, `-`, `.`; no path, no `..`; ends in .png. */
export const IMAGE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}\.png$/;

export async function storeImage(input: {
  category: string;
  name: string;
  png: Buffer;
  width: number;
  height: number;
  userId: number;
}): Promise<void> {
  await pool().query(
    `INSERT INTO stored_images (category, name, width, height, size, sha256, data, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (lower(category), lower(name)) DO UPDATE SET width = EXCLUDED.width, height = EXCLUDED.height,
       size = EXCLUDED.size, sha256 = EXCLUDED.sha256, data = EXCLUDED.data, created_at = now()`,
    [
      input.category,
      input.name,
      input.width,
      input.height,
      input.png.byteLength,
      createHash("sha256").update(input.png).digest("hex"),
      input.png,
      input.userId,
    ],
  );
}

/**
 * A stored PNG of a configured section. The category must be a configured section and the name a plain
 * file name (IMAGE_NAME_PATTERN), so no path can be formed from either: anything else is a 400, an
 * unknown image a 404.
 */
export async function findStoredImage(category: string, name: string): Promise<Buffer> {
  const section = category.trim().toLowerCase();
  if (!imageSections().includes(section)) {
    throw new DomainError("INVALID_PARAMETER", `category: must be one of ${imageSections().join(", ")}`);
  }
  if (!IMAGE_NAME_PATTERN.test(name) || name.includes("..")) {
    throw new DomainError("INVALID_PARAMETER", "desc: must be a plain file name ending in .png (no path)");
  }
  const { rows } = await pool().query<{ data: Buffer }>(
    `SELECT data FROM stored_images WHERE lower(category) = $1 AND lower(name) = lower($2)`,
    [section, name],
  );
  if (!rows[0]) throw new DomainError("IMAGE_NOT_FOUND", `no image ${name} in ${section}`);
  return rows[0].data;
}
