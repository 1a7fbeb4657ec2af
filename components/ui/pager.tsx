import { Button } from "./button";
import styles from "./pager.module.css";

export type TPagerProps = {
  pageNumber: number;
  pageSize: number;
  total: number;
  /** There are at least `total` items ("Page 1 of 1,000+", and Next stays enabled on the last counted page). */
  totalIsLowerBound?: boolean;
  onPage: (page: number) => void;
};

/** "Page 2 of 14" with previous / next; pages count from 0 as in the API. */
export function Pager({ pageNumber, pageSize, total, totalIsLowerBound = false, onPage }: TPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <span aria-live="polite">
        Page {pageNumber + 1} of {pages.toLocaleString("en")}
        {totalIsLowerBound ? "+" : ""}
      </span>
      <span className={styles.buttons}>
        <Button size="sm" variant="secondary" disabled={pageNumber === 0} onClick={() => onPage(pageNumber - 1)}>
          ← Previous
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={pageNumber + 1 >= pages && !totalIsLowerBound}
          onClick={() => onPage(pageNumber + 1)}
        >
          Next →
        </Button>
      </span>
    </nav>
  );
}
