import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signedInUser } from "../support/api-fixtures";
import { ensureWikinews, hasCorpus } from "../support/corpus";

// Backup of the suite's own database (corpus, users, keys, projects…), restored into a fresh database.
const sourceUrl = inject("databaseUrl");
const dbUrl = (name: string) => Object.assign(new URL(sourceUrl), { pathname: `/${name}` }).toString();
const targetName = `restore_${Date.now()}`;
const targetUrl = dbUrl(targetName);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nei-backup-"));
const admin = new pg.Client({ connectionString: dbUrl("postgres") });

function cli(databaseUrl: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/run.mjs", "cli", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: databaseUrl, SESSION_SECRET: inject("sessionSecret") },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** md5 of every table's rows (stored columns, in key order): equal fingerprints mean equal data. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${name}" t`,
      );
      out[name] = `${rows[0].n}:${rows[0].h}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (hasCorpus) await ensureWikinews();
  // Something in every area: a user with a key, a project with items.
  const owner = await signedInUser();
  const made = await owner.get(`/project/add/Scrapbook/?description=Backup%20me&type=json`);
  const ref = (await made.json()).Projects[0].ProjectRef;
  await owner.get(`/project/addItems?projectRef=${ref}&q=the&type=json`);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${targetName}`);
}, 240_000);

afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("round-trips every table exactly, and identities continue after the restored rows", async () => {
    const file = path.join(dir, "all.nei.gz");
    const backup = cli(sourceUrl, "backup", file);
    expect(backup.code, backup.stderr).toBe(0);
    const summary = JSON.parse(backup.stdout);
    expect(summary.tables).toBeGreaterThan(15);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    const before = await fingerprint(sourceUrl);

    // Services running on the target hear that the whole corpus changed (they drop caches and indexes).
    const listener = new pg.Client({ connectionString: targetUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (n) => heard.push(`${n.channel} ${n.payload}`));
    await listener.query("LISTEN corpus_changed");
    const restore = cli(targetUrl, "restore", file);
    expect(restore.code, restore.stderr).toBe(0);
    expect(JSON.parse(restore.stdout).rows).toBe(summary.rows);
    for (let i = 0; i < 40 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    await listener.end();
    expect(heard).toEqual(['corpus_changed {"all":true}']);
    const after = await fingerprint(targetUrl);
    expect(after).toEqual(before);
    expect(Number(before.documents!.split(":")[0])).toBeGreaterThan(0);
    expect(Number(before.projects!.split(":")[0])).toBeGreaterThan(0);

    const target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    try {
      const { rows } = await target.query(
        `INSERT INTO users (username, password_hash) VALUES ('after-restore', 'x') RETURNING id,
           (SELECT max(id) FROM users WHERE username <> 'after-restore') AS previous`,
      );
      expect(rows[0].id).toBeGreaterThan(rows[0].previous);
    } finally {
      await target.end();
    }
  });

  it("refuses a damaged backup or one of another schema, and changes nothing", async () => {
    const file = path.join(dir, "good.nei.gz");
    expect(cli(sourceUrl, "backup", file).code).toBe(0);
    const restored = cli(targetUrl, "restore", file);
    expect(restored.code, restored.stderr).toBe(0);
    const before = await fingerprint(targetUrl);

    const text = gunzipSync(fs.readFileSync(file)).toString("utf8");
    const truncated = path.join(dir, "truncated.nei.gz");
    fs.writeFileSync(truncated, gzipSync(text.slice(0, Math.floor(text.length * 0.6))));
    const otherSchema = path.join(dir, "other.nei.gz");
    const [header, ...rest] = text.split("\n");
    const changed = { ...JSON.parse(header!), migrations: [{ name: "0001_foundation", checksum: "x" }] };
    fs.writeFileSync(otherSchema, gzipSync([JSON.stringify(changed), ...rest].join("\n")));
    const notBackup = path.join(dir, "not.gz");
    fs.writeFileSync(notBackup, "hello");

    for (const [bad, message] of [
      [truncated, "ends inside table"],
      [otherSchema, "restore into a database at the same schema"],
      [notBackup, "not a readable backup"],
      [path.join(dir, "missing.gz"), "no such file"],
    ] as const) {
      const result = cli(targetUrl, "restore", bad);
      expect(result.code, bad).toBe(1);
      expect(result.stderr).toContain(message);
      expect(await fingerprint(targetUrl)).toEqual(before);
    }
  });
});
