import "server-only";
import sharp, { type Metadata } from "sharp";
import { DomainError } from "@/lib/server/errors";
import { IMAGE_FORMATS, IMAGE_MAX_BYTES, IMAGE_MAX_SIDE } from "./image-limits";

export type TImageInfo = { format: (typeof IMAGE_FORMATS)[number]; width: number; height: number };

/**
 * The format and size of an image, read from its bytes by sharp (libvips), not trusted from a file
 * name or Content-Type. Anything but PNG, JPEG, GIF or WebP, too large, or unreadable: 400 naming `field`.
 */
export async function readImage(bytes: Uint8Array, field: string): Promise<TImageInfo> {
  if (bytes.byteLength === 0) throw bad(field, "is empty");
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw bad(field, `is larger than ${IMAGE_MAX_BYTES} bytes`);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE }).metadata();
  } catch {
    throw bad(field, "is not a readable image");
  }
  const format = IMAGE_FORMATS.find((f) => f === meta.format);
  if (!format) throw bad(field, `must be a ${IMAGE_FORMATS.join(", ")} image (found ${meta.format ?? "unknown"})`);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1 || width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) {
    throw bad(field, `must be between 1 and ${IMAGE_MAX_SIDE} pixels a side (is ${width}x${height})`);
  }
  return { format, width, height };
}

/** The image as PNG (first frame of an animation), metadata stripped. */
export async function toPng(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE })
    .png()
    .toBuffer();
}

function bad(field: string, message: string): DomainError {
  return new DomainError("INVALID_IMAGE", `${field}: ${message}`);
}
