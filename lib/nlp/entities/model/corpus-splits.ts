/**
 * The fixed splits of the entity tagger's data (names and paths, never data). Corpora are read by path
 * from ../shared/ner-train; the project's Wikinews sets from e2e/fixtures/entities.
 *
 * Rule: a set that anything is tuned on (features, epochs, post-processing) is a training set. The
 * test sets are measured only, by `npm run bench -- quality`, and never looked at for errors.
 */

export type TCorpusFormat = "conll" | "iob2";

/** Maps a corpus's entity type to the tagger's PER/LOC/ORG; anything else is outside (O). */
export const LABEL_MAP: Record<string, "PER" | "LOC" | "ORG"> = {
  PER: "PER",
  LOC: "LOC",
  ORG: "ORG",
  person: "PER",
  location: "LOC",
  corporation: "ORG",
  group: "ORG",
  Person: "PER",
  Location: "LOC",
  Organisation: "ORG",
};

export type TCorpusFile = { name: string; path: string; format: TCorpusFormat };

/** Relative to the ner-train folder. */
export const TRAIN_FILES: TCorpusFile[] = [
  { name: "wikigold", path: "wikigold/wikigold.conll", format: "conll" },
  ...["a", "b", "e", "f", "g", "h"].map((p): TCorpusFile => ({
    name: `btc-${p}`,
    path: `btc/${p}.conll`,
    format: "conll",
  })),
  { name: "wnut17-train", path: "wnut17/train.conll", format: "conll" },
  { name: "sec-filings-train", path: "sec-filings/train.conll", format: "conll" },
  { name: "uner-en-ewt-test", path: "uner-en-ewt/test.iob2", format: "iob2" },
  { name: "re3d", path: "re3d", format: "conll" },
];

/** Development sets: looked at while tuning, so never reported as test figures. */
export const DEV_FILES: TCorpusFile[] = [
  { name: "wnut17-dev", path: "wnut17/dev.conll", format: "conll" },
  { name: "uner-en-ewt-dev", path: "uner-en-ewt/dev.iob2", format: "iob2" },
];

/** Test sets: nothing is trained or tuned on them. uner-en-pud is used whole. */
export const TEST_FILES: TCorpusFile[] = [
  { name: "wnut17-test", path: "wnut17/test.conll", format: "conll" },
  { name: "sec-filings-test", path: "sec-filings/test.conll", format: "conll" },
  { name: "uner-en-pud", path: "uner-en-pud/en_pud-ud-test.iob2", format: "iob2" },
];

/** The project's labelled Wikinews sets (document level): the older ones train, the newest blind one tests. */
export const WIKINEWS_TRAIN = [
  "wikinews-gold.json",
  "wikinews-holdout.json",
  "wikinews-holdout-2.json",
  "wikinews-holdout-3.json",
  "wikinews-holdout-4.json",
  "wikinews-holdout-5.json",
];
export const WIKINEWS_TEST = "wikinews-holdout-6.json";
