import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ZIP_LIMITS, type TZipLimits } from "./upload-limits";
import { readZipEntries, unsafeEntryName } from "./zip-guard";

const text = (s: string) => new TextEncoder().encode(s);
const budget = (bytes = ZIP_LIMITS.maxTotalBytes) => ({ bytesLeft: bytes });

/** Rewrites the uncompressed size of every central directory record (a lying header). */
function lieAboutSizes(zip: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer);
  for (let i = 0; i + 46 <= out.length; i++) {
    if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, size, true);
  }
  return out;
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; code: string; message: string };
  }
  throw new Error("expected a failure");
}

describe("readZipEntries", () => {
  it("inflates files, skips directories, keeps names", async () => {
    const zip = zipSync({ "a.txt": text("alpha"), "dir/": new Uint8Array(0), "dir/b.html": text("<p>b</p>") });
    const entries = await readZipEntries(zip, ZIP_LIMITS, budget());
    expect(entries.map((e) => [e.name, e.ok && e.bytes.toString()])).toEqual([
      ["a.txt", "alpha"],
      ["dir/b.html", "<p>b</p>"],
    ]);
  });

  it("rejects path traversal and absolute names as entries, and reads the rest", async () => {
    const zip = zipSync({
      "../evil.txt": text("x"),
      "/etc/passwd.txt": text("y"),
      "a/../../up.txt": text("z"),
      "ok.txt": text("fine"),
    });
    const entries = await readZipEntries(zip, ZIP_LIMITS, budget());
    expect(entries.filter((e) => e.ok).map((e) => e.name)).toEqual(["ok.txt"]);
    expect(entries.filter((e) => !e.ok)).toHaveLength(3);
    for (const e of entries.filter((x) => !x.ok)) expect(!e.ok && e.reason).toMatch(/unsafe path/);
  });

  it("names unsafe paths", () => {
    expect(unsafeEntryName("a/b.txt")).toBeUndefined();
    expect(unsafeEntryName("..\\x.txt")).toMatch(/backslash/);
    expect(unsafeEntryName("C:/x.txt")).toBeTruthy();
    expect(unsafeEntryName("/x.txt")).toBeTruthy();
    expect(unsafeEntryName("a/../../x.txt")).toBeTruthy();
  });

  it("refuses a highly compressed entry (zip bomb) fast, before inflating it", async () => {
    const zip = zipSync({ "bomb.txt": [new Uint8Array(20 * 1024 * 1024), { level: 9 }] });
    const started = performance.now();
    const error = await failure(readZipEntries(zip, ZIP_LIMITS, budget()));
    expect(error).toMatchObject({ status: 400, code: "ZIP_BOMB" });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("stops an entry that inflates beyond the size its header declares", async () => {
    const zip = lieAboutSizes(zipSync({ "liar.txt": [new Uint8Array(5 * 1024 * 1024), { level: 9 }] }), 1000);
    const error = await failure(readZipEntries(zip, ZIP_LIMITS, budget()));
    expect(error).toMatchObject({ status: 400, code: "ZIP_BOMB" });
  });

  it("enforces the total inflated size while inflating, across the upload's budget", async () => {
    const limits: TZipLimits = { ...ZIP_LIMITS, maxTotalBytes: 100_000 };
    const random = () => Uint8Array.from({ length: 60_000 }, () => Math.floor(Math.random() * 256));
    const zip = zipSync({ "a.txt": random(), "b.txt": random() });
    expect(await failure(readZipEntries(zip, limits, budget(100_000)))).toMatchObject({ code: "ZIP_TOO_LARGE" });
    // The budget is shared with what was inflated before (a docx inside a package).
    const one = zipSync({ "a.txt": random() });
    expect(await failure(readZipEntries(one, ZIP_LIMITS, budget(50_000)))).toMatchObject({ code: "ZIP_TOO_LARGE" });
  });

  it("limits the number of entries", async () => {
    const files = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}.txt`, text("x")]));
    const error = await failure(readZipEntries(zipSync(files), { ...ZIP_LIMITS, maxEntries: 10 }, budget()));
    expect(error).toMatchObject({ code: "ZIP_TOO_MANY_ENTRIES" });
  });

  it("answers a broken archive with INVALID_ZIP", async () => {
    const error = await failure(readZipEntries(text("PK\u0003\u0004 not really a zip"), ZIP_LIMITS, budget()));
    expect(error).toMatchObject({ status: 400, code: "INVALID_ZIP" });
    const zip = zipSync({ "a.txt": [text("hello ".repeat(200)), { level: 9 }] });
    const truncated = zip.slice(0, zip.length - 30);
    expect(await failure(readZipEntries(truncated, ZIP_LIMITS, budget()))).toMatchObject({ code: "INVALID_ZIP" });
  });
});
