import "server-only";
import mammoth from "mammoth";
import { PDFParse } from "pdf-parse";
import { stripControlChars } from "@/lib/server/ingest/sources/decode-text";
import { ZIP_LIMITS } from "./upload-limits";
import { readZipEntries, type TInflateBudget } from "./zip-guard";

// Text of the binary formats. Each reader gets its own copy of the bytes: pdf.js may detach the
// buffer it is given, and the original bytes are kept as the document's attachment.

const MAX_PDF_PAGES = 2000;

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false });
  try {
    const result = await parser.getText({ pageJoiner: "", first: MAX_PDF_PAGES });
    return result.text;
  } catch (error) {
    const name = (error as Error).name;
    if (name === "PasswordException") throw new Error("the PDF is password-protected");
    throw new Error(`unreadable PDF: ${(error as Error).message}`);
  } finally {
    await parser.destroy().catch(() => {});
  }
}

/**
 * A docx is a zip: its parts are inflated within the upload's limits first, so that mammoth (which
 * unzips again, without limits) only ever sees an archive known to be harmless.
 */
export async function docxText(bytes: Uint8Array, budget: TInflateBudget): Promise<string> {
  const entries = await readZipEntries(bytes, ZIP_LIMITS, budget);
  if (!entries.some((e) => e.ok && e.name === "word/document.xml"))
    throw new Error("not a Word document (no word/document.xml)");
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return result.value;
  } catch (error) {
    throw new Error(`unreadable DOCX: ${(error as Error).message}`);
  }
}

/** Control characters removed, line breaks normalised, runs of blank lines collapsed to one paragraph break. */
export function tidyText(text: string): string {
  return stripControlChars(text)
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t\u00a0]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
