/** A query-string value; undefined, null and "" are left out, arrays are joined with commas. */
export type TParamValue = string | number | boolean | undefined | null | readonly (string | number)[];

/** `/search/documents` + {q: "x", pageSize: 10} → `/search/documents?q=x&pageSize=10` (apiFetch adds type=json). */
export function apiPath(path: string, params: Record<string, TParamValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
