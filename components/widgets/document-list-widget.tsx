"use client";

import Link from "next/link";
import { imageOf, Thumbnail } from "@/components/ui/thumbnail";
import { SafeHtml } from "@/components/ui/safe-html";
import type { TDocumentItem } from "@/lib/client/api/api-types";
import { useDocumentsData } from "@/lib/client/api/use-widget-data";
import { formatDate } from "@/lib/client/ui/format";
import type { TWidgetBodyProps } from "./widget-props";
import { WidgetData } from "./widget-states";
import styles from "./widgets.module.css";

export function DocumentRows({ items, query }: { items: TDocumentItem[]; query: string }) {
  return (
    <ul className={styles.rows}>
      {items.map((doc) => (
        <li key={doc.Id} className={imageOf(doc.Extras) ? `${styles.row} ${styles.withThumb}` : styles.row}>
          <Thumbnail src={imageOf(doc.Extras)} size="sm" />
          <Link
            prefetch={false}
            className={styles.title}
            href={`/documents/${doc.Id}${query ? `?q=${encodeURIComponent(query)}` : ""}`}
          >
            {doc.Description}
          </Link>
          <span className={styles.meta}>
            {doc.Publisher} · {formatDate(doc.PublicationDate)}
          </span>
          {doc.Extras?.DocumentTeasers?.Teaser && (
            <SafeHtml as="span" className={styles.teaser} html={doc.Extras.DocumentTeasers.Teaser} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** DocumentList and BlogList: documents with highlighted teasers (rendered through the safe-HTML helper). */
export function DocumentListWidget({ settings, query, blog }: TWidgetBodyProps & { blog?: boolean }) {
  const data = useDocumentsData(settings, query, blog);
  return (
    <WidgetData
      query={data}
      what="Documents"
      emptyTitle={blog ? "No blog posts match" : "No documents match"}
      isEmpty={(d) => d.Items.length === 0}
    >
      {(d) => <DocumentRows items={d.Items} query={query} />}
    </WidgetData>
  );
}
