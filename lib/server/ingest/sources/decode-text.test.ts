import { describe, expect, it } from "vitest";

import { decodeBytes, decodeChunks, decodeDocument, sniffCharset, stripControlChars } from "./decode-text";
import { countOccurrences, splitBytes } from "./split-bytes";
import { collect } from "./corpus";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : Buffer.from(p))));
async function* chunked(buf: Buffer, size: number) {
  for (let i = 0; i < buf.length; i += size) yield buf.subarray(i, i + size);
}

describe("decodeBytes", () => {
  it("decodes valid UTF-8 as UTF-8 and drops a BOM", () => {
    expect(decodeBytes(bytes([0xef, 0xbb, 0xbf], "Café — naïve"))).toBe("Café — naïve");
  });

  it("reads invalid bytes as Windows-1252, never U+FFFD", () => {
    expect(decodeBytes(bytes("caf", [0xe9], " ", [0x93], "quoted", [0x94]))).toBe("café “quoted”");
    expect(decodeBytes(bytes("growth.", [0xfc], " CAFÉ"))).toBe("growth.ü CAFÉ");
    expect(decodeBytes(bytes([0xed, 0xa0, 0x80]))).not.toContain("\uFFFD"); // a UTF-8 encoded surrogate
  });

  it("decodes a stream without splitting multi-byte characters", async () => {
    const text = "Zürich – Ελλάδα – 東京 – 🎉";
    for (const size of [1, 2, 3, 5]) {
      expect((await collect(decodeChunks(chunked(Buffer.from(text), size)))).join("")).toBe(text);
    }
  });

  it("honours UTF-16 byte-order marks in streams", async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("url,title\n", "utf16le")]);
    expect((await collect(decodeChunks(chunked(utf16, 3)))).join("")).toBe("url,title\n");
  });

  it("uses a declared charset for documents", () => {
    const latin1 = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><a>'),
      Buffer.from([0xe9]),
      Buffer.from("</a>"),
    ]);
    expect(sniffCharset(latin1)).toBe("iso-8859-1");
    expect(decodeDocument(latin1)).toContain("<a>é</a>");
  });

  it("strips control characters but keeps tabs and newlines", () => {
    expect(stripControlChars("a\u0002b\u0016c\td\ne\u007f\u0085")).toBe("abc\td\ne");
  });
});

describe("splitBytes / countOccurrences", () => {
  const data = Buffer.from("pre<R>one<R>two<R>three");

  it("splits on a separator that straddles chunk boundaries", async () => {
    for (const size of [1, 2, 4, 100]) {
      const starts = (await collect(splitBytes(chunked(data, size), "<R>", "start"))).map(String);
      expect(starts).toEqual(["pre", "<R>one", "<R>two", "<R>three"]);
      const lines = (await collect(splitBytes(chunked(Buffer.from("a\nbb\n\nc"), size), "\n", "end"))).map(String);
      expect(lines).toEqual(["a", "bb", "", "c"]);
      expect(await countOccurrences(chunked(data, size), "<R>")).toBe(3);
    }
  });
});
