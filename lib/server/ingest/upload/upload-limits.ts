import "server-only";

export type TZipLimits = {
  /** Entries in one archive (the central directory's count, checked before anything is inflated). */
  maxEntries: number;
  /** Bytes inflated in total for one upload, nested documents (docx) included. */
  maxTotalBytes: number;
  /** Inflated/compressed size of one entry, once the entry is larger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
};

const MB = 1024 * 1024;

export const ZIP_LIMITS: TZipLimits = {
  maxEntries: 2000,
  maxTotalBytes: 200 * MB,
  maxRatio: 100,
  ratioFloorBytes: 1 * MB,
};

/** Largest accepted upload body (`UPLOAD_MAX_BYTES`, default 50 MB); larger is a 413. */
export function uploadMaxBytes(): number {
  const configured = Number(process.env.UPLOAD_MAX_BYTES);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : 50 * MB;
}

/** Documents (files and JSONL lines) in one upload: each is analysed while the request waits. */
export const UPLOAD_MAX_DOCUMENTS = 2000;
