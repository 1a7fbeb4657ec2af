import "server-only";

const FILE = Symbol.for("nei.file-result");

/** A handler result that is sent as a file (exports) or as raw text (scripts, feeds) instead of serialised data. */
export type TFileResult = {
  [FILE]: true;
  contentType: string;
  body: Uint8Array | string;
  /** Present: sent as an attachment with this name. */
  filename?: string;
};

export function fileResult(contentType: string, body: Uint8Array | string, filename?: string): TFileResult {
  return { [FILE]: true, contentType, body, filename };
}

export function isFileResult(value: unknown): value is TFileResult {
  return typeof value === "object" && value !== null && FILE in value;
}
