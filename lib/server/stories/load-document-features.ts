import "server-only";
import {
  countDocuments,
  findDocumentLexemes,
  findDocumentMentions,
  lexemeDocumentFrequencies,
} from "./data/document-signals";
import { idf, normalize, topFeatures, type TDocFeatures, type TVector } from "./document-features";

const BODY_TERMS = 120;
/** A Person mention this salient is one the document is about. */
const PROMINENT_SALIENCE = 0.3;
const KIND: Record<string, "people" | "organisations" | "places"> = {
  Person: "people",
  Organization: "organisations",
  Company: "organisations",
  Country: "places",
  Region: "places",
  City: "places",
  Site: "places",
};
/** Numbers worth comparing: magnitudes, tolls, scores; not years or single digits. */
const NUMBER = /^\d+(?:[.,]\d+)?$/;
const YEAR = /^(?:19|20)\d\d$/;

export type TCorpusFrequencies = { docs: number; titleDf: Map<string, number>; bodyDf: Map<string, number> };

// Document frequencies scan every document's lexemes: a feed poll clusters a handful of new
// documents every minute, so they are reused for a while unless the corpus has grown markedly.
const FREQUENCIES_TTL_MS = 10 * 60_000;
/**
 * Beyond this many documents the frequencies come from the most recent ones only: a scan of the whole corpus
 * grew with it (at 300,000 documents it was most of the story stage of an import), while the weight of a word
 * in today's news is told as well by its share of the last 100,000 reports.
 */
export const FREQUENCY_SAMPLE = 100_000;
let cached: (TCorpusFrequencies & { loadedAt: number }) | undefined;

/**
 * Lexeme document frequencies over titles (weight A of `documents.search`) and whole documents. `recount:
 * false` takes the frequencies in hand while they are young without counting the documents again (a count
 * reads a whole index: 0.15 s at 330,000 documents): for the windows of one re-clustering pass, which asks
 * at its start.
 */
export async function corpusFrequencies(opts: { recount?: boolean } = {}): Promise<TCorpusFrequencies> {
  const young = cached !== undefined && Date.now() - cached.loadedAt < FREQUENCIES_TTL_MS;
  if (young && opts.recount === false) return cached!;
  const stored = await countDocuments();
  const docs = Math.min(stored, FREQUENCY_SAMPLE);
  if (young && docs <= cached!.docs * 1.1) return cached!;
  const recent = stored > FREQUENCY_SAMPLE ? FREQUENCY_SAMPLE : undefined;
  const [titleDf, bodyDf] = await Promise.all([
    lexemeDocumentFrequencies("title", recent),
    lexemeDocumentFrequencies("document", recent),
  ]);
  cached = { loadedAt: Date.now(), docs, titleDf, bodyDf };
  return cached;
}

/** The clustering features of the given documents (docs/decisions/0005-stories.md). */
export async function loadDocumentFeatures(
  docs: { id: string; publishedAt: Date }[],
  frequencies: TCorpusFrequencies,
): Promise<Map<string, TDocFeatures>> {
  const ids = docs.map((d) => d.id);
  const [lexemes, mentions] = await Promise.all([findDocumentLexemes(ids), findDocumentMentions(ids)]);
  const raw = new Map(
    docs.map((d) => [
      d.id,
      {
        at: d.publishedAt.getTime(),
        title: new Map() as TVector,
        body: new Map() as TVector,
        people: new Map() as TVector,
        organisations: new Map() as TVector,
        places: new Map() as TVector,
        numbers: new Map() as TVector,
        actors: new Set<string>(),
        prominent: new Set<string>(),
      },
    ]),
  );
  const total = frequencies.docs;
  for (const l of lexemes) {
    const doc = raw.get(l.id);
    if (!doc) continue;
    if (/^[\d.,-]+$/.test(l.lexeme)) {
      if (NUMBER.test(l.lexeme) && !YEAR.test(l.lexeme) && l.lexeme.length > 1)
        doc.numbers.set(l.lexeme, idf(frequencies.bodyDf.get(l.lexeme) ?? 0, total));
      continue;
    }
    if (l.in_title) doc.title.set(l.lexeme, idf(frequencies.titleDf.get(l.lexeme) ?? 0, total));
    doc.body.set(l.lexeme, (1 + Math.log(Math.max(1, l.n))) * idf(frequencies.bodyDf.get(l.lexeme) ?? 0, total));
  }
  for (const m of mentions) {
    const doc = raw.get(m.document_id);
    const kind = KIND[m.type];
    if (!doc || !kind) continue;
    doc[kind].set(m.entity_id, (0.5 + m.salience) * idf(m.doc_count, total));
    if (m.type === "Person" && m.in_title) doc.actors.add(m.entity_id);
    if (m.type === "Person" && (m.in_title || m.salience >= PROMINENT_SALIENCE)) doc.prominent.add(m.entity_id);
  }
  return new Map(
    [...raw].map(([id, d]) => [
      id,
      {
        id,
        at: d.at,
        title: normalize(d.title),
        body: normalize(topFeatures(d.body, BODY_TERMS)),
        people: normalize(d.people),
        organisations: normalize(d.organisations),
        places: normalize(d.places),
        numbers: normalize(d.numbers),
        actors: d.actors,
        prominent: d.prominent,
      },
    ]),
  );
}
