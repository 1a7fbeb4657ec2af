// `npm test`: the whole suite — types, lint, formatting, import cycles, unit and API tests (Vitest, against a
// real server and PostgreSQL), browser tests (Playwright in Debian's Chromium). Every step runs;
// the exit code is non-zero when any failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

type TStep = { name: string; command: string; args: string[]; skip?: () => string | undefined };

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const only = process.argv.slice(2);

const STEPS: TStep[] = [
  { name: "typecheck", command: "npm", args: ["run", "-s", "typecheck"] },
  { name: "lint", command: "npx", args: ["eslint", "."] },
  { name: "format", command: "npx", args: ["prettier", "--check", "."] },
  // Import cycles: none (madge exits non-zero when it finds one; the generated Prisma client is not ours).
  { name: "cycles", command: "npm", args: ["run", "-s", "check:cycles"] },
  { name: "unit+api", command: "npx", args: ["vitest", "run"] },
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
  results.push({ name: step.name, ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log("\nSummary");
for (const r of results)
  console.log(
    `  ${r.ok ? "✓" : "✗"} ${r.name.padEnd(10)} ${String(r.seconds).padStart(4)} s${r.note ? `  (${r.note})` : ""}`,
  );
process.exit(results.every((r) => r.ok) ? 0 : 1);
