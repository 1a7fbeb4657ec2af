import "server-only";
import { createHash } from "node:crypto";
import { DomainError } from "@/lib/server/errors";
import { findStoredImageData, upsertStoredImage } from "./data/image-rows";
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
  await upsertStoredImage({
    category: input.category,
    name: input.name,
    width: input.width,
    height: input.height,
    size: input.png.byteLength,
    sha256: createHash("sha256").update(input.png).digest("hex"),
    data: input.png,
    createdBy: input.userId,
  });
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
  const data = await findStoredImageData(section, name);
  if (!data) throw new DomainError("IMAGE_NOT_FOUND", `no image ${name} in ${section}`);
  return data;
}
