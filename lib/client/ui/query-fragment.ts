/**
 * Autocomplete in the query box works on the words being typed at the end of the query: the last one
 * or two bare words after the last operator, parenthesis, quote, bracket or prefix. Picking an entity
 * replaces them with an entity term `Type:"Name"`.
 */
export type TFragment = { start: number; text: string };

const MAX_WORDS = 2;

export function trailingFragment(query: string): TFragment | undefined {
  // An open quote or bracket at the end means the user is inside a phrase or a type: leave it alone.
  if ((query.match(/"/g)?.length ?? 0) % 2 === 1 || /\[[^\]]*$/.test(query)) return undefined;
  if (/\s$/.test(query)) return undefined;
  const boundary = /(\bAND\b|\bOR\b|\bNOT\b|[()"\[\]:])/g;
  let start = 0;
  for (let m = boundary.exec(query); m; m = boundary.exec(query)) start = m.index + m[0].length;
  const segment = query.slice(start);
  const words = [...segment.matchAll(/\S+/g)];
  if (words.length === 0) return undefined;
  const first = words[Math.max(0, words.length - MAX_WORDS)]!;
  const text = segment.slice(first.index).trim();
  return { start: start + first.index!, text };
}

/** `Type:"Name"`; a quotation mark in a name cannot be written in a phrase, so it becomes a space. */
export function entityTerm(type: string, name: string): string {
  return `${type}:"${name.replace(/["\u201c\u201d]/g, " ").trim()}"`;
}

export function replaceFragment(query: string, fragment: TFragment, replacement: string): string {
  return `${query.slice(0, fragment.start)}${replacement} `;
}
