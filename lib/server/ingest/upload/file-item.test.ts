import iconv from "iconv-lite";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { minimalDocx, minimalPdf } from "@/e2e/support/upload-files";
import { ZIP_LIMITS } from "./upload-limits";
import { fileItem, type TFileKind } from "./file-item";

const read = (kind: TFileKind, bytes: Uint8Array, name?: string, title?: string) =>
  fileItem(
    { name, origin: name ?? "upload", kind, bytes },
    { type: "Local File", title },
    { bytesLeft: ZIP_LIMITS.maxTotalBytes },
  );

describe("fileItem", () => {
  it("reads a PDF's text and keeps the original bytes as the attachment", async () => {
    const pdf = minimalPdf(["Quarterly briefing on Oslo harbour", "Second line (with parentheses)"]);
    const copy = Buffer.from(pdf);
    const item = await read("pdf", pdf, "dir/Brief_2024.pdf");
    expect(item.ok).toBe(true);
    if (!item.ok) return;
    expect(item.doc.body).toContain("Quarterly briefing on Oslo harbour");
    expect(item.doc.body).toContain("Second line (with parentheses)");
    expect(item.doc.body).not.toMatch(/-- 1 of 1 --/);
    expect(item.doc).toMatchObject({ title: "Brief 2024", type: "Local File", provider: "Upload" });
    expect(item.doc.attachment).toMatchObject({ filename: "Brief_2024.pdf", contentType: "application/pdf" });
    expect(Buffer.from(item.doc.attachment!.bytes).equals(copy)).toBe(true);
  });

  it("reads a docx with mammoth", async () => {
    const item = await read("docx", minimalDocx(["First paragraph about Bergen.", "Second & last."]), "memo.docx");
    expect(item.ok && item.doc.body).toBe("First paragraph about Bergen.\n\nSecond & last.");
  });

  it("decodes text by its charset and prefers the title parameter", async () => {
    const latin1 = iconv.encode("Café in Zürich\r\n\r\n\r\nOpened today.", "win1252");
    const item = await read("txt", latin1, undefined, "Given title");
    expect(item.ok && item.doc).toMatchObject({ title: "Given title", body: "Café in Zürich\n\nOpened today." });
    const utf16 = Buffer.from("\ufeffKøbenhavn news", "utf16le");
    expect((await read("txt", utf16, "k.txt")).ok && (await read("txt", utf16)).ok).toBe(true);
    const untitled = await read("txt", utf16);
    expect(untitled.ok && untitled.doc.title).toBe("København news");
  });

  it("extracts an HTML article and its title", async () => {
    const html =
      "<html><head><title>Storm hits coast</title></head><body><article><p>The storm reached the coast on Monday, closing roads.</p></article></body></html>";
    const item = await read("html", new TextEncoder().encode(html), "storm.html");
    expect(item.ok && item.doc).toMatchObject({ title: "Storm hits coast" });
    expect(item.ok && item.doc.body).toContain("closing roads");
  });

  it("turns unreadable files into rejections naming the problem", async () => {
    const broken = await read("pdf", new TextEncoder().encode("%PDF-1.4 garbage"), "bad.pdf");
    expect(broken).toMatchObject({ ok: false, reason: expect.stringMatching(/unreadable PDF/) });
    const notWord = await read("docx", zipSync({ "a.txt": new Uint8Array([65]) }), "fake.docx");
    expect(notWord).toMatchObject({ ok: false, reason: expect.stringMatching(/not a Word document/) });
    const blank = await read("txt", new TextEncoder().encode("  \n\n "), "blank.txt");
    expect(blank).toMatchObject({ ok: false, reason: expect.stringMatching(/no text/) });
  });
});
