import "server-only";
import { pool, withTransaction } from "@/lib/db/pool";
import { cosine, idf, normalize, topFeatures, type TVector } from "./document-features";

// A document joins the most similar story active within the window around it, when the cosine
// similarity reaches THRESHOLD; otherwise it starts a story of its own (DECISIONS 20). Features are
// the document's entities (salience × IDF over documents) and its title's English lexemes (IDF over
// all titles), so that shared formula words ("Wikinews interviews … nominee") weigh little and shared
// actors and places weigh much.
const WINDOW_MS = 10 * 24 * 3600 * 1000;
const THRESHOLD = Number(process.env.STORY_THRESHOLD || 0.25);
const CENTROID_SIZE = 60;
const CHUNK = 1000;
// The people a story is about: when a document and a story each centre on people and share none of
// them (two runners' records, two candidates' interviews), they are different events unless the
// rest of the text is nearly the same.
const ACTOR_SALIENCE = 0.6;
const KEYWORD_WEIGHT = Number(process.env.STORY_KEYWORD_WEIGHT || 0.3);
const DIFFERENT_ACTORS_THRESHOLD = Number(process.env.STORY_ACTOR_THRESHOLD || 0.4);

type TStory = {
  id: string;
  centroid: TVector;
  sum: TVector;
  count: number;
  first: number;
  last: number;
  dirty: boolean;
  actors: Set<string>;
};
type TPending = { id: string; title: string; publishedAt: Date };

const LOCK_ID = 727_002;

/** Assigns every document without a story, oldest first; one run at a time across processes. */
export async function clusterPendingDocuments(): Promise<{ assigned: number; created: number }> {
  const lock = await pool().connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
    return await clusterLocked();
  } finally {
    await lock.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]).catch(() => {});
    lock.release();
  }
}

async function clusterLocked(): Promise<{ assigned: number; created: number }> {
  const totals = { assigned: 0, created: 0 };
  const [{ n }] = (await pool().query<{ n: string }>("SELECT count(*) AS n FROM documents")).rows as [{ n: string }];
  const totalDocs = Number(n);
  const active = new Map<string, TStory>();
  const { titleFrequencies, keywordDf } = await corpusFrequencies(totalDocs);
  let loadedFrom: number | undefined;
  for (;;) {
    const pending = (
      await pool().query<{ id: string; title: string; published_at: Date }>(
        `SELECT id, title, published_at FROM documents
         WHERE story_id IS NULL AND parent_document_id IS NULL ORDER BY published_at, id LIMIT $1`,
        [CHUNK],
      )
    ).rows.map((r) => ({ id: r.id, title: r.title, publishedAt: r.published_at }));
    if (pending.length === 0) return totals;
    if (loadedFrom === undefined) {
      loadedFrom = pending[0]!.publishedAt.getTime() - WINDOW_MS;
      for (const story of await loadStories(new Date(loadedFrom))) active.set(story.id, story);
    }
    const { vectors, actors } = await documentVectors(pending, totalDocs, titleFrequencies, keywordDf);
    const assignments: { doc: TPending; story: TStory; isNew: boolean }[] = [];
    for (const doc of pending) {
      const vector = vectors.get(doc.id) ?? new Map();
      const at = doc.publishedAt.getTime();
      let best: TStory | undefined;
      let bestScore = THRESHOLD;
      const docActors = actors.get(doc.id) ?? new Set<string>();
      for (const story of active.values()) {
        if (story.last < at - WINDOW_MS || story.first > at + WINDOW_MS) continue;
        const score = cosine(vector, story.centroid);
        const otherPeople =
          docActors.size > 0 && story.actors.size > 0 && ![...docActors].some((a) => story.actors.has(a));
        if (otherPeople && score < DIFFERENT_ACTORS_THRESHOLD) continue;
        if (score >= bestScore) [best, bestScore] = [story, score];
      }
      const isNew = !best;
      const story = best ?? {
        id: "",
        centroid: new Map(),
        sum: new Map(),
        count: 0,
        first: at,
        last: at,
        dirty: true,
        actors: new Set<string>(),
      };
      docActors.forEach((a) => story.actors.add(a));
      for (const [k, v] of vector) story.sum.set(k, (story.sum.get(k) ?? 0) + v);
      story.count++;
      story.first = Math.min(story.first, at);
      story.last = Math.max(story.last, at);
      story.centroid = normalize(topFeatures(story.sum, CENTROID_SIZE));
      story.sum = topFeatures(story.sum, CENTROID_SIZE * 2);
      story.dirty = true;
      assignments.push({ doc, story, isNew });
      if (isNew) active.set(`new:${doc.id}`, story);
    }
    await saveAssignments(assignments);
    totals.assigned += assignments.length;
    totals.created += assignments.filter((a) => a.isNew).length;
    // Forget stories that can no longer attract documents of the following chunk.
    const horizon = pending.at(-1)!.publishedAt.getTime() - WINDOW_MS;
    for (const [key, story] of active) if (story.last < horizon) active.delete(key);
  }
}

