import "server-only";
import { pool } from "@/lib/server/db/pool";
import { commentVisibleText } from "@/lib/server/users/user-groups";

/** Whether the document exists and the caller may see it (comment group, provider access). */
export async function documentVisibleTo(documentId: string, callerId: number): Promise<boolean> {
  const { rows } = await pool().query(
    `SELECT d.id FROM documents d WHERE d.id = $1::int8 AND ${commentVisibleText("$2")}`,
    [documentId, callerId],
  );
  return rows[0] !== undefined;
}

export async function entityExists(entityId: string): Promise<boolean> {
  const { rows } = await pool().query(`SELECT id FROM entities WHERE id = $1::int8`, [entityId]);
  return rows[0] !== undefined;
}
