import "server-only";
import fs from "node:fs";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { PassThrough } from "node:stream";
import { to as copyTo } from "pg-copy-streams";
import { pool } from "@/lib/server/db/pool";
import { backupTables, quoteIdent } from "./backup-tables";

export const BACKUP_FORMAT = "nei-backup/1";
/** Ends each table's COPY data: a line COPY text format can never produce (a backslash is written as \\). */
export const END_OF_TABLE = "\\.";

export type TBackupSummary = { file: string; tables: number; rows: number; bytes: number };

/**
 * Writes a consistent backup of every table (one REPEATABLE READ snapshot) to a gzip file: a header line
 * (format, time, migrations), then for each table a JSON line and its rows in COPY text format. The job
 * queue (schema pgboss) is not included: it is rebuilt on start. Written to FILE.partial, then renamed.
 */
export async function createBackup(file: string, progress: (table: string, rows: number) => void = () => {}) {
  const client = await pool().connect();
  const partial = `${file}.partial`;
  const out = new PassThrough();
  const written = pipeline(out, createGzip(), fs.createWriteStream(partial));
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, "drain");
  };
  let rows = 0;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const migrations = (await client.query("SELECT name, checksum FROM schema_migrations ORDER BY name")).rows;
    const tables = await backupTables(client);
    await write(JSON.stringify({ format: BACKUP_FORMAT, createdAt: new Date().toISOString(), migrations }) + "\n");
    for (const table of tables) {
      const { rows: count } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteIdent(table.name)}`);
      await write(JSON.stringify({ table: table.name, columns: table.columns, rows: Number(count[0]!.n) }) + "\n");
      const columns = table.columns.map(quoteIdent).join(", ");
      const order = table.orderBy.length ? ` ORDER BY ${table.orderBy.map(quoteIdent).join(", ")}` : "";
      const stream = client.query(copyTo(`COPY (SELECT ${columns} FROM ${quoteIdent(table.name)}${order}) TO STDOUT`));
      for await (const chunk of stream) {
        if (!out.write(chunk)) await once(out, "drain");
      }
      await write(`${END_OF_TABLE}\n`);
      rows += Number(count[0]!.n);
      progress(table.name, Number(count[0]!.n));
    }
    await client.query("COMMIT");
    out.end();
    await written;
    fs.renameSync(partial, file);
    return { file, tables: tables.length, rows, bytes: fs.statSync(file).size } satisfies TBackupSummary;
  } catch (error) {
    out.destroy();
    await written.catch(() => {});
    fs.rmSync(partial, { force: true });
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
