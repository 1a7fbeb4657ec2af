import "server-only";

/** Uploaded or fetched images (addimage): at most 5 MB and 8000 px a side; stored as PNG. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_FORMATS = ["png", "jpeg", "gif", "webp"] as const;

/** /v1/svgtopng: an SVG of at most 1 MB, rendered to at most 4096 px a side. */
export const SVG_MAX_BYTES = 1024 * 1024;
export const PNG_MAX_SIDE = 4096;

/** The sections of /utility/getImage (IMAGE_SECTIONS, comma-separated); "entities" holds addimage uploads. */
export function imageSections(): string[] {
  const configured = (process.env.IMAGE_SECTIONS ?? "entities,logos,icons")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => /^[a-z0-9][a-z0-9_-]{0,63}$/.test(s));
  return [...new Set(["entities", ...configured])];
}