async function loadStories(since: Date): Promise<TStory[]> {
  const { rows } = await pool().query<{
    id: string;
    centroid: Record<string, number>;
    doc_count: number;
    first_reported: Date;
    last_reported: Date;
  }>("SELECT id, centroid, doc_count, first_reported, last_reported FROM stories WHERE last_reported >= $1", [since]);
  const stories: TStory[] = rows.map((r) => {
    const centroid = new Map(Object.entries(r.centroid));
    return {
      id: r.id,
      centroid,
      sum: new Map([...centroid].map(([k, v]) => [k, v * r.doc_count])),
      count: r.doc_count,
      first: r.first_reported.getTime(),
      last: r.last_reported.getTime(),
      dirty: false,
      actors: new Set<string>(),
    };
  });
  const { rows: actors } = await pool().query<{ story_id: string; entity_id: string }>(
    `SELECT DISTINCT d.story_id, m.entity_id FROM documents d JOIN mentions m ON m.document_id = d.id
     JOIN entities e ON e.id = m.entity_id
     WHERE d.story_id = ANY($1::int8[]) AND e.type = 'Person' AND m.salience >= $2`,
    [stories.map((s) => s.id), ACTOR_SALIENCE],
  );
  const byId = new Map(stories.map((s) => [s.id, s]));
  for (const a of actors) byId.get(a.story_id)?.actors.add(a.entity_id);
  return stories;
}

// Document frequencies scan every title and keyword: a feed poll clusters a handful of new
// documents every minute, so they are reused for a while unless the corpus has grown markedly.
const FREQUENCIES_TTL_MS = 10 * 60_000;
let frequencies:
  { at: number; docs: number; titleFrequencies: Map<string, number>; keywordDf: Map<string, number> } | undefined;

async function corpusFrequencies(totalDocs: number) {
  const fresh = frequencies && Date.now() - frequencies.at < FREQUENCIES_TTL_MS && totalDocs <= frequencies.docs * 1.1;
  if (!fresh) {
    frequencies = {
      at: Date.now(),
      docs: totalDocs,
      titleFrequencies: await titleTermFrequencies(),
      keywordDf: await keywordFrequencies(),
    };
  }
  return frequencies!;
}

/** Document frequency of each keyword over all documents. */
async function keywordFrequencies(): Promise<Map<string, number>> {
  const { rows } = await pool().query<{ term: string; n: string }>(
    "SELECT term, count(*) AS n FROM document_terms WHERE kind = 'Keyword' GROUP BY term",
  );
  return new Map(rows.map((r) => [r.term, Number(r.n)]));
}

/** Document frequency of each English lexeme over all titles. */
async function titleTermFrequencies(): Promise<Map<string, number>> {
  const { rows } = await pool().query<{ word: string; ndoc: number }>(
    "SELECT word, ndoc FROM ts_stat($$SELECT to_tsvector('english', title) FROM documents$$)",
  );
  return new Map(rows.map((r) => [r.word, r.ndoc]));
}

