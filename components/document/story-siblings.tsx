"use client";

import Link from "next/link";
import { documentHref } from "@/components/search/result-row";
import { Skeleton } from "@/components/ui/skeleton";
import type { TDocumentItem } from "@/lib/client/api/api-types";
import { useStorySiblings } from "@/lib/client/api/use-document";
import { formatDate } from "@/lib/client/ui/format";
import { storySearchHref } from "@/lib/client/ui/story-href";
import panel from "@/components/ui/panel.module.css";
import styles from "./document-page.module.css";

/** The other reports of the document's story (same ClusterId). */
export function StorySiblings({ document }: { document: TDocumentItem }) {
  const size = document.NoDocuments ?? 1;
  const siblings = useStorySiblings(document);
  return (
    <section className={styles.section} aria-label="Story" data-testid="story">
      <h2 className={panel.heading}>Story</h2>
      {size <= 1 ? (
        <p className={panel.notice}>The only report of its story.</p>
      ) : (
        <>
          <p className={panel.notice}>
            One of {size} reports{document.FirstReported && `, first reported ${formatDate(document.FirstReported)}`}.
          </p>
          {siblings.isPending ? (
            <Skeleton height="3rem" />
          ) : siblings.isError ? (
            <p className={panel.notice}>The other reports could not be loaded.</p>
          ) : (
            <ul className={styles.links}>
              {siblings.data.slice(0, 10).map((doc) => (
                <li key={doc.Id}>
                  <Link href={documentHref(doc.Id)}>{doc.Description}</Link>
                  <span className={styles.small}>
                    {doc.Publisher} · {formatDate(doc.PublicationDate)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {document.ClusterId && (
            <Link className={styles.back} href={storySearchHref(document.ClusterId)} data-testid="story-search">
              All {size} reports in search →
            </Link>
          )}
        </>
      )}
    </section>
  );
}
