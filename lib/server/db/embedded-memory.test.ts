import { describe, expect, it } from "vitest";
import { embeddedMemoryFlags } from "./embedded-memory";

const GB = 1024 ** 3;

describe("embeddedMemoryFlags", () => {
  it("gives the buffer cache a quarter of the memory, between 128 MB and 8 GB", () => {
    expect(embeddedMemoryFlags(16 * GB)).toEqual(["-c", "shared_buffers=4096MB", "-c", "effective_cache_size=8192MB"]);
    expect(embeddedMemoryFlags(0.25 * GB)).toEqual(["-c", "shared_buffers=128MB", "-c", "effective_cache_size=128MB"]);
    expect(embeddedMemoryFlags(64 * GB)).toEqual(["-c", "shared_buffers=8192MB", "-c", "effective_cache_size=32768MB"]);
  });

  it("takes a size in megabytes from the environment, and ignores one that is not a whole number of at least 16", () => {
    expect(embeddedMemoryFlags(16 * GB, "512")[1]).toBe("shared_buffers=512MB");
    for (const bad of ["", "lots", "1.5", "8", "-4"])
      expect(embeddedMemoryFlags(16 * GB, bad)[1]).toBe("shared_buffers=4096MB");
  });
});
