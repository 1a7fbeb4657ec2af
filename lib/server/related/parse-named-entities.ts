import { ENTITY_TYPES, type TEntityType } from "@/lib/nlp/types";

/** One entry of an `items` list: an entity by id, or by name with an optional type. */
export type TNamedEntity = { text: string } & ({ id: bigint } | { name: string; type?: TEntityType });

export class TNamedEntityError extends Error {}

/**
 * Parses `"donald trump [person],Republican Party (US) [organization],11_42"` (DECISIONS 22): entries
 * separated by commas; each `name [Type]` (type case-insensitive, optional), `11_<n>` or an
 * EntityReference `<slug>-11_<n>`. Empty entries are skipped; repeats are kept once.
 */
export function parseNamedEntities(list: string): TNamedEntity[] {
  const out = new Map<string, TNamedEntity>();
  for (const raw of list.split(",")) {
    const text = raw.trim();
    if (!text) continue;
    const ref = /^(?:\S+-)?11_(\d{1,18})$/.exec(text);
    if (ref) {
      out.set(`id:${ref[1]}`, { text, id: BigInt(ref[1]!) });
      continue;
    }
    const match = /^(.*?)\s*(?:\[([^\]]*)\])?$/.exec(text)!;
    const name = match[1]!.trim();
    if (!name || /[[\]]/.test(name)) throw new TNamedEntityError(`"${text}" is not "name [type]"`);
    let type: TEntityType | undefined;
    if (match[2] !== undefined) {
      type = ENTITY_TYPES.find((t) => t.toLowerCase() === match[2]!.trim().toLowerCase());
      if (!type) throw new TNamedEntityError(`"${text}" has an unknown type (use ${ENTITY_TYPES.join(", ")})`);
    }
    out.set(`name:${type ?? ""}:${name.toLowerCase()}`, { text, name, ...(type ? { type } : {}) });
  }
  return [...out.values()];
}
