import "server-only";

const FILE = Symbol.for("nei.file-result");

/** A handler result that is sent as a file (exports) or as raw text (scripts, feeds) instead of serialised data. */
export type TFileResult = {
  [FILE]: true;
  contentType: string;
  /** A stream is sent as it is produced (the event stream). */
  body: Uint8Array | string | ReadableStream<Uint8Array>;
  /** Present: sent as an attachment with this name. */
  filename?: string;
};

export function fileResult(
  contentType: string,
  body: Uint8Array | string | ReadableStream<Uint8Array>,
  filename?: string,
): TFileResult {
  return { [FILE]: true, contentType, body, filename };
}

export function isFileResult(value: unknown): value is TFileResult {
  return typeof value === "object" && value !== null && FILE in value;
}
