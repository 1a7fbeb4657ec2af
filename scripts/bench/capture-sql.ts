import pg from "pg";

type TStatement = { text: string; values?: unknown[]; rowMode?: "array" };
type TCaptured = TStatement & { started: number; ended: number };

let capturing: TCaptured[] | null = null;
let installed = false;

/** Every statement sent through `pg` (the pool and its transactions' clients) while `work` runs. */
function install(): void {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0];
    const record: TCaptured | null = capturing
      ? {
          text: typeof config === "string" ? config : (config as TStatement).text,
          values: (config as TStatement).values ?? (Array.isArray(args[1]) ? args[1] : undefined),
          rowMode: typeof config === "string" ? undefined : (config as TStatement).rowMode,
          started: performance.now(),
          ended: Infinity,
        }
      : null;
    if (record) {
      capturing!.push(record);
      // pg.Pool calls client.query with a callback; a transaction's client awaits the returned promise.
      const callback = args.findIndex((arg) => typeof arg === "function");
      if (callback >= 0) {
        const done = args[callback] as (...results: unknown[]) => unknown;
        args[callback] = (...results: unknown[]) => {
          record.ended = performance.now();
          return done(...results);
        };
      }
    }
    const result = query.apply(this, args);
    if (record && result instanceof Promise) {
      result.then(
        () => (record.ended = performance.now()),
        () => (record.ended = performance.now()),
      );
    }
    return result;
  } as typeof pg.Client.prototype.query;
}

/**
 * The SQL a piece of work sends, in rounds: statements sent while an earlier one of the round was still
 * running (Promise.all) form one round. Replaying the rounds runs the same SQL directly, with the same
 * parallelism, without the service's own code.
 */
export async function captureSql(work: () => Promise<unknown>): Promise<TStatement[][]> {
  install();
  const captured: TCaptured[] = [];
  capturing = captured;
  try {
    await work();
  } finally {
    capturing = null;
  }
  const rounds: TCaptured[][] = [];
  for (const statement of captured) {
    const round = rounds.at(-1);
    if (round && statement.started < Math.max(...round.map((s) => s.ended))) round.push(statement);
    else rounds.push([statement]);
  }
  return rounds.map((round) => round.map(({ text, values, rowMode }) => ({ text, values, rowMode })));
}

/** Runs captured rounds on a pg pool: one round after the other, the statements of a round together. */
export async function replaySql(pool: pg.Pool, rounds: TStatement[][]): Promise<void> {
  for (const round of rounds) await Promise.all(round.map((statement) => pool.query(statement as pg.QueryConfig)));
}
