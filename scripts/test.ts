// `npm test`: the whole suite — types, lint, formatting, import cycles, unit and API tests (Vitest, against a
// real server and PostgreSQL), browser tests (Playwright in Debian's Chromium). Every step runs;
// the exit code is non-zero when any failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

type TStep = {
  name: string;
  command: string;
  args: string[];
  skip?: () => string | undefined;
  /** A second opinion on success besides the exit code (a report file the step wrote). */
  failures?: () => string | undefined;
};

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const only = process.argv.slice(2);
const vitestReport = path.join(os.tmpdir(), `vitest-report-${process.pid}.json`);

/** Failed or missing tests according to Vitest's JSON report; the exit code alone is not trusted. */
function vitestFailures(): string | undefined {
  if (!fs.existsSync(vitestReport)) return "no test report was written";
  const report = JSON.parse(fs.readFileSync(vitestReport, "utf8")) as {
    success?: boolean;
    numFailedTests?: number;
    numFailedTestSuites?: number;
  };
  const failed = (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  if (failed > 0 || report.success === false) return `${report.numFailedTests ?? 0} failed tests in the report`;
  return undefined;
}

const STEPS: TStep[] = [
  { name: "typecheck", command: "npm", args: ["run", "-s", "typecheck"] },
  { name: "lint", command: "npx", args: ["eslint", "."] },
  { name: "format", command: "npx", args: ["prettier", "--check", "."] },
  // Import cycles: none (madge exits non-zero when it finds one; the generated Prisma client is not ours).
  { name: "cycles", command: "npm", args: ["run", "-s", "check:cycles"] },
  {
    name: "unit+api",
    command: "npx",
    args: ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    failures: vitestFailures,
  },
  {
    name: "browser",
    command: "npx",
    args: ["playwright", "test"],
    skip: () => (fs.existsSync(chromium) ? undefined : `no browser at ${chromium} (apt-get install -y chromium)`),
  },
];

const results: { name: string; ok: boolean; seconds: number; note?: string }[] = [];
for (const step of STEPS.filter((s) => only.length === 0 || only.includes(s.name))) {
  const reason = step.skip?.();
  if (reason) {
    console.error(`\n✗ ${step.name}: cannot run — ${reason}`);
    results.push({ name: step.name, ok: false, seconds: 0, note: reason });
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: "1" } });
  const failures = step.failures?.();
  results.push({
    name: step.name,
    ok: result.status === 0 && !failures,
    seconds: Math.round((Date.now() - started) / 1000),
    note: failures,
  });
}

console.log("\nSummary");
for (const r of results)
  console.log(
    `  ${r.ok ? "✓" : "✗"} ${r.name.padEnd(10)} ${String(r.seconds).padStart(4)} s${r.note ? `  (${r.note})` : ""}`,
  );
process.exit(results.every((r) => r.ok) ? 0 : 1);
