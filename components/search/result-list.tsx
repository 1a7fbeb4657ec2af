"use client";

import { Skeleton } from "@/components/ui/skeleton";
import type { TDocumentItem } from "@/lib/client/api/api-types";
import styles from "./result-list.module.css";
import { ResultRow } from "./result-row";

export type TResultListProps = {
  items: TDocumentItem[];
  q: string;
  selected: ReadonlySet<string>;
  onToggle: (id: string, shift: boolean) => void;
};

export function ResultList({ items, q, selected, onToggle }: TResultListProps) {
  return (
    <ol className={styles.list} aria-label="Results" data-testid="results">
      {items.map((item) => (
        <ResultRow key={item.Id} item={item} q={q} selected={selected.has(item.Id)} onToggle={onToggle} />
      ))}
    </ol>
  );
}

/** The list's shape while the first page loads, so nothing jumps when it arrives. */
export function ResultListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className={styles.list} aria-busy="true" aria-label="Loading results">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton width="70%" height="1.1rem" />
          <Skeleton width="40%" height="0.75rem" />
          <Skeleton width="95%" height="0.8rem" />
        </div>
      ))}
    </div>
  );
}
