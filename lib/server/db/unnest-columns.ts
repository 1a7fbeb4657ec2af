/**
 * The given fields of `rows` as one array per field, in the order of `keys`: the parameters of a
 * multi-row `INSERT … SELECT * FROM unnest($1::…[], $2::…[], …)`.
 */
export function unnestColumns<T>(rows: readonly T[], keys: readonly (keyof T)[]): unknown[][] {
  return keys.map((key) => rows.map((row) => row[key]));
}
