import "server-only";
import fs from "node:fs";
import { gunzipSync } from "node:zlib";

/**
 * Word clusters learned without labels from GloVe vectors (scripts/data/build-word-clusters.ts):
 * 120,000 lower-case words, each in one of 1,024 leaf clusters grouped into 64 top clusters.
 */
const CLUSTERS_URL = new URL("./word-clusters.txt.gz", import.meta.url);
let table: Map<string, number> | undefined;

function clusters(): Map<string, number> {
  if (table) return table;
  table = new Map();
  const text = gunzipSync(fs.readFileSync(CLUSTERS_URL)).toString("utf8");
  let start = 0;
  while (start < text.length) {
    const tab = text.indexOf("\t", start);
    const end = text.indexOf("\n", tab);
    if (tab < 0 || end < 0) break;
    table.set(text.slice(start, tab), Number(text.slice(tab + 1, end)));
    start = end + 1;
  }
  return table;
}

/** The leaf cluster (0–1023) of a lower-case word, or -1 when the word is not in the table. */
export function wordCluster(lower: string): number {
  return clusters().get(lower) ?? -1;
}
