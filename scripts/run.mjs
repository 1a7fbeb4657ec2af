#!/usr/bin/env node
// The entry point behind every npm script: installs what is missing (dependencies, the generated
// Prisma client), then runs scripts/<command>.ts with tsx. No dependencies of its own.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const [command = "start", ...args] = process.argv.slice(2);

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function run(cmd, cmdArgs, env = process.env) {
  const result = spawnSync(cmd, cmdArgs, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n${cmd} ${cmdArgs.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function ensureDependencies() {
  const marker = path.join("node_modules", ".package-lock.json");
  if (mtime(marker) >= mtime("package-lock.json") && fs.existsSync(path.join("node_modules", "next"))) return;
  // `npm install`, not `npm ci`: the registry mirror here has no packages for other platforms, so
  // the lock file cannot list them and `npm ci` would refuse it; install still follows the lock.
  console.log("Installing dependencies (npm install)…");
  run("npm", ["install", "--no-audit", "--no-fund"]);
}

function ensurePrismaClient() {
  const generated = path.join("lib", "generated", "prisma", "client.ts");
  if (mtime(generated) >= mtime(path.join("prisma", "schema.prisma"))) return;
  console.log("Generating the Prisma client…");
  // `prisma generate` never runs the schema engine; any existing file satisfies the check (DESIGN §5).
  run("npx", ["prisma", "generate"], { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath });
}

ensureDependencies();
ensurePrismaClient();
if (command === "generate") process.exit(0);

const entry = path.join("scripts", `${command}.ts`);
if (!fs.existsSync(entry)) {
  console.error(`unknown command "${command}" (scripts/${command}.ts does not exist)`);
  process.exit(2);
}
// The import path's memory budget: V8 otherwise lets garbage grow towards a quarter of the machine's memory
// before a full collection. The live data of an import is bounded (batches, the entity cache, the story
// window), so a budget holds the process near 1 GB at the cost of more frequent collections (the pipeline
// benchmark reports their time). HEAP_MB overrides it; HEAP_MB=0 leaves V8's default.
const IMPORT_HEAP_MB = 768;
const importing =
  command === "cli" || command === "worker" || (command === "bench" && ["pipeline", "scale"].includes(args[0]));
const heapMb = Number(process.env.HEAP_MB ?? (importing ? IMPORT_HEAP_MB : 0));
// The young generation: analysis allocates many short-lived objects per document; with V8's default
// semi-space (16 MB) many survive two scavenges and are promoted, which costs copying and old-space
// collections. 64 MB measured 13–15% more analysis per CPU second (`npm run bench -- analyze`, A/B).
// YOUNG_MB overrides it; YOUNG_MB=0 leaves V8's default. The server inherits it (scripts/start.ts).
const youngMb = Number(process.env.YOUNG_MB ?? 64);
const heapFlags = [
  ...(heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : []),
  ...(youngMb > 0 ? [`--max-semi-space-size=${youngMb}`] : []),
];
// `react-server` lets server modules (which import "server-only") load outside Next.js.
const child = spawn(process.execPath, [...heapFlags, "--conditions=react-server", "--import", "tsx", entry, ...args], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
// Orphaned (whatever started us was killed, even with -9): stop the child rather than run on unowned.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && child.kill("SIGTERM"), 1000).unref();
