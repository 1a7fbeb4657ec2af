"use client";

import { useState } from "react";
import { EmptyState, ErrorState } from "@/components/ui/status";
import { useSources } from "@/lib/client/api/use-sources";
import { AddFeedForm } from "./add-feed-form";
import { ImportStatus } from "./import-status";
import { SourceCard } from "./source-card";
import { UploadPanel } from "./upload-panel";
import styles from "./sources.module.css";

/** Sources: add and manage feeds, upload files and packages, and watch imports as they run. */
export function SourcesPage() {
  const sources = useSources();
  const [watching, setWatching] = useState(false);
  return (
    <div className={styles.page}>
      <h1>Sources</h1>
      <ImportStatus watching={watching} />
      <div className={styles.columns}>
        <AddFeedForm />
        <UploadPanel onBusy={setWatching} />
      </div>
      <section className={styles.section} aria-labelledby="sources-heading">
        <h2 id="sources-heading">Feeds and other sources</h2>
        {sources.isError ? (
          <ErrorState
            error={sources.error}
            title="The sources could not be loaded"
            onRetry={() => void sources.refetch()}
          />
        ) : sources.data && sources.data.Items.length === 0 ? (
          <EmptyState title="No sources yet">
            <p>
              Add an RSS or Atom feed above: its articles are fetched at once and then on the interval you choose. Or
              upload files (PDF, Word, HTML, text) or a package (JSONL, or a zip of files).
            </p>
          </EmptyState>
        ) : (
          <ul className={styles.list} aria-label="Sources">
            {sources.data?.Items.map((source) => (
              <li key={source.Id}>
                <SourceCard source={source} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
