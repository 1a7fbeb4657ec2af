import type { TEntityOccurrence, TSpan } from "../types";

/** An entity occurrence as the entity extractor reports it: every mention of its name and aliases in `text`. */
export function occurrenceIn(
  text: string,
  name: string,
  aliases: string[] = [],
  type: TEntityOccurrence["type"] = "Person",
): TEntityOccurrence {
  const mentions: TSpan[] = [];
  for (const form of [name, ...aliases]) {
    for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1)) {
      if (!mentions.some((m) => at >= m.start && at < m.end)) mentions.push({ start: at, end: at + form.length });
    }
  }
  mentions.sort((a, b) => a.start - b.start);
  return { type, name, aliases, mentions, inTitle: false, salience: 0.5 };
}
