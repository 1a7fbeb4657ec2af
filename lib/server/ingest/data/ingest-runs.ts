import "server-only";
import type { IngestRun } from "@/lib/generated/prisma/client";
import { pool } from "@/lib/server/db/pool";
import { assignedColumns, insertClause, selectColumns, setClauses } from "@/lib/server/db/record-columns";
import type { TRecordColumns } from "@/lib/server/db/record-columns";
import type { TRow } from "@/lib/server/db/table-rows";

/** The columns of `ingest_runs` by the fields of the run record. */
const RUN_COLUMNS: TRecordColumns<IngestRun> = {
  id: "id",
  kind: "kind",
  description: "description",
  sourceId: "source_id",
  userId: "user_id",
  status: "status",
  total: "total",
  read: "read",
  stored: "stored",
  duplicates: "duplicates",
  rejected: "rejected",
  rejectionReasons: "rejection_reasons",
  docsPerSecond: "docs_per_second",
  error: "error",
  startedAt: "started_at",
  updatedAt: "updated_at",
  finishedAt: "finished_at",
};

/** A run row as pg gives it: the record with its bigint id as a string. */
type TRunRow = Omit<IngestRun, "id"> & TRow<"ingest_runs", "id">;

/** A run row becomes the run record. */
const runOf = (row: TRunRow): IngestRun => ({ ...row, id: BigInt(row.id) });

/** Starts a run row; its id. */
export async function insertIngestRun(run: {
  kind: string;
  description: string;
  sourceId?: number;
  userId?: number;
  total: number | null;
}): Promise<bigint> {
  const set = assignedColumns(RUN_COLUMNS, run);
  const { rows } = await pool().query<TRow<"ingest_runs", "id">>(
    `INSERT INTO ingest_runs ${insertClause(set)} RETURNING id`,
    set.values,
  );
  return BigInt(rows[0]!.id);
}

export type TIngestRunChange = Partial<Omit<IngestRun, "id">>;

/** Writes the run's figures and moves its update time. */
export async function updateIngestRun(id: bigint, data: TIngestRunChange): Promise<void> {
  const set = assignedColumns(RUN_COLUMNS, { ...data, updatedAt: new Date() }, 2);
  const { rowCount } = await pool().query(
    `UPDATE ingest_runs SET ${setClauses(set).join(", ")}
     WHERE id = $1`,
    [String(id), ...set.values],
  );
  if (rowCount === 0) throw new Error(`no import run ${id}`);
}

/**
 * The runs an actor may see (admins: all; others: their own and those of these sources): the newest
 * `limit`, every running one, and the last run of each source.
 */
export async function findRunsVisibleTo(
  actor: { userId: number; isAdmin: boolean },
  sourceIds: number[],
  limit: number,
): Promise<{ recent: IngestRun[]; running: IngestRun[]; lastRuns: IngestRun[] }> {
  const columns = selectColumns(RUN_COLUMNS);
  const visible = `($1::boolean OR user_id = $2 OR source_id = ANY($3::int[]))`;
  const params = [actor.isAdmin, actor.userId, sourceIds];
  const [recent, running, lastRuns] = await Promise.all([
    pool().query<TRunRow>(`SELECT ${columns} FROM ingest_runs WHERE ${visible} ORDER BY started_at DESC LIMIT $4`, [
      ...params,
      limit,
    ]),
    pool().query<TRunRow>(
      `SELECT ${columns} FROM ingest_runs WHERE ${visible} AND status = 'running' ORDER BY started_at DESC`,
      params,
    ),
    sourceIds.length === 0
      ? Promise.resolve({ rows: [] })
      : pool().query<TRunRow>(
          `SELECT DISTINCT ON (source_id) ${columns} FROM ingest_runs WHERE source_id = ANY($1::int[])
           ORDER BY source_id ASC, started_at DESC`,
          [sourceIds],
        ),
  ]);
  return { recent: recent.rows.map(runOf), running: running.rows.map(runOf), lastRuns: lastRuns.rows.map(runOf) };
}
