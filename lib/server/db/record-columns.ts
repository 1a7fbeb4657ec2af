/**
 * A table's columns by the fields of the record a data function returns (`camelCase` field → `snake_case`
 * column): the SELECT list that gives rows in the record's shape, and the columns and parameters of the
 * fields an INSERT or UPDATE sets.
 */
export type TRecordColumns<T> = { readonly [K in keyof T]-?: string };

/** `column AS "field", …` for every field (columns prefixed with `alias.` when one is given). */
export function selectColumns<T>(columns: TRecordColumns<T>, alias?: string): string {
  const prefix = alias ? `${alias}.` : "";
  return Object.entries<string>(columns)
    .map(([field, column]) => (field === column ? `${prefix}${column}` : `${prefix}${column} AS "${field}"`))
    .join(", ");
}

/**
 * The columns and values of the fields of `data` that are set (an undefined field is left out, null is
 * written), and their placeholders numbered from `first`.
 */
export function assignedColumns<T>(
  columns: TRecordColumns<T>,
  data: Partial<T>,
  first = 1,
): { names: string[]; placeholders: string[]; values: unknown[] } {
  const names: string[] = [];
  const values: unknown[] = [];
  for (const [field, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const column = (columns as Record<string, string>)[field];
    if (!column) throw new Error(`no column for the field ${field}`);
    names.push(column);
    values.push(value);
  }
  return { names, placeholders: values.map((_, i) => `$${first + i}`), values };
}

/** `(a, b) VALUES ($1, $2)` of an INSERT that sets these columns. */
export function insertClause(set: { names: string[]; placeholders: string[] }): string {
  return `(${set.names.join(", ")}) VALUES (${set.placeholders.join(", ")})`;
}

/** `a = $2, b = $3` of an UPDATE that sets these columns. */
export function setClauses(set: { names: string[]; placeholders: string[] }): string[] {
  return set.names.map((name, i) => `${name} = ${set.placeholders[i]}`);
}
