import "server-only";
import { pool } from "@/lib/server/db/pool";

/** The names of these departments, by id (ids without a department are left out). */
export async function findDepartmentNames(ids: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  const { rows } = await pool().query<{ id: number; name: string }>(
    "SELECT id, name FROM departments WHERE id = ANY($1::int[])",
    [ids],
  );
  rows.forEach((r) => names.set(r.id, r.name));
  return names;
}
