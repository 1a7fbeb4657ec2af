import "server-only";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// Tests read the shared corpora by path (never copied into the repo): ../shared/corpus from the repo root,
// or $CORPUS_DIR. When they are absent the corpus tests are skipped and say why.
export const CORPUS_DIR =
  process.env.CORPUS_DIR ?? fileURLToPath(new URL("../../../../../shared/corpus", import.meta.url));

export function corpusPath(sub: string): string | undefined {
  const path = `${CORPUS_DIR}/${sub}`;
  if (existsSync(path)) return path;
  console.warn(`[corpus] ${path} not found: corpus tests skipped (set CORPUS_DIR to run them)`);
  return undefined;
}

export const FIXTURES = fileURLToPath(new URL("./fixtures", import.meta.url));

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
