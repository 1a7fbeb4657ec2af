"use client";

import Link from "next/link";
import { useState } from "react";
import { AddToProjectDialog } from "@/components/projects/add-to-project-dialog";
import { Button } from "@/components/ui/button";
import { SafeHtml } from "@/components/ui/safe-html";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/status";
import type { TProjectData } from "@/lib/client/api/api-types";
import { useDocument } from "@/lib/client/api/use-document";
import { formatDateTime, languageName } from "@/lib/client/ui/format";
import { DocumentEntities } from "./document-entities";
import { DocumentQuotes } from "./document-quotes";
import styles from "./document-page.module.css";
import { DocumentAttachments, DocumentComments } from "./document-comments";
import { DocumentTerms } from "./document-terms";
import { StorySiblings } from "./story-siblings";
import { AddedNotice } from "@/components/projects/added-notice";

function DocumentSkeleton() {
  return (
    <div className={styles.article} aria-busy="true" aria-label="Loading the document">
      <Skeleton width="80%" height="2.4rem" />
      <Skeleton width="40%" height="1rem" />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} width={i % 3 === 2 ? "70%" : "100%"} height="1rem" />
      ))}
    </div>
  );
}

/** /documents/[id]: the full text with the query's words highlighted, its entities, story and terms. */
export function DocumentPage({ id, q }: { id: string; q?: string }) {
  const document = useDocument(id, q);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<TProjectData>();
  if (document.isPending) return <DocumentSkeleton />;
  if (document.isError)
    return (
      <ErrorState
        title="The document could not be opened"
        error={document.error}
        onRetry={() => void document.refetch()}
      />
    );
  const doc = document.data;
  const html = doc.Extras?.DocumentFullText?.HtmlFullText ?? "";
  return (
    <div className={styles.page}>
      <article className={styles.article} aria-labelledby="document-title">
        {q && (
          <Link className={styles.back} href={`/search?q=${encodeURIComponent(q)}`}>
            ← Back to results for “{q}”
          </Link>
        )}
        <h1 id="document-title" className={styles.title}>
          {doc.Description || "(untitled)"}
        </h1>
        <p className={styles.meta}>
          <span className={styles.publisher}>{doc.Publisher}</span>
          <time dateTime={doc.PublicationDate}>{formatDateTime(doc.PublicationDate)}</time>
          <span>{doc.LocalizedType}</span>
          <span title={doc.Language} data-testid="document-language">
            {languageName(doc.Language)}
          </span>
          {doc.ContributingUsername && <span>added by {doc.ContributingUsername}</span>}
        </p>
        <div className={styles.actions}>
          <Button size="sm" onClick={() => setAdding(true)}>
            Add to Scrapbook
          </Button>
          {doc.SourceUrl && (
            <a className={styles.back} href={doc.SourceUrl} target="_blank" rel="noopener noreferrer">
              Original source ↗
            </a>
          )}
          <AddedNotice project={added} />
        </div>
        <SafeHtml html={html} as="div" className={styles.text} />
      </article>
      <aside className={styles.side} aria-label="About this document">
        <DocumentEntities docId={doc.Id} />
        <StorySiblings document={doc} />
        <DocumentQuotes docId={doc.Id} />
        <DocumentTerms docId={doc.Id} />
        <DocumentAttachments docId={doc.Id} />
        <DocumentComments docId={doc.Id} />
      </aside>
      <AddToProjectDialog
        open={adding}
        onClose={() => setAdding(false)}
        projectType="Scrapbook"
        itemRefs={[doc.Id]}
        onAdded={(project) => setAdded(project)}
      />
    </div>
  );
}
