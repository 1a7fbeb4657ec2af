import "server-only";
import fs from "node:fs";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { from as copyFrom } from "pg-copy-streams";
import { CORPUS_CHANNEL } from "@/lib/server/db/corpus-events";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import { backupTables, foreignKeys, quoteIdent } from "./backup-tables";
import { BACKUP_FORMAT, END_OF_TABLE } from "./create-backup";

type THeader = { format: string; createdAt: string; migrations: { name: string; checksum: string }[] };
type TSection = { table: string; columns: string[]; rows: number };

const invalid = (message: string) => new DomainError("INVALID_BACKUP", message);

/**
 * Replaces every table's rows with those of a backup, in one transaction: the database ends up exactly as
 * the backup, or — on any problem (wrong file, other migrations, a row that does not load) — unchanged.
 * Stop the service first: the restore locks every table.
 */
export async function restoreBackup(file: string, progress: (table: string, rows: number) => void = () => {}) {
  if (!fs.existsSync(file)) throw invalid(`no such file: ${file}`);
  const input = fs.createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const next = async (): Promise<string | undefined> => {
    try {
      const { value, done } = await lines.next();
      return done ? undefined : value;
    } catch (error) {
      throw invalid(`${file} is not a readable backup (${(error as Error).message})`);
    }
  };
  const header = parseJson<THeader>(await next(), "header");
  if (header.format !== BACKUP_FORMAT) throw invalid(`${file} is not a backup of this service (${BACKUP_FORMAT})`);

  return withTransaction(async (client) => {
    const { rows: migrations } = await client.query("SELECT name, checksum FROM schema_migrations ORDER BY name");
    if (JSON.stringify(migrations) !== JSON.stringify(header.migrations)) {
      throw invalid(
        `the backup was made at schema ${header.migrations.at(-1)?.name ?? "(none)"}, this database is at ` +
          `${migrations.at(-1)?.name ?? "(none)"}: restore into a database at the same schema`,
      );
    }
    const tables = await backupTables(client);
    await client.query(`TRUNCATE ${tables.map((t) => quoteIdent(t.name)).join(", ")} RESTART IDENTITY CASCADE`);
    // Foreign keys may form cycles (documents ↔ stories): drop them while rows load, add them back after
    // (which checks every row), all inside the transaction.
    const keys = await foreignKeys(client);
    for (const key of keys) {
      await client.query(`ALTER TABLE ${quoteIdent(key.table)} DROP CONSTRAINT ${quoteIdent(key.name)}`);
    }
    let total = 0;
    const seen = new Set<string>();
    for (let line = await next(); line !== undefined; line = await next()) {
      const section = parseJson<TSection>(line, "table header");
      const table = tables.find((t) => t.name === section.table);
      if (!table || seen.has(table.name)) throw invalid(`unexpected table ${section.table} in the backup`);
      seen.add(table.name);
      const columns = section.columns.map(quoteIdent).join(", ");
      const copy = client.query(copyFrom(`COPY ${quoteIdent(table.name)} (${columns}) FROM STDIN`));
      let rows = 0;
      try {
        for (let row = await next(); row !== END_OF_TABLE; row = await next()) {
          if (row === undefined) throw invalid(`the backup ends inside table ${table.name}`);
          rows++;
          if (!copy.write(`${row}\n`)) await once(copy, "drain");
        }
        copy.end();
        await finished(copy);
      } catch (error) {
        // Abort the COPY (CopyFail) so that the connection can roll back.
        copy.destroy(error as Error);
        await finished(copy).catch(() => {});
        throw error instanceof DomainError ? error : invalid(`table ${table.name}: ${(error as Error).message}`);
      }
      if (rows !== section.rows) throw invalid(`table ${table.name}: ${rows} rows, the header says ${section.rows}`);
      total += rows;
      progress(table.name, rows);
    }
    const missing = tables.filter((t) => !seen.has(t.name)).map((t) => t.name);
    if (missing.length) throw invalid(`the backup has no data for ${missing.join(", ")}`);
    for (const key of keys) {
      await client.query(
        `ALTER TABLE ${quoteIdent(key.table)} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.definition}`,
      );
    }
    await resetIdentities(client);
    // Running services drop what they hold of the corpus (heat cache, mention index, clock) on commit.
    await client.query("SELECT pg_notify($1, $2)", [CORPUS_CHANNEL, JSON.stringify({ all: true })]);
    return { tables: seen.size, rows: total, createdAt: header.createdAt };
  });
}

function parseJson<T>(line: string | undefined, what: string): T {
  try {
    if (line === undefined) throw new Error("missing");
    return JSON.parse(line) as T;
  } catch {
    throw invalid(`the backup's ${what} is missing or damaged`);
  }
}

/** Identity columns continue after the restored rows. */
async function resetIdentities(client: import("pg").PoolClient): Promise<void> {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')`,
  );
  for (const { table_name, column_name } of rows) {
    const table = quoteIdent(table_name);
    const column = quoteIdent(column_name);
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${column}) FROM ${table}), 0) + 1, false)`,
      [table, column_name],
    );
  }
}
