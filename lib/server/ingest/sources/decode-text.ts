import "server-only";
import iconv from "iconv-lite";

// Imported files are "mostly UTF-8" at best: old corpora are Latin-1/Windows-1252 and some hold stray
// bytes (reut2-017.sgm). Decoding must never throw nor emit U+FFFD, so every byte that is not part of a
// valid UTF-8 sequence is read as Windows-1252 instead — a valid UTF-8 file decodes exactly as UTF-8.

const utf8 = new TextDecoder("utf-8", { fatal: true });
const CP1252_HIGH = iconv.decode(Buffer.from(Array.from({ length: 128 }, (_, i) => 0x80 + i)), "win1252");

/** Length of the valid UTF-8 sequence starting at `i` (which holds a byte >= 0x80), or 0 when invalid. */
function utf8SequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i]!;
  const at = (k: number) => bytes[i + k] ?? 0;
  const cont = (b: number) => b >= 0x80 && b <= 0xbf;
  if (b0 >= 0xc2 && b0 <= 0xdf) return cont(at(1)) ? 2 : 0;
  if (b0 >= 0xe0 && b0 <= 0xef) {
    const b1 = at(1);
    const lo = b0 === 0xe0 ? 0xa0 : 0x80; // no overlongs
    const hi = b0 === 0xed ? 0x9f : 0xbf; // no surrogates
    return b1 >= lo && b1 <= hi && cont(at(2)) ? 3 : 0;
  }
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    const b1 = at(1);
    const lo = b0 === 0xf0 ? 0x90 : 0x80;
    const hi = b0 === 0xf4 ? 0x8f : 0xbf;
    return b1 >= lo && b1 <= hi && cont(at(2)) && cont(at(3)) ? 4 : 0;
  }
  return 0;
}

function decodeMixed(bytes: Uint8Array): string {
  let out = "";
  let runStart = 0;
  let i = 0;
  while (i < bytes.length) {
    if (bytes[i]! < 0x80) {
      i++;
      continue;
    }
    const len = utf8SequenceLength(bytes, i);
    if (len > 0) {
      i += len;
      continue;
    }
    out += utf8.decode(bytes.subarray(runStart, i)) + CP1252_HIGH[bytes[i]! - 0x80];
    i++;
    runStart = i;
  }
  return out + utf8.decode(bytes.subarray(runStart));
}

/** UTF-8 where valid, Windows-1252 for the bytes that are not; a leading UTF-8 BOM is dropped. */
export function decodeBytes(bytes: Uint8Array): string {
  return decodeNoBom(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes);
}

function decodeNoBom(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return decodeMixed(bytes);
  }
}

/** A UTF-16 byte-order mark at the start, if any. */
function utf16Bom(bytes: Uint8Array): "utf-16le" | "utf-16be" | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return undefined;
}

/** Charset declared by a BOM, an XML declaration or an HTML meta tag in the first KB. */
export function sniffCharset(bytes: Uint8Array): string | undefined {
  const bom = utf16Bom(bytes);
  if (bom) return bom;
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  const declared =
    /<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(head) ?? /<meta[^>]+charset=["']?([\w.:-]+)/i.exec(head);
  return declared?.[1]?.toLowerCase();
}

/**
 * Decodes a whole document (feed, HTML page): an explicit or declared non-UTF-8 charset that iconv-lite
 * knows wins; otherwise the robust UTF-8/Windows-1252 decoding.
 */
export function decodeDocument(bytes: Uint8Array, charset?: string): string {
  const name = (charset ?? sniffCharset(bytes))?.toLowerCase();
  if (name && !/^(utf-?8|us-ascii|ascii)$/.test(name) && iconv.encodingExists(name)) {
    // iconv-lite strips BOMs itself.
    return iconv.decode(Buffer.from(bytes), name);
  }
  return decodeBytes(bytes);
}

/** How many bytes at the end of `bytes` form an incomplete (possibly valid) UTF-8 sequence. */
function incompleteTail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const b = bytes[bytes.length - back]!;
    if (b < 0x80) return 0;
    if (b >= 0xc0) {
      const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      return need > back ? back : 0;
    }
  }
  return 0;
}

/** Decodes a byte stream chunk by chunk, never splitting a UTF-8 sequence; honours UTF-16 BOMs. */
export async function* decodeChunks(chunks: AsyncIterable<Uint8Array>): AsyncIterable<string> {
  let carry: Uint8Array = new Uint8Array(0);
  let first = true;
  let started = false; // a BOM is only a BOM at the very start
  let utf16: ReturnType<typeof iconv.getDecoder> | undefined;
  for await (const chunk of chunks) {
    if (first) {
      first = false;
      const bom = utf16Bom(chunk);
      if (bom) utf16 = iconv.getDecoder(bom);
    }
    if (utf16) {
      const text = utf16.write(Buffer.from(chunk));
      if (text) yield text;
      continue;
    }
    const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    const cut = bytes.length - incompleteTail(bytes);
    carry = bytes.slice(cut);
    const text = started ? decodeNoBom(bytes.subarray(0, cut)) : decodeBytes(bytes.subarray(0, cut));
    started ||= cut > 0;
    if (text) yield text;
  }
  const rest = utf16 ? (utf16.end() ?? "") : started ? decodeNoBom(carry) : decodeBytes(carry);
  if (rest) yield rest;
}

// C0 controls except TAB, LF, CR; DEL; C1 controls. Wire-service framing (&#2;, &#3;, &#22;...) is noise.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export function stripControlChars(text: string): string {
  return text.replace(CONTROL_CHARS, "");
}
