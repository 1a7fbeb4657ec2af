import "server-only";
import type pg from "pg";

export type TBackupTable = { name: string; columns: string[]; orderBy: string[] };

/**
 * The tables of the public schema, each with its stored columns (generated ones are rebuilt by
 * PostgreSQL) and its primary key to order rows by, so that a backup of the same data is the same file.
 */
export async function backupTables(client: pg.ClientBase): Promise<TBackupTable[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
  );
  const { rows: keys } = await client.query<{ table_name: string; column_name: string }>(
    `SELECT c.relname AS table_name, a.attname AS column_name
     FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
     WHERE n.nspname = 'public' AND i.indisprimary ORDER BY c.relname, k.ord`,
  );
  return tables.map(({ name }) => ({
    name,
    columns: columns.filter((c) => c.table_name === name).map((c) => c.column_name),
    orderBy: keys.filter((k) => k.table_name === name).map((k) => k.column_name),
  }));
}

export type TForeignKey = { table: string; name: string; definition: string };

/** The foreign keys of the public schema, to drop while rows load (they may form cycles) and add back. */
export async function foreignKeys(client: pg.ClientBase): Promise<TForeignKey[]> {
  const { rows } = await client.query<TForeignKey>(
    `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
     FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public' ORDER BY c.relname, k.conname`,
  );
  return rows;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
