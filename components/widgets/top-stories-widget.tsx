"use client";

import Link from "next/link";
import { useTopStoriesData } from "@/lib/client/api/use-widget-data";
import { formatCount, formatDate, formatDateTime } from "@/lib/client/ui/format";
import { storySearchHref } from "@/lib/client/ui/story-href";
import type { TWidgetBodyProps } from "./widget-props";
import { WidgetData } from "./widget-states";
import styles from "./widgets.module.css";

/** Stories (clusters) with their size and when they were first reported. */
export function TopStoriesWidget({ settings, query }: TWidgetBodyProps) {
  const data = useTopStoriesData(settings, query);
  return (
    <WidgetData
      query={data}
      what="Top stories"
      emptyTitle={query.trim() ? "No stories match" : "No stories in the last 24 hours"}
      emptyHint={
        query.trim()
          ? "Widen the query in the widget’s settings (its ⋯ menu)."
          : "Give the widget a query in its settings to see the biggest stories of all time, or lower the minimum number of documents."
      }
      isEmpty={(d) => !d.Items.length}
    >
      {(d) => {
        const max = Math.max(1, ...d.Items.map((s) => s.NoDocuments ?? 1));
        return (
          <ol className={styles.rows}>
            {d.Items.map((story) => (
              <li key={story.Id} className={styles.row}>
                <Link prefetch={false} className={styles.title} href={`/documents/${story.Id}`}>
                  {story.Description}
                </Link>
                <span className={styles.meta}>
                  {story.ClusterId && (story.NoDocuments ?? 1) > 1 ? (
                    <Link
                      prefetch={false}
                      className={styles.badge}
                      href={storySearchHref(story.ClusterId)}
                      title="Search the documents of this story"
                    >
                      {formatCount(story.NoDocuments ?? 1, "document")}
                    </Link>
                  ) : (
                    <span className={styles.badge}>{formatCount(story.NoDocuments ?? 1, "document")}</span>
                  )}{" "}
                  first reported{" "}
                  <time dateTime={story.FirstReported}>
                    {formatDateTime(story.FirstReported) || formatDate(story.PublicationDate)}
                  </time>
                </span>
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ width: `${((story.NoDocuments ?? 1) / max) * 100}%` }} />
                </span>
              </li>
            ))}
          </ol>
        );
      }}
    </WidgetData>
  );
}
