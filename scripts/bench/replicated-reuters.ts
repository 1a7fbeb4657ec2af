import { openSource } from "@/lib/server/ingest/sources/open-source";
import type { TSource, TSourceItem } from "@/lib/server/ingest/types";

const DAY_MS = 24 * 3600 * 1000;

/** How many items (readable or not) one pass over the corpus folder gives. */
export async function itemsPerCopy(dir: string): Promise<number> {
  let n = 0;
  for await (const _item of (await openSource(dir, {})).items()) n++;
  return n;
}

/**
 * The Reuters-21578 stories over and over: copy k is published `shiftDays × k` days later, has its
 * own provider reference (`NEWID-rk`) and one closing line "(copy k)" so that its content hash is
 * its own (copy 0 is the original). Items from `from` (inclusive) to `to` (exclusive) of that endless
 * stream; `perCopy` (from itemsPerCopy) lets it start at the copy that holds `from` instead of reading
 * every earlier copy.
 */
export function replicatedReuters(dir: string, shiftDays: number, from: number, to: number, perCopy: number): TSource {
  return {
    describe: `Reuters-21578 replicated, items ${from}–${to}`,
    estimate: async () => to - from,
    items: async function* (): AsyncIterable<TSourceItem> {
      const first = Math.floor(from / perCopy);
      let n = first * perCopy;
      for (let copy = first; n < to; copy++) {
        for await (const item of (await openSource(dir, {})).items()) {
          if (n >= to) return;
          if (n++ < from) continue;
          if (!item.ok || copy === 0) {
            yield item;
            continue;
          }
          const doc = item.doc;
          yield {
            ok: true,
            doc: {
              ...doc,
              origin: `${doc.origin} copy ${copy}`,
              providerRef: doc.providerRef && `${doc.providerRef}-r${copy}`,
              publishedAt: doc.publishedAt && new Date(doc.publishedAt.getTime() + copy * shiftDays * DAY_MS),
              body: `${doc.body}\n\n(copy ${copy})`,
            },
          };
        }
      }
    },
  };
}
