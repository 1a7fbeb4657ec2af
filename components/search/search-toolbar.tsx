"use client";

import { useEffect, useState } from "react";
import type { TSearchSort } from "@/lib/client/api/use-document-search";
import { useDebounced } from "@/lib/client/ui/use-debounced";
import styles from "./search-toolbar.module.css";

export type TSearchToolbarProps = {
  total: number | undefined;
  /** Counting stopped at the cap: at least `total` documents ("10,000+ documents"). */
  totalIsLowerBound?: boolean;
  fetching: boolean;
  sortBy: TSearchSort;
  rel: number;
  onSort: (sort: TSearchSort) => void;
  onRel: (rel: number) => void;
};

/** What "N+ documents" means: counting stopped there, or (ranked) the most recent matches were ranked. */
function lowerBoundHint(sortBy: TSearchSort, rel: number): string {
  return sortBy === "relevance" || rel > 0
    ? "Ranked among the most recent matches: there are more, older ones"
    : "Counting stopped here: there are more matches";
}

/** Result count, sort order and the relevance threshold (a fraction of the best match's relevance). */
export function SearchToolbar({
  total,
  totalIsLowerBound = false,
  fetching,
  sortBy,
  rel,
  onSort,
  onRel,
}: TSearchToolbarProps) {
  const [draftRel, setDraftRel] = useState(rel);
  const settledRel = useDebounced(draftRel, 300);
  const [appliedRel, setAppliedRel] = useState(rel);
  if (appliedRel !== rel) {
    setAppliedRel(rel);
    setDraftRel(rel);
  }
  useEffect(() => {
    if (settledRel !== rel) onRel(settledRel);
    // Only a settled slider value is applied; rel itself changing must not re-apply an old draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledRel]);
  return (
    <div className={styles.toolbar}>
      <p
        className={styles.count}
        aria-live="polite"
        data-testid="result-count"
        aria-busy={fetching}
        title={totalIsLowerBound ? lowerBoundHint(sortBy, rel) : undefined}
      >
        {total === undefined
          ? " "
          : `${total.toLocaleString("en")}${totalIsLowerBound ? "+" : ""} ${total === 1 && !totalIsLowerBound ? "document" : "documents"}`}
      </p>
      <div className={styles.controls}>
        <label className={styles.control}>
          Sort
          <select
            className={styles.select}
            value={sortBy}
            onChange={(event) => onSort(event.target.value as TSearchSort)}
            data-testid="sort"
          >
            <option value="publicationdate">Newest first</option>
            <option value="relevance">Most relevant first</option>
          </select>
        </label>
        <label className={styles.control}>
          Relevance at least
          <input
            className={styles.range}
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={draftRel}
            onChange={(event) => setDraftRel(Number(event.target.value))}
            aria-valuetext={draftRel === 0 ? "any" : `${Math.round(draftRel * 100)}% of the best match`}
            data-testid="relevance"
          />
          <span className={styles.value}>{draftRel === 0 ? "any" : `${Math.round(draftRel * 100)}%`}</span>
        </label>
      </div>
    </div>
  );
}
