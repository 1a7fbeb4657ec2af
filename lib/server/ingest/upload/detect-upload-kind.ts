import "server-only";

// What an upload (or an entry of a package) is, from its magic bytes and, when given, its file name.
// Binary formats are recognised by content; the name only chooses between text kinds (html, jsonl,
// txt) and between a plain zip package and a docx (which is a zip too). A name that contradicts a
// binary format's content (report.pdf that is not a PDF) is an error.

export type TUploadKind = "zip" | "docx" | "pdf" | "html" | "txt" | "jsonl";
export type TDetected = { kind: TUploadKind } | { error: string };

export const SUPPORTED = "txt, html, pdf, docx, a JSONL file or a zip package of those";

const TEXT_EXTENSIONS: Record<string, TUploadKind> = {
  txt: "txt",
  text: "txt",
  md: "txt",
  log: "txt",
  html: "html",
  htm: "html",
  xhtml: "html",
  jsonl: "jsonl",
  ndjson: "jsonl",
};
const BINARY_EXTENSIONS: Record<string, TUploadKind> = { pdf: "pdf", docx: "docx", zip: "zip" };

// Formats that are recognised only to name them in the refusal.
const FOREIGN_MAGIC: [number[], string][] = [
  [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "a legacy Office file (.doc/.xls/.ppt); save it as .docx"],
  [[0x1f, 0x8b], "a gzip file"],
  [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], "a 7-Zip archive"],
  [[0x52, 0x61, 0x72, 0x21], "a RAR archive"],
  [[0x89, 0x50, 0x4e, 0x47], "a PNG image"],
  [[0xff, 0xd8, 0xff], "a JPEG image"],
  [[0x47, 0x49, 0x46, 0x38], "a GIF image"],
  [[0x7b, 0x5c, 0x72, 0x74, 0x66], "an RTF file"],
  [[0x4d, 0x5a], "a Windows executable"],
  [[0x7f, 0x45, 0x4c, 0x46], "an executable (ELF)"],
];

const startsWith = (bytes: Uint8Array, magic: number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);

export function extensionOf(fileName: string | undefined): string | undefined {
  const base = fileName?.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : undefined;
}

export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    [0x03, 0x05, 0x07].includes(bytes[2]!) &&
    [0x04, 0x06, 0x08].includes(bytes[3]!)
  );
}

/** PDF readers accept the header anywhere in the first KB. */
export function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  return head.includes("%PDF-");
}

/** Charset of text without a declaration: a BOM, or UTF-16 recognised by its zero bytes. */
export function textCharset(bytes: Uint8Array): "utf-16le" | "utf-16be" | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  const n = Math.min(bytes.length, 512) & ~1;
  if (n < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "utf-16be";
  return undefined;
}

/** Text is what has no NUL byte in its first 8 KB (UTF-16 aside) and no control noise to speak of. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (textCharset(bytes)) return true;
  const head = bytes.subarray(0, 8192);
  let control = 0;
  for (const b of head) {
    if (b === 0) return false;
    if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) control++;
  }
  return control <= head.length * 0.05;
}

function sniffText(head: string): TUploadKind {
  const text = head.replace(/^\uFEFF/, "").trimStart();
  if (
    /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<!doctype html/i.test(text) ||
    /^(<!--[\s\S]*?-->\s*)*<(html|head|body)[\s>]/i.test(text)
  ) {
    return "html";
  }
  if (text.startsWith("{")) return "jsonl";
  return "txt";
}

export function detectUploadKind(bytes: Uint8Array, fileName?: string): TDetected {
  const ext = extensionOf(fileName);
  const named = ext ? (BINARY_EXTENSIONS[ext] ?? TEXT_EXTENSIONS[ext]) : undefined;
  if (bytes.length === 0) return { error: `${fileName ?? "the file"} is empty` };
  if (isZip(bytes)) return { kind: named === "docx" ? "docx" : "zip" };
  if (isPdf(bytes)) return { kind: "pdf" };
  if (named === "pdf" || named === "docx" || named === "zip") {
    return { error: `${fileName} is named .${ext} but its content is not a ${ext!.toUpperCase()} file` };
  }
  const foreign = FOREIGN_MAGIC.find(([magic]) => startsWith(bytes, magic));
  if (foreign) return { error: `${fileName ?? "the file"} is ${foreign[1]}; supported: ${SUPPORTED}` };
  if (!looksLikeText(bytes))
    return { error: `${fileName ?? "the file"} is binary data of an unknown type; supported: ${SUPPORTED}` };
  if (named) return { kind: named };
  // Other text is sniffed (html, jsonl, else plain text); CSV has a reader of its own elsewhere.
  if (ext === "csv")
    return { error: `${fileName}: CSV is imported with the CLI (npm run cli import); supported here: ${SUPPORTED}` };
  return { kind: sniffText(Buffer.from(bytes.subarray(0, 4096)).toString("latin1")) };
}

/** A zip that is a Word document rather than a package of files. */
export function isDocxPackage(entryNames: string[]): boolean {
  const names = new Set(entryNames);
  return names.has("word/document.xml") && names.has("[Content_Types].xml");
}
