import "server-only";
import { createReadStream } from "node:fs";

// Record splitting happens on raw bytes, before decoding: the separators are ASCII, so they cannot occur
// inside a multi-byte UTF-8 sequence, and each record can then be decoded (and fail) on its own.

export function readChunks(path: string): AsyncIterable<Buffer> {
  return createReadStream(path, { highWaterMark: 256 * 1024 });
}

/**
 * Splits a byte stream at every occurrence of `separator`.
 * - "end": the separator ends a piece and is removed (lines: "\n").
 * - "start": the separator starts the next piece and is kept; bytes before the first one form a
 *   preamble piece (records such as `<REUTERS`).
 * The last piece is yielded even when empty, so callers can tell "ends with a separator" apart.
 */
export async function* splitBytes(
  chunks: AsyncIterable<Uint8Array>,
  separator: string,
  mode: "end" | "start",
): AsyncIterable<Buffer> {
  const sep = Buffer.from(separator, "latin1");
  let pending = Buffer.alloc(0);
  for await (const chunk of chunks) {
    const searchFrom = Math.max(0, pending.length - sep.length + 1);
    pending = pending.length ? Buffer.concat([pending, chunk]) : Buffer.from(chunk);
    let start = 0;
    let at = pending.indexOf(sep, mode === "start" ? Math.max(searchFrom, 1) : searchFrom);
    while (at !== -1) {
      yield pending.subarray(start, at);
      start = mode === "end" ? at + sep.length : at;
      at = pending.indexOf(sep, mode === "end" ? start : start + 1);
    }
    pending = pending.subarray(start);
  }
  yield pending;
}

/** Counts occurrences of an ASCII marker in a byte stream without holding more than one chunk. */
export async function countOccurrences(chunks: AsyncIterable<Uint8Array>, marker: string): Promise<number> {
  const sep = Buffer.from(marker, "latin1");
  let count = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of chunks) {
    const buf = tail.length ? Buffer.concat([tail, chunk]) : Buffer.from(chunk);
    for (let at = buf.indexOf(sep); at !== -1; at = buf.indexOf(sep, at + sep.length)) count++;
    // Keep just enough bytes to find a marker cut in two, but never a whole one (no double counting).
    tail = buf.subarray(Math.max(0, buf.length - sep.length + 1));
  }
  return count;
}
