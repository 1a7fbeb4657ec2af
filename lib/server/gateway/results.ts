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
  /** Response headers of this result (e.g. Cache-Control of a stream); they replace the gateway's defaults. */
  headers?: Record<string, string>;
};

export function fileResult(
  contentType: string,
  body: Uint8Array | string | ReadableStream<Uint8Array>,
  filename?: string,
  headers?: Record<string, string>,
): TFileResult {
  return { [FILE]: true, contentType, body, filename, headers };
}

/** The response headers of a file result: its content type, attachment name and own headers. */
export function fileResultHeaders(result: TFileResult): Headers {
  const headers = new Headers(result.headers);
  headers.set("Content-Type", result.contentType);
  if (result.filename) {
    headers.set("Content-Disposition", `attachment; filename="${result.filename.replace(/[^\w.-]/g, "_")}"`);
  }
  return headers;
}

export function isFileResult(value: unknown): value is TFileResult {
  return typeof value === "object" && value !== null && FILE in value;
}
