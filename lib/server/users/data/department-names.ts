import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";

/** The names of these departments, by id (ids without a department are left out). */
export async function findDepartmentNames(ids: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  const { rows } = await pool().query<TRow<"departments", "id" | "name">>(
    "SELECT id, name FROM departments WHERE id = ANY($1::int[])",
    [ids],
  );
  rows.forEach((r) => names.set(r.id, r.name));
  return names;
}
