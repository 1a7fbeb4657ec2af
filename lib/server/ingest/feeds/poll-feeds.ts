import "server-only";
import type { Source } from "@/lib/generated/prisma/client";
import { updateSourceRow } from "@/lib/server/ingest/data/sources";
import { nextFetchAt, pollDueSources, recordSourceFailure } from "@/lib/server/ingest/source-schedule";
import { log } from "@/lib/server/log";
import { FetchError, safeFetch } from "@/lib/server/ingest/fetch/safe-fetch";
import { runImport } from "@/lib/server/ingest/run-import";
import { readFeed } from "@/lib/server/ingest/sources/feed";
import { decodeDocument } from "@/lib/server/ingest/sources/decode-text";
import { extractArticle } from "@/lib/server/ingest/sources/html";
import type { TRawDocument, TSource, TSourceItem } from "@/lib/server/ingest/types";

export type TPollResult = { polled: number; notModified: number; failed: number; imported: number };

/** Polls every feed that is due (several workers can run this: each feed is leased to one). */
export async function pollDueFeeds(limit = 10): Promise<TPollResult> {
  const tally: TPollResult = { polled: 0, notModified: 0, failed: 0, imported: 0 };
  return pollDueSources(
    "feed",
    limit,
    tally,
    async (source, result) => {
      const outcome = await pollFeed(source);
      if (outcome.notModified) result.notModified++;
      result.imported += outcome.imported;
    },
    recordFailure,
  );
}

/** Polls one feed now (the "fetch now" of the Sources page); a failure is recorded and backs off as usual. */
export async function pollOneFeed(source: Source): Promise<{ notModified: boolean; imported: number; error?: string }> {
  try {
    return await pollFeed(source);
  } catch (error) {
    await recordFailure(source, error as Error);
    return { notModified: false, imported: 0, error: (error as Error).message };
  }
}

async function pollFeed(source: Source): Promise<{ notModified: boolean; imported: number }> {
  const response = await safeFetch(source.url!, {
    etag: source.etag,
    lastModified: source.lastModified,
    accept: "application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.8",
  });
  if (response.notModified) {
    await updateSourceRow(source.id, {
      status: "not-modified",
      lastError: null,
      failures: 0,
      lastFetchedAt: new Date(),
      nextFetchAt: nextFetchAt(source.intervalSeconds),
    });
    return { notModified: true, imported: 0 };
  }
  const items = readFeed(response.body, { publisher: source.publisher ?? undefined, feedUrl: source.url! });
  const summary = await runImport(feedSource(source, items), {
    publisher: source.publisher ?? undefined,
    sourceId: source.id,
    track: { kind: "feed", description: `feed ${source.name}`, sourceId: source.id },
  });
  await updateSourceRow(source.id, {
    status: "ok",
    lastError: summary.rejected > 0 ? `${summary.rejected} item(s) rejected: ${summary.rejections[0]?.reason}` : null,
    failures: 0,
    etag: response.etag ?? null,
    lastModified: response.lastModified ?? null,
    lastFetchedAt: new Date(),
    nextFetchAt: nextFetchAt(source.intervalSeconds),
    itemsSeen: { increment: summary.imported },
  });
  log().info({ feed: source.id, imported: summary.imported, duplicates: summary.duplicates }, "feed polled");
  return { notModified: false, imported: summary.imported };
}

/** Items that carry only a summary get the full text of their article page (Readability). */
function feedSource(source: Source, items: TSourceItem[]): TSource {
  return {
    describe: `feed ${source.url}`,
    estimate: async () => items.length,
    items: async function* () {
      for (const item of items) {
        if (!item.ok || !item.doc.summaryOnly || !item.doc.url) {
          yield item;
          continue;
        }
        yield { ok: true, doc: await withFullText(item.doc) };
      }
    },
  };
}

async function withFullText(doc: TRawDocument): Promise<TRawDocument> {
  try {
    const page = await safeFetch(doc.url!, { accept: "text/html", maxBytes: 5 * 1024 * 1024 });
    const article = extractArticle(decodeDocument(page.body, charsetOf(page.contentType)), doc.url!);
    if (article.text.length <= doc.body.length) return doc;
    return { ...doc, body: article.text, html: article.html ?? doc.html, summaryOnly: false };
  } catch (error) {
    log().warn({ url: doc.url, err: (error as Error).message }, "article page not fetched; keeping the feed summary");
    return doc;
  }
}

function charsetOf(contentType: string | undefined): string | undefined {
  return /charset=([\w-]+)/i.exec(contentType ?? "")?.[1];
}

async function recordFailure(source: Source, error: Error): Promise<void> {
  await recordSourceFailure(
    source,
    error instanceof FetchError ? `${error.code}: ${error.message}` : `PARSE: ${error.message}`,
  );
}
