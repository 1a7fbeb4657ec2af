export type TCommand = {
  usage: string;
  /** Commands that only compute (analyze) need no database. */
  noDatabase?: boolean;
  run: (args: string[]) => Promise<void>;
};

export class UsageError extends Error {}

export const table = (rows: Record<string, unknown>[]) => (rows.length ? console.table(rows) : console.log("(none)"));
