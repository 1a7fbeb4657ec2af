import "server-only";
import type { Source } from "@/lib/generated/prisma/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { pool } from "@/lib/server/db/pool";
import { assignedColumns, insertClause, selectColumns, setClauses } from "@/lib/server/db/record-columns";
import type { TRecordColumns } from "@/lib/server/db/record-columns";
import { sqlRows } from "@/lib/server/db/sql-rows";
import type { TRow } from "@/lib/server/db/table-rows";

/** The columns of `sources` by the fields of the source record. */
const SOURCE_COLUMNS: TRecordColumns<Source> = {
  id: "id",
  kind: "kind",
  name: "name",
  url: "url",
  publisher: "publisher",
  enabled: "enabled",
  intervalSeconds: "interval_seconds",
  etag: "etag",
  lastModified: "last_modified",
  status: "status",
  lastError: "last_error",
  failures: "failures",
  lastFetchedAt: "last_fetched_at",
  nextFetchAt: "next_fetch_at",
  itemsSeen: "items_seen",
  createdAt: "created_at",
  ownerUserId: "owner_user_id",
  visibility: "visibility",
};

/** The source record's SELECT list. */
export const SOURCE_SELECT = selectColumns(SOURCE_COLUMNS);

/** The fields a new source is given (the others take their defaults). */
export type TNewSource = Partial<Omit<Source, "id">> & Pick<Source, "kind" | "name">;

/** The fields a change sets; `itemsSeen` is added to the count. */
export type TSourceRowChange = Partial<Omit<Source, "id" | "itemsSeen">> & { itemsSeen?: { increment: number } };

/** The registered source of this kind and URL, if any (another than `exceptId` when given). */
export async function findSourceByUrl(kind: "feed" | "social", url: string, exceptId?: number): Promise<Source | null> {
  const { rows } = await pool().query<Source>(
    `SELECT ${SOURCE_SELECT} FROM sources WHERE kind = $1 AND url = $2 AND ($3::int IS NULL OR id <> $3) LIMIT 1`,
    [kind, url, exceptId ?? null],
  );
  return rows[0] ?? null;
}

export async function insertSource(data: TNewSource): Promise<Source> {
  const set = assignedColumns(SOURCE_COLUMNS, data);
  const { rows } = await pool().query<Source>(
    `INSERT INTO sources ${insertClause(set)} RETURNING ${SOURCE_SELECT}`,
    set.values,
  );
  return rows[0]!;
}

export async function findSourcesOfKind(kind: "feed" | "social"): Promise<Source[]> {
  const { rows } = await pool().query<Source>(`SELECT ${SOURCE_SELECT} FROM sources WHERE kind = $1 ORDER BY id ASC`, [
    kind,
  ]);
  return rows;
}

/** Every source the actor may see (admins: all; others: their own and shared ones), by id. */
export async function findSourcesVisibleTo(actor: { userId: number; isAdmin: boolean }): Promise<Source[]> {
  const { rows } = await pool().query<Source>(
    `SELECT ${SOURCE_SELECT} FROM sources WHERE $1::boolean OR owner_user_id = $2 OR visibility = 'shared'
     ORDER BY id ASC`,
    [actor.isAdmin, actor.userId],
  );
  return rows;
}

export async function findSourceById(id: number): Promise<Source | null> {
  const { rows } = await pool().query<Source>(`SELECT ${SOURCE_SELECT} FROM sources WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The user names of these users, by id. */
export async function findUsernames(ids: number[]): Promise<Map<number, TRow<"users", "id" | "username">>> {
  const { rows } = await pool().query<TRow<"users", "id" | "username">>(
    `SELECT id, username FROM users WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((u) => [u.id, u]));
}

/** Sets the given fields of the source; the source as changed (throws when there is no such source). */
export async function updateSourceRow(id: number, data: TSourceRowChange): Promise<Source> {
  const { itemsSeen, ...fields } = data;
  const set = assignedColumns(SOURCE_COLUMNS, fields, 2);
  const assignments = setClauses(set);
  const values = [id, ...set.values];
  if (itemsSeen) {
    values.push(itemsSeen.increment);
    assignments.push(`items_seen = items_seen + $${values.length}`);
  }
  const { rows } =
    assignments.length === 0
      ? await pool().query<Source>(`SELECT ${SOURCE_SELECT} FROM sources WHERE id = $1`, [id])
      : await pool().query<Source>(
          `UPDATE sources SET ${assignments.join(", ")} WHERE id = $1 RETURNING ${SOURCE_SELECT}`,
          values,
        );
  if (!rows[0]) throw new Error(`no source ${id}`);
  return rows[0];
}

export async function countDocumentsOfSource(sourceId: number): Promise<number> {
  const { rows } = await pool().query<{ n: number }>(`SELECT count(*)::int AS n FROM documents WHERE source_id = $1`, [
    sourceId,
  ]);
  return rows[0]!.n;
}

/** Deletes the source (throws when there is no such source). */
export async function deleteSourceRow(id: number): Promise<void> {
  const { rowCount } = await pool().query(`DELETE FROM sources WHERE id = $1`, [id]);
  if (rowCount === 0) throw new Error(`no source ${id}`);
}

/** Leases up to `limit` due sources of a kind (FOR UPDATE SKIP LOCKED) for `leaseSeconds`; them as leased. */
export function leaseDueSources(kind: "feed" | "social", limit: number, leaseSeconds: number): Promise<Source[]> {
  return lease(
    Prisma.sql`id IN (
    SELECT id FROM sources WHERE kind = ${kind} AND enabled AND next_fetch_at <= now()
    ORDER BY next_fetch_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
    leaseSeconds,
  );
}

/** Renews the lease of a source that still carries `leasedUntil`; the source, or undefined. */
export async function renewSourceLease(
  sourceId: number,
  leasedUntil: Date,
  leaseSeconds: number,
): Promise<Source | undefined> {
  return (await lease(Prisma.sql`id = ${sourceId} AND enabled AND next_fetch_at = ${leasedUntil}`, leaseSeconds))[0];
}

function lease(where: Prisma.Sql, leaseSeconds: number): Promise<Source[]> {
  return sqlRows<Source>(Prisma.sql`
    UPDATE sources SET next_fetch_at = date_trunc('milliseconds', now() + make_interval(secs => ${leaseSeconds}))
    WHERE ${where}
    RETURNING id, kind, name, url, publisher, etag, last_modified AS "lastModified", failures,
      interval_seconds AS "intervalSeconds", last_fetched_at AS "lastFetchedAt", next_fetch_at AS "nextFetchAt"`);
}
