import { pool } from "@/lib/server/db/pool";

/**
 * Grows the corpus for benchmarks by copying every original document (with its story, mentions and
 * terms) `copies` times, each copy shifted by `shiftDays × k` days. The report says so.
 */
export async function replicateCorpus(copies: number, shiftDays: number): Promise<number> {
  const client = await pool().connect();
  try {
    const { rows } = await client.query<{ max: string }>("SELECT max(id) AS max FROM documents");
    const last = rows[0]!.max;
    const { rows: storyRows } = await client.query<{ max: string | null }>("SELECT max(id) AS max FROM stories");
    const lastStory = storyRows[0]!.max ?? "0";
    for (let k = 1; k <= copies; k++) {
      await client.query("BEGIN");
      await client.query(
        `CREATE TEMP TABLE replica_map ON COMMIT DROP AS
         SELECT id AS original, nextval(pg_get_serial_sequence('documents', 'id')) AS copy FROM documents WHERE id <= $1`,
        [last],
      );
      await client.query(
        `CREATE TEMP TABLE story_map ON COMMIT DROP AS
         SELECT id AS original, nextval(pg_get_serial_sequence('stories', 'id')) AS copy FROM stories WHERE id <= $1`,
        [lastStory],
      );
      // The stories first (their head documents are set once the copies exist), with their own cluster ids.
      await client.query(
        `INSERT INTO stories (id, cluster_id, title, first_reported, last_reported, doc_count, centroid)
         SELECT m.copy, s.cluster_id || '-copy' || $1::text || 'x' || $2::text, s.title, s.first_reported + make_interval(days => $2::int * $1::int),
           s.last_reported + make_interval(days => $2::int * $1::int), s.doc_count, s.centroid
         FROM stories s JOIN story_map m ON m.original = s.id`,
        [k, shiftDays],
      );
      await client.query(
        `INSERT INTO documents (id, type, title, body, language, ts_config, publisher, provider, provider_ref, content_hash,
           simhash, published_at, properties, enriched_at, story_id)
         SELECT r.copy, d.type, d.title, d.body, d.language, d.ts_config, d.publisher, d.provider,
           d.provider_ref || '-copy' || $1::text || 'x' || $2::text, d.content_hash || '-' || $1::text || 'x' || $2::text, d.simhash,
           d.published_at + make_interval(days => $2::int * $1::int), d.properties, d.enriched_at, sm.copy
         FROM documents d JOIN replica_map r ON r.original = d.id LEFT JOIN story_map sm ON sm.original = d.story_id`,
        [k, shiftDays],
      );
      await client.query(
        `UPDATE stories c SET head_document_id = r.copy
         FROM story_map sm JOIN stories s ON s.id = sm.original JOIN replica_map r ON r.original = s.head_document_id
         WHERE c.id = sm.copy`,
      );
      await client.query(
        `INSERT INTO mentions (document_id, entity_id, published_at, count, first_offset, salience, in_title, spans)
         SELECT r.copy, m.entity_id, m.published_at + make_interval(days => $2::int * $1::int), m.count, m.first_offset,
           m.salience, m.in_title, m.spans
         FROM mentions m JOIN replica_map r ON r.original = m.document_id`,
        [k, shiftDays],
      );
      await client.query(
        `INSERT INTO document_terms (document_id, kind, term, score)
         SELECT r.copy, t.kind, t.term, t.score FROM document_terms t JOIN replica_map r ON r.original = t.document_id`,
      );
      await client.query("COMMIT");
    }
    // As autovacuum would after a bulk load: visibility map and statistics for the new rows.
    for (const table of ["documents", "stories", "mentions", "document_terms"])
      await client.query(`VACUUM ANALYZE ${table}`);
    const { rows: count } = await client.query<{ n: string }>("SELECT count(*) AS n FROM documents");
    return Number(count[0]!.n);
  } finally {
    client.release();
  }
}
