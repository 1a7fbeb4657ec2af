"use client";

import { errorPosition, useQueryBeautifier } from "@/lib/client/api/use-query-beautifier";
import styles from "./query-feedback.module.css";

/** The query with the character at `position` marked (a space at the end when the problem is the end). */
function MarkedQuery({ query, position }: { query: string; position: number }) {
  const at = Math.min(position, query.length);
  const char = query.slice(at, at + 1) || " ";
  return (
    <code className={styles.source} data-testid="query-error-source">
      {query.slice(0, at)}
      <mark className={styles.mark} data-testid="query-error-mark" title={`position ${position}`}>
        {char}
      </mark>
      {query.slice(at + 1)}
    </code>
  );
}

/** Under the query box: how the service reads the query, or where its syntax goes wrong. */
export function QueryFeedback({ query, id }: { query: string; id: string }) {
  const beautified = useQueryBeautifier(query);
  if (!query.trim()) {
    return (
      <p id={id} className={styles.feedback}>
        Words, &quot;phrases&quot;, AND / OR / NOT, (groups), <code>person:&quot;Name&quot;</code> or{" "}
        <code>Name[Company]</code>.
      </p>
    );
  }
  if (beautified.isError) {
    const position = errorPosition(beautified.error);
    return (
      <div id={id} className={`${styles.feedback} ${styles.error}`} role="alert" data-testid="query-error">
        <span>{beautified.error.message}</span>
        {position !== undefined && <MarkedQuery query={query} position={position} />}
      </div>
    );
  }
  return (
    <p id={id} className={`${styles.feedback} ${styles.beautified}`} aria-live="polite" data-testid="query-beautified">
      {beautified.data ? (
        <>
          Searching for <strong>{beautified.data.DescriptiveName || "all documents"}</strong>
        </>
      ) : (
        " "
      )}
    </p>
  );
}
