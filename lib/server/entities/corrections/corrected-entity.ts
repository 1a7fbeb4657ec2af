import "server-only";

/** An entity as a correction's before and after, and its answer, record it: names, type, status, aliases. */
export type TCorrectedEntity = {
  id: string;
  name: string;
  type: string;
  status: string;
  /** The survivor it was merged into, if any. */
  mergedInto: string | null;
  aliases: string[];
  documentCount: number;
};
