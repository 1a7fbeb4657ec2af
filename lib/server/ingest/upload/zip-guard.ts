import "server-only";
import yauzl from "yauzl";
import { DomainError, type TErrorCode } from "@/lib/server/errors";
import type { TZipLimits } from "./upload-limits";

// Archives arrive from the network: everything is read in memory (never written to disk) and every
// limit is enforced on the bytes actually inflated, not on what the headers claim. Declared sizes are
// checked first only to fail fast; yauzl's validateEntrySizes stops a stream that outgrows its header.

export type TZipEntry = { name: string; ok: true; bytes: Buffer } | { name: string; ok: false; reason: string };

/** What is left to inflate for one upload; shared by an archive and the documents (docx) inside it. */
export type TInflateBudget = { bytesLeft: number };

export const zipError = (code: TErrorCode, message: string) => new DomainError(code, message);

/** A printable version of an entry name for reports. */
function printable(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f]/g, "?").slice(0, 300);
}

/** Why an entry name is unsafe to use as a path (absolute, drive letter, `..`, backslash), or undefined. */
export function unsafeEntryName(name: string): string | undefined {
  if (/[\u0000]/.test(name)) return "NUL character in the name";
  if (name.includes("\\")) return "backslash in the name";
  const reason = yauzl.validateFileName(name);
  return reason ?? undefined;
}

async function inflate(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  name: string,
  limits: TZipLimits,
  budget: TInflateBudget,
) {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      budget.bytesLeft -= chunk.length;
      if (budget.bytesLeft < 0) {
        throw zipError("ZIP_TOO_LARGE", `the archive inflates to more than ${limits.maxTotalBytes} bytes (at ${name})`);
      }
      if (size > limits.ratioFloorBytes && size / Math.max(1, entry.compressedSize) > limits.maxRatio) {
        throw zipError("ZIP_BOMB", `${name} inflates more than ${limits.maxRatio} times its compressed size`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const message = (error as Error).message;
    if (/too many bytes/i.test(message)) {
      throw zipError("ZIP_BOMB", `${name} inflates beyond the size its header declares`);
    }
    return { ok: false as const, reason: `unreadable entry: ${message}` };
  } finally {
    stream.destroy();
  }
  return { ok: true as const, bytes: Buffer.concat(chunks) };
}

/**
 * Every file of a zip archive, inflated within the limits. Directory entries are skipped; an entry
 * with an unsafe name, encryption or an unknown compression method is returned as not ok (a
 * rejection); a limit broken anywhere throws a 400 for the whole archive.
 */
export async function readZipEntries(
  bytes: Uint8Array,
  limits: TZipLimits,
  budget: TInflateBudget,
): Promise<TZipEntry[]> {
  let zip: yauzl.ZipFile;
  try {
    const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true });
  } catch (error) {
    throw zipError("INVALID_ZIP", `not a readable zip archive: ${(error as Error).message}`);
  }
  if (zip.entryCount > limits.maxEntries) {
    throw zipError(
      "ZIP_TOO_MANY_ENTRIES",
      `the archive has ${zip.entryCount} entries; at most ${limits.maxEntries} are accepted`,
    );
  }
  const entries: TZipEntry[] = [];
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const raw = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
      const name = printable(raw);
      if (raw.endsWith("/")) continue;
      const unsafe = unsafeEntryName(raw);
      if (unsafe) {
        entries.push({ name, ok: false, reason: `unsafe path in the archive (${unsafe}); entry ignored` });
        continue;
      }
      if (entry.isEncrypted()) {
        entries.push({ name, ok: false, reason: "encrypted entries are not supported" });
        continue;
      }
      if (!entry.canDecodeFileData()) {
        entries.push({ name, ok: false, reason: `unsupported compression method ${entry.compressionMethod}` });
        continue;
      }
      // Fail fast on what the header admits to; the streaming checks below do not trust it.
      declared += entry.uncompressedSize;
      if (declared > limits.maxTotalBytes || entry.uncompressedSize > budget.bytesLeft) {
        throw zipError("ZIP_TOO_LARGE", `the archive inflates to more than ${limits.maxTotalBytes} bytes (at ${name})`);
      }
      if (
        entry.uncompressedSize > limits.ratioFloorBytes &&
        entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maxRatio
      ) {
        throw zipError("ZIP_BOMB", `${name} inflates more than ${limits.maxRatio} times its compressed size`);
      }
      entries.push({ name, ...(await inflate(zip, entry, name, limits, budget)) });
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw zipError("INVALID_ZIP", `not a readable zip archive: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
  return entries;
}
