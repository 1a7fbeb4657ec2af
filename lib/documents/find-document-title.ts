import "server-only";
import { pool } from "@/lib/db/pool";
import { commentVisibleText } from "@/lib/users/user-groups";

/** The title of a document the caller may see (for the page's title), or undefined. */
export async function visibleDocumentTitle(id: bigint, callerId: number): Promise<string | undefined> {
  const { rows } = await pool().query<{ title: string }>(
    `SELECT d.title FROM documents d WHERE d.id = $1::int8 AND ${commentVisibleText("$2")}`,
    [String(id), callerId],
  );
  return rows[0]?.title;
}
