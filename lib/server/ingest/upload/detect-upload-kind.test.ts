import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { detectUploadKind, isDocxPackage, textCharset } from "./detect-upload-kind";

const bytes = (s: string) => new TextEncoder().encode(s);
const kind = (b: Uint8Array, name?: string) => {
  const d = detectUploadKind(b, name);
  return "kind" in d ? d.kind : `error: ${d.error}`;
};

describe("detectUploadKind", () => {
  const zip = zipSync({ "a.txt": bytes("a") });

  it("recognises binary formats by content", () => {
    expect(kind(zip)).toBe("zip");
    expect(kind(zip, "report.docx")).toBe("docx");
    expect(kind(zip, "bundle.zip")).toBe("zip");
    expect(kind(bytes("%PDF-1.4\n..."))).toBe("pdf");
    expect(kind(bytes("%PDF-1.7"), "odd-name.txt")).toBe("pdf");
  });

  it("uses the name to choose between text kinds, and sniffs without one", () => {
    expect(kind(bytes("<!DOCTYPE html><html><body>x</body></html>"))).toBe("html");
    expect(kind(bytes("  <html lang=en><p>x"))).toBe("html");
    expect(kind(bytes('{"title":"a","body":"b"}\n'))).toBe("jsonl");
    expect(kind(bytes("Plain words.\nMore."))).toBe("txt");
    expect(kind(bytes("<p>fragment</p>"), "page.htm")).toBe("html");
    expect(kind(bytes('{"title":"a"}'), "notes.txt")).toBe("txt");
    expect(kind(bytes('{"title":"a"}'), "docs.NDJSON")).toBe("jsonl");
    expect(kind(bytes("just text"), "README")).toBe("txt");
  });

  it("reads UTF-16 text as text", () => {
    const le = Buffer.from("\ufeffHello world", "utf16le");
    expect(kind(le)).toBe("txt");
    expect(textCharset(Buffer.from("Hello world, no BOM here", "utf16le"))).toBe("utf-16le");
    expect(textCharset(bytes("Hello"))).toBeUndefined();
  });

  it("refuses empty, unknown and mislabelled content, naming the problem", () => {
    expect(kind(new Uint8Array(0), "a.txt")).toMatch(/error: a\.txt is empty/);
    expect(kind(bytes("not a pdf"), "x.pdf")).toMatch(/named \.pdf but its content is not a PDF/);
    expect(kind(bytes("hello"), "x.docx")).toMatch(/not a DOCX/);
    expect(kind(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toMatch(/legacy Office/);
    expect(kind(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toMatch(/PNG/);
    expect(kind(Uint8Array.from([1, 2, 0, 0, 250, 3, 0, 7]))).toMatch(/binary data of an unknown type/);
    expect(kind(bytes("a,b\n1,2"), "data.csv")).toMatch(/CSV/);
  });

  it("tells a Word document from a package by its parts", () => {
    expect(isDocxPackage(["[Content_Types].xml", "_rels/.rels", "word/document.xml"])).toBe(true);
    expect(isDocxPackage(["a.txt", "word/document.xml"])).toBe(false);
  });
});
