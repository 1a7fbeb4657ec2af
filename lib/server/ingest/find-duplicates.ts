import "server-only";
import type pg from "pg";
import { hammingDistance } from "@/lib/nlp/text/content-fingerprint";
import { findSimhashNeighbours, findStoredContentHashes } from "./data/stored-references";
import { referenceKey, storedReferences } from "./known-references";
import type { TPrepared } from "./prepared";

const NEAR_DUPLICATE_BITS = 3;
const NEAR_DUPLICATE_MIN_LENGTH = 300;
const NEAR_DUPLICATE_WINDOW_MS = 3 * 24 * 3600 * 1000;

const MASK16 = BigInt(0xffff);
export function simhashBands(simhash: bigint): number[] {
  return [0, 1, 2, 3].map((i) => Number((simhash >> BigInt(16 * i)) & MASK16));
}

type TKnown = { simhash: bigint; publisher: string; publishedAt: number; length: number };

function nearDuplicate(doc: TPrepared, known: TKnown): boolean {
  // Only long texts of the same publisher close in time: short templated notices (earnings tables,
  // dividend announcements) share most words while being different news.
  return (
    doc.body.length >= NEAR_DUPLICATE_MIN_LENGTH &&
    known.publisher === doc.publisher &&
    Math.abs(known.publishedAt - doc.publishedAt.getTime()) <= NEAR_DUPLICATE_WINDOW_MS &&
    Math.min(known.length, doc.body.length) / Math.max(known.length, doc.body.length) > 0.9 &&
    hammingDistance(known.simhash, doc.simhash) <= NEAR_DUPLICATE_BITS
  );
}

/**
 * The stored documents that may be near duplicates of a long document of the batch: sharing a band of its
 * simhash (three differing bits leave at least one of the four bands whole), of its publisher, published
 * within the window of one of the batch's documents.
 */
async function storedNeighbours(client: pg.PoolClient, docs: TPrepared[]) {
  const long = docs.filter((d) => d.body.length >= NEAR_DUPLICATE_MIN_LENGTH);
  if (long.length === 0) return [];
  const times = long.map((d) => d.publishedAt.getTime());
  return findSimhashNeighbours(client, {
    bands: long.flatMap(() => [0, 1, 2, 3]),
    values: long.flatMap((d) => simhashBands(d.simhash)),
    publishers: [...new Set(long.map((d) => d.publisher))],
    from: new Date(Math.min(...times) - NEAR_DUPLICATE_WINDOW_MS),
    to: new Date(Math.max(...times) + NEAR_DUPLICATE_WINDOW_MS),
  });
}

/**
 * Why each document of the batch is a duplicate (same URL, same provider reference, same content,
 * or near-identical content), checking the database and the earlier documents of the batch.
 */
export async function findDuplicates(client: pg.PoolClient, docs: TPrepared[]): Promise<(string | undefined)[]> {
  // Sequential: one client (the batch's transaction) runs one query at a time.
  const stored = await storedReferences(client, docs);
  const hashes = await findStoredContentHashes(
    client,
    docs.map((d) => d.contentHash),
  );
  const near = await storedNeighbours(client, docs);
  const seenUrls = stored.urls;
  const seenRefs = stored.refs;
  const seenHashes = new Set(hashes);
  const known: TKnown[] = near.map((r) => ({
    simhash: BigInt.asUintN(64, BigInt(r.simhash)),
    publisher: r.publisher,
    publishedAt: r.published_at.getTime(),
    length: Number(r.length),
  }));

  return docs.map((doc) => {
    const ref = doc.provider && doc.providerRef ? referenceKey(doc.provider, doc.providerRef) : undefined;
    let reason: string | undefined;
    if (doc.urlKey && seenUrls.has(doc.urlKey)) reason = "same URL";
    else if (ref && seenRefs.has(ref)) reason = "same provider reference";
    else if (seenHashes.has(doc.contentHash)) reason = "same content";
    else if (known.some((k) => nearDuplicate(doc, k))) reason = "near-identical content";
    if (reason) return reason;
    if (doc.urlKey) seenUrls.add(doc.urlKey);
    if (ref) seenRefs.add(ref);
    seenHashes.add(doc.contentHash);
    known.push({
      simhash: doc.simhash,
      publisher: doc.publisher,
      publishedAt: doc.publishedAt.getTime(),
      length: doc.body.length,
    });
    return undefined;
  });
}
