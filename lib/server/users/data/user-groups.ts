import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";

/** The ids of the users in the user's department, the user included (sorted). */
export async function findSameDepartmentUserIds(userId: number): Promise<number[]> {
  const { rows } = await pool().query<TRow<"users", "id">>(
    `SELECT u.id FROM users me JOIN users u ON u.department_id = me.department_id
      WHERE me.id = $1
     UNION SELECT $1::int
     ORDER BY 1`,
    [userId],
  );
  return rows.map((r) => r.id);
}
