import { spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { writeReport } from "./fresh-database";

/**
 * `npm run bench -- fuzz [requests]`: the long run of the two registry-driven fuzzers (e2e/api/fuzz.test.ts:
 * no 500 and the error body of DECISIONS 9 on every endpoint, alias and format; e2e/api/fuzz-no-change.test.ts:
 * a 4xx of a changing endpoint leaves every table as it was) with a new seed each time, printed so that a
 * failure can be replayed with FUZZ_SEED=<seed> and the test file. Default 30,000 + 3,000 requests.
 */
export async function fuzzBench(args: string[]): Promise<void> {
  const requests = Number(args[0] || 30_000);
  const seed = Number(process.env.FUZZ_SEED || randomInt(1, 2 ** 31 - 1));
  console.log(
    `fuzzing with seed ${seed}: ${requests} requests, then ${Math.round(requests / 10)} on changing endpoints`,
  );
  const started = Date.now();
  const run = spawnSync(
    "npx",
    ["vitest", "run", "--project", "api", "e2e/api/fuzz.test.ts", "e2e/api/fuzz-no-change.test.ts"],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        FUZZ_SEED: String(seed),
        FUZZ_RUNS: String(requests),
        FUZZ_NO_CHANGE_RUNS: String(Math.round(requests / 10)),
      },
    },
  );
  const report = { seed, requests, seconds: Math.round((Date.now() - started) / 1000), passed: run.status === 0 };
  console.log(`report: ${writeReport("fuzz", report)}`);
  if (run.status !== 0) throw new Error(`the fuzzers found a problem (replay with FUZZ_SEED=${seed})`);
}
