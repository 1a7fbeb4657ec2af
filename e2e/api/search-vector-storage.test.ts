import { describe, expect, it } from "vitest";
import "../support/api-fixtures"; // the suite's database
import { withTransaction } from "@/lib/server/db/pool";

class RolledBack extends Error {}

// A report of some paragraphs: its search vector (about 2 kB) is the largest value of its row.
const words = Array.from({ length: 260 }, (_, i) => `word${(i * 7919) % 10007}x${String.fromCharCode(97 + (i % 26))}`);
const body = Array.from({ length: 4 }, (_, p) => words.slice(p * 65, (p + 1) * 65).join(" ") + ".").join("\n\n");

describe("search vector storage", () => {
  it("keeps a document's search vector in its row, where ranking and phrase checks read it", async () => {
    const stored = await withTransaction(async (client) => {
      const inserted = await client.query<{ id: string }>(
        `INSERT INTO documents (title, body, html, content_hash, published_at)
         VALUES ('Storage check', $1, $2, $3, '2001-01-01T00:00:00Z') RETURNING id`,
        [body, `<p>${body}</p>`, `storage-${Math.random()}`],
      );
      // Read back: RETURNING sees the row before it is laid out for storage.
      const { rows } = await client.query<{ vector_bytes: number; vector_out_of_line: boolean }>(
        `SELECT pg_column_size(search) AS vector_bytes, pg_column_toast_chunk_id(search) IS NOT NULL AS vector_out_of_line
         FROM documents WHERE id = $1`,
        [inserted.rows[0]!.id],
      );
      throw Object.assign(new RolledBack(), { row: rows[0] });
    }).catch((error: unknown) => {
      if (error instanceof RolledBack) return (error as RolledBack & { row: Record<string, unknown> }).row;
      throw error;
    });
    expect(stored.vector_bytes).toBeGreaterThan(2000);
    expect(stored.vector_out_of_line).toBe(false);
  });
});
