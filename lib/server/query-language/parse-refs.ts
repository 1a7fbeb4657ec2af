import "server-only";
import type { TItemRef, TProjectRef } from "./ast";
import { expectedAt } from "./query-errors";

const CLASSES = { "5": "document", "7": "topic", "11": "entity" } as const;
// Ids beyond the column types would make PostgreSQL fail; they are syntax errors instead.
const MAX_BIGINT = 9_223_372_036_854_775_807n;
const MAX_INTEGER = 2_147_483_647n; // topics.id is an integer

/** `itemref:` values: 5_<n> document, 7_<n> topic, 11_<n> entity, or an EntityReference <slug>-11_<n>. */
export function parseItemRef(value: string, position: number): TItemRef {
  const match = /^(?:(.+)-)?(\d+)_(\d+)$/.exec(value);
  const itemClass = match?.[2] as keyof typeof CLASSES | undefined;
  if (!match || !itemClass || !(itemClass in CLASSES) || (match[1] !== undefined && itemClass !== "11")) {
    throw expectedAt(
      position,
      "an itemRef: 5_<n> (document), 7_<n> (topic), 11_<n> or <slug>-11_<n> (entity)",
      `"${value.slice(0, 40)}"`,
    );
  }
  const refClass = CLASSES[itemClass];
  return {
    class: refClass,
    id: boundedId(match[3]!, refClass === "topic" ? MAX_INTEGER : MAX_BIGINT, position),
    text: value,
  };
}

/** `doclist:`/`mylist:` values: a ProjectRef 15_<n>, or else the project's description. */
export function parseProjectRef(value: string, position: number): TProjectRef {
  const match = /^15_(\d+)$/.exec(value);
  return match ? { projectId: boundedId(match[1]!, MAX_BIGINT, position), text: value } : { description: value };
}

function boundedId(digits: string, max: bigint, position: number): bigint {
  const id = BigInt(digits);
  if (id > max) throw expectedAt(position, `an id of at most ${max}`);
  return id;
}
