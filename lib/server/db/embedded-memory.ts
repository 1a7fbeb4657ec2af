const MB = 1024 * 1024;

/**
 * Memory settings of the embedded PostgreSQL. Its default buffer cache (128 MB) holds a corpus of about
 * 100,000 documents; beyond, every search reads its pages through the kernel and slows down several times
 * over. As PostgreSQL's guide advises for a server of its own: a quarter of the machine's memory for the
 * buffer cache (at least 128 MB, at most 8 GB; `overrideMb` sets it, from EMBEDDED_PG_SHARED_BUFFERS_MB), and
 * the planner told that about half of the memory caches pages. The cache is taken only as it fills.
 */
export function embeddedMemoryFlags(totalBytes: number, overrideMb?: string): string[] {
  const override = Number(overrideMb);
  const sharedMb =
    overrideMb && Number.isInteger(override) && override >= 16
      ? override
      : Math.min(8192, Math.max(128, Math.floor(totalBytes / 4 / MB)));
  const cacheMb = Math.max(sharedMb, Math.floor(totalBytes / 2 / MB));
  return ["-c", `shared_buffers=${sharedMb}MB`, "-c", `effective_cache_size=${cacheMb}MB`];
}
