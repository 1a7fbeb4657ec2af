import { describe, expect, it } from "vitest";
import { exportFilename } from "./export-filename";
import { EXPORT_FORMATS } from "./types";
import { writeExport } from "./write-export";
import { GENERATED_AT, sampleInput } from "./test-support";

const SAFE_NAME = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*\.(xml|html|rtf|docx)$/;

describe("writeExport", () => {
  it("sets the content type and a filename from the title and date", async () => {
    const expected = {
      xml: "application/xml; charset=utf-8",
      html: "text/html; charset=utf-8",
      rtf: "application/rtf",
      docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    };
    for (const format of EXPORT_FORMATS) {
      const file = await writeExport(format, sampleInput());
      expect(file.contentType).toBe(expected[format]);
      expect(file.filename).toBe(`My-scrapbook-2026-03-04.${format}`);
      expect(file.body.length).toBeGreaterThan(200);
    }
  });

  it("starts each body with its format's signature", async () => {
    const head = async (format: (typeof EXPORT_FORMATS)[number]) =>
      (await writeExport(format, sampleInput())).body.subarray(0, 15).toString("latin1");
    expect(await head("xml")).toMatch(/^<\?xml version/);
    expect(await head("html")).toMatch(/^<!DOCTYPE html>/);
    expect(await head("rtf")).toMatch(/^\{\\rtf1/);
    expect(await head("docx")).toMatch(/^PK\u0003\u0004/);
  });
});

describe("exportFilename", () => {
  it("makes hostile titles safe", () => {
    const hostile = [
      "../../etc/passwd",
      '..\\..\\win.ini"; filename="evil.exe',
      "a/b\\c:d*e?f<g>h|i",
      "\r\nSet-Cookie: x=1",
      "Zürich — 東京 😀",
      "東京",
      "",
      "   ",
      ".hidden",
      "x".repeat(500),
      "\u0000\u202Egnp.exe",
    ];
    for (const title of hostile) {
      const name = exportFilename(title, GENERATED_AT, "docx");
      expect(name, title).toMatch(SAFE_NAME);
      expect(name.length).toBeLessThanOrEqual(80);
    }
    expect(exportFilename("../../etc/passwd", GENERATED_AT, "xml")).toBe("etc-passwd-2026-03-04.xml");
    expect(exportFilename("Zürich — 東京 😀", GENERATED_AT, "rtf")).toBe("Zurich-2026-03-04.rtf");
    expect(exportFilename("東京", GENERATED_AT, "html")).toBe("export-2026-03-04.html");
    expect(exportFilename("Tab", new Date(Number.NaN), "html")).toBe("Tab.html");
  });
});
