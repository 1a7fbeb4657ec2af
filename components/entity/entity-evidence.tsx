"use client";

import Link from "next/link";
import { useState } from "react";
import { documentHref } from "@/components/search/result-row";
import { Pager } from "@/components/ui/pager";
import { SafeHtml } from "@/components/ui/safe-html";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/status";
import { useEntityEvidence } from "@/lib/client/api/use-entity";
import { formatCount } from "@/lib/client/ui/format";
import { formatDate } from "@/lib/client/ui/format";
import panel from "@/components/ui/panel.module.css";
import styles from "./entity-page.module.css";

const PAGE_SIZE = 10;

/** The documents that mention the entity, with the sentences it was recognised in. */
export function EntityEvidence({ entityReference }: { entityReference: string }) {
  const [page, setPage] = useState(0);
  const evidence = useEntityEvidence(entityReference, page, PAGE_SIZE);
  if (evidence.isPending) return <Skeleton height="10rem" radius="md" />;
  if (evidence.isError)
    return (
      <ErrorState
        title="The evidence could not be loaded"
        error={evidence.error}
        onRetry={() => void evidence.refetch()}
      />
    );
  const related = evidence.data.Extras.RelatedDocuments;
  if (related.Items.length === 0) return <EmptyState title="No document mentions it yet" />;
  return (
    <>
      <p className={panel.notice}>
        {formatCount(related.TotalCount, "document")} {related.TotalCount === 1 ? "mentions" : "mention"} it.
      </p>
      <ol className={styles.evidence} data-testid="evidence">
        {related.Items.map((doc) => (
          <li key={doc.Id} className={styles.evidenceItem}>
            <Link className={styles.docTitle} href={documentHref(doc.Id)}>
              {doc.Description}
            </Link>
            <span className={styles.small}>
              {doc.Publisher} · {formatDate(doc.PublicationDate)}
            </span>
            {(doc.Extras?.Evidence?.HtmlSentences ?? []).map((sentence, index) => (
              <SafeHtml key={index} html={sentence} as="div" className={styles.sentence} />
            ))}
          </li>
        ))}
      </ol>
      <Pager pageNumber={page} pageSize={PAGE_SIZE} total={related.TotalCount} onPage={setPage} />
    </>
  );
}
