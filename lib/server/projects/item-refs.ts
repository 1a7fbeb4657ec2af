import "server-only";
import { DomainError } from "@/lib/server/errors";

/** A project item: a document (5_<n>) or an entity (11_<n>, also as EntityReference `<slug>-11_<n>`). */
export type TItemKey = { itemClass: 5 | 11; itemId: string };

export function parseItemRef(raw: string, parameter: string): TItemKey {
  const match = /^(?:.*-)?(5|11)_(\d{1,18})$/.exec(raw.trim());
  if (!match || (raw.includes("-") && match[1] !== "11")) {
    throw new DomainError(
      "INVALID_ITEM_REF",
      `${parameter}: "${raw.slice(0, 80)}" is not an item reference (5_<number> for a document, 11_<number> or ` +
        "an EntityReference for an entity)",
    );
  }
  return { itemClass: Number(match[1]) as 5 | 11, itemId: BigInt(match[2]!).toString() };
}

export function parseItemRefs(raws: string[], parameter: string): TItemKey[] {
  const seen = new Set<string>();
  const keys: TItemKey[] = [];
  for (const raw of raws) {
    const key = parseItemRef(raw, parameter);
    const id = `${key.itemClass}_${key.itemId}`;
    if (!seen.has(id)) {
      seen.add(id);
      keys.push(key);
    }
  }
  return keys;
}

export const itemRefText = (key: TItemKey) => `${key.itemClass}_${key.itemId}`;
