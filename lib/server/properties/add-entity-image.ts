import "server-only";
import { createHash } from "node:crypto";
import { DomainError } from "@/lib/server/errors";
import { FetchError, safeFetch } from "@/lib/server/ingest/fetch/safe-fetch";
import { IMAGE_MAX_BYTES } from "@/lib/server/images/image-limits";
import { readImage, toPng } from "@/lib/server/images/read-image";
import { storeImage } from "@/lib/server/images/stored-images";
import type { TEntityImage } from "@/lib/server/entities/entity-images";
import { upsertEntityImage } from "./data/entity-images";
import type { TPropertyTarget } from "./property-target";

export type TAddImage = {
  target: TPropertyTarget;
  /** An uploaded image (PNG, JPEG, GIF, WebP): stored as PNG in the "entities" image section. */
  upload?: Uint8Array;
  /** Or an http(s) URL: fetched once (SSRF policy, size cap) to check it and read its size; linked, not copied. */
  imageUrl?: string;
  description: string;
  sourceUrl?: string;
  userId: number;
  origin: string;
};

/**
 * Adds an image to an entity (the Images extra of /entity), last in its order. Width and Height are
 * read from the image itself. The same image (same bytes, or the same URL) replaces its earlier entry.
 */
export async function addEntityImage(input: TAddImage): Promise<TEntityImage> {
  if (input.target.kind !== "entity") {
    throw new DomainError("INVALID_ITEM_REF", "ItemRef: images can be added to entities (11_<n>) only");
  }
  const source = await imageSource(input);
  const image = {
    key: source.key,
    src: source.src,
    externalUrl: source.externalUrl ?? null,
    sourceUrl: input.sourceUrl ?? null,
    width: source.width,
    height: source.height,
    description: input.description,
    provider: source.provider,
  };
  const stored = await upsertEntityImage({ entityId: input.target.id, ...image });
  return { ...image, type: "Image", createdAt: stored.createdAt, updatedAt: stored.updatedAt };
}

async function imageSource(input: TAddImage) {
  if (input.imageUrl !== undefined) {
    const bytes = await fetchImage(input.imageUrl);
    const info = await readImage(bytes, "imageUrl");
    const key = `url-${createHash("sha256").update(input.imageUrl).digest("hex").slice(0, 16)}`;
    return {
      key,
      src: input.imageUrl,
      externalUrl: input.imageUrl,
      width: info.width,
      height: info.height,
      provider: "Web",
    };
  }
  if (!input.upload || input.upload.byteLength === 0) {
    throw new DomainError("MISSING_IMAGE", "body: upload an image, or give imageUrl");
  }
  const info = await readImage(input.upload, "body");
  const png = await toPng(input.upload);
  const key = `upload-${createHash("sha256").update(input.upload).digest("hex").slice(0, 16)}`;
  const name = `${input.target.id}-${key}.png`;
  await storeImage({ category: "entities", name, png, width: info.width, height: info.height, userId: input.userId });
  const src = `${input.origin}/api/utility/getImage?type=png&category=entities&desc=${name}`;
  return { key, src, externalUrl: undefined, width: info.width, height: info.height, provider: "Upload" };
}

async function fetchImage(url: string): Promise<Uint8Array> {
  if (!/^https?:\/\//i.test(url)) throw new DomainError("INVALID_PARAMETER", "imageUrl: must be an http(s) URL");
  try {
    const result = await safeFetch(url, { maxBytes: IMAGE_MAX_BYTES, timeoutMs: 10_000, accept: "image/*" });
    return result.body;
  } catch (error) {
    const reason = error instanceof FetchError ? error.message : "the image could not be fetched";
    throw new DomainError("IMAGE_FETCH_FAILED", `imageUrl: ${reason}`);
  }
}