async function documentVectors(
  docs: TPending[],
  totalDocs: number,
  titleDf: Map<string, number>,
  keywordDf: Map<string, number>,
): Promise<{ vectors: Map<string, TVector>; actors: Map<string, Set<string>> }> {
  const ids = docs.map((d) => d.id);
  const [mentions, titles, keywords] = await Promise.all([
    pool().query<{ document_id: string; entity_id: string; salience: number; doc_count: number; type: string }>(
      `SELECT m.document_id, m.entity_id, m.salience, e.doc_count, e.type FROM mentions m JOIN entities e ON e.id = m.entity_id
       WHERE m.document_id = ANY($1::int8[]) AND e.type <> 'Keyphrase'`,
      [ids],
    ),
    pool().query<{ id: string; terms: string[] }>(
      "SELECT id, tsvector_to_array(to_tsvector('english', title)) AS terms FROM documents WHERE id = ANY($1::int8[])",
      [ids],
    ),
    pool().query<{ document_id: string; term: string }>(
      "SELECT document_id, term FROM document_terms WHERE document_id = ANY($1::int8[]) AND kind = 'Keyword'",
      [ids],
    ),
  ]);
  const vectors = new Map<string, TVector>(docs.map((d) => [d.id, new Map()]));
  for (const t of titles.rows) {
    const vector = vectors.get(t.id)!;
    for (const term of t.terms)
      if (!/^\d+$/.test(term)) vector.set(`t:${term}`, idf(titleDf.get(term) ?? 0, totalDocs));
  }
  const actors = new Map<string, Set<string>>(docs.map((d) => [d.id, new Set()]));
  for (const m of mentions.rows) {
    vectors.get(m.document_id)!.set(`e:${m.entity_id}`, (0.5 + m.salience) * idf(m.doc_count, totalDocs));
    if (m.type === "Person" && m.salience >= ACTOR_SALIENCE) actors.get(m.document_id)!.add(m.entity_id);
  }
  for (const k of keywords.rows) {
    const vector = vectors.get(k.document_id)!;
    if (!vector.has(`t:${k.term}`))
      vector.set(`w:${k.term}`, KEYWORD_WEIGHT * idf(keywordDf.get(k.term) ?? 0, totalDocs));
  }
  return { vectors: new Map([...vectors].map(([id, v]) => [id, normalize(v)])), actors };
}

async function saveAssignments(assignments: { doc: TPending; story: TStory; isNew: boolean }[]): Promise<void> {
  await withTransaction(async (client) => {
    for (const a of assignments.filter((x) => x.isNew && x.story.id === "")) {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO stories (cluster_id, title, head_document_id, first_reported, last_reported, doc_count)
         VALUES (gen_random_uuid()::text, $1, $2, $3, $3, 0) RETURNING id`,
        [a.doc.title, a.doc.id, a.doc.publishedAt],
      );
      a.story.id = rows[0]!.id;
    }
    await client.query(
      "UPDATE documents d SET story_id = a.story FROM unnest($1::int8[], $2::int8[]) AS a(doc, story) WHERE d.id = a.doc",
      [assignments.map((a) => a.doc.id), assignments.map((a) => a.story.id)],
    );
    const stories = [...new Map(assignments.map((a) => [a.story.id, a.story])).values()].filter((s) => s.dirty);
    await client.query(
      `UPDATE stories s SET centroid = u.centroid, first_reported = u.first, last_reported = u.last, updated_at = now(),
         doc_count = (SELECT count(*) FROM documents d WHERE d.story_id = s.id)
       FROM unnest($1::int8[], $2::jsonb[], $3::timestamptz[], $4::timestamptz[]) AS u(id, centroid, first, last)
       WHERE s.id = u.id`,
      [
        stories.map((s) => s.id),
        stories.map((s) =>
          JSON.stringify(Object.fromEntries([...s.centroid].map(([k, v]) => [k, Math.round(v * 1e4) / 1e4]))),
        ),
        stories.map((s) => new Date(s.first)),
        stories.map((s) => new Date(s.last)),
      ],
    );
    for (const s of stories) s.dirty = false;
  });
}
