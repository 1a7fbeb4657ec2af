import "server-only";
import sharp, { type Metadata } from "sharp";
import { DomainError } from "@/lib/server/errors";
import { PNG_MAX_SIDE, SVG_MAX_BYTES } from "./image-limits";

// SVG is rendered by sharp (libvips + librsvg). An SVG may name other resources; librsvg could read
// local files through them, so anything that refers outside the document (other than data: URLs and
// #fragments) is refused, as are DTDs (entity expansion).

const EXTERNAL_REFERENCE = /\b(?:href|src)\s*=\s*["']\s*(?!data:|#)[^"']*["']|url\(\s*["']?\s*(?!data:|#)[^)]*\)/i;

export type TRenderOptions = { width?: number; height?: number; background?: string };

export async function renderSvgToPng(svg: Uint8Array, options: TRenderOptions = {}) {
  if (svg.byteLength === 0) throw bad("the SVG is empty");
  if (svg.byteLength > SVG_MAX_BYTES) throw bad(`the SVG is larger than ${SVG_MAX_BYTES} bytes`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(svg);
  } catch {
    throw bad("the SVG is not UTF-8 text");
  }
  if (!/<svg[\s>]/i.test(text)) throw bad("the body is not an SVG document (no <svg> element)");
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw bad("SVGs with a DOCTYPE or entities are refused");
  if (EXTERNAL_REFERENCE.test(text)) throw bad("SVGs that refer to external resources are refused");
  const image = sharp(Buffer.from(text), { limitInputPixels: PNG_MAX_SIDE * PNG_MAX_SIDE });
  let meta: Metadata;
  try {
    meta = await image.metadata();
  } catch {
    throw bad("the SVG cannot be read");
  }
  // Neither given: the SVG's own size; one given: the other follows the aspect ratio.
  const sized = options.width !== undefined || options.height !== undefined;
  const width = sized ? options.width : meta.width;
  const height = sized ? options.height : meta.height;
  if ((width ?? 0) > PNG_MAX_SIDE || (height ?? 0) > PNG_MAX_SIDE) {
    throw bad(`the PNG would be larger than ${PNG_MAX_SIDE} pixels a side; give width or height`);
  }
  try {
    let pipeline = image.resize({ width, height, fit: "contain", background: "#0000" });
    if (options.background) pipeline = pipeline.flatten({ background: options.background });
    const png = await pipeline.png().toBuffer({ resolveWithObject: true });
    if (png.info.width > PNG_MAX_SIDE || png.info.height > PNG_MAX_SIDE) {
      throw bad(`the PNG would be larger than ${PNG_MAX_SIDE} pixels a side; give width/height`);
    }
    return { png: png.data, width: png.info.width, height: png.info.height };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw bad("the SVG cannot be rendered");
  }
}

function bad(message: string): DomainError {
  return new DomainError("INVALID_SVG", `body: ${message}`);
}
