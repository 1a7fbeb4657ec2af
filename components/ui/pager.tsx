import { Button } from "./button";
import styles from "./pager.module.css";

export type TPagerProps = { pageNumber: number; pageSize: number; total: number; onPage: (page: number) => void };

/** "Page 2 of 14" with previous / next; pages count from 0 as in the API. */
export function Pager({ pageNumber, pageSize, total, onPage }: TPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <span aria-live="polite">
        Page {pageNumber + 1} of {pages.toLocaleString("en")}
      </span>
      <span className={styles.buttons}>
        <Button size="sm" variant="secondary" disabled={pageNumber === 0} onClick={() => onPage(pageNumber - 1)}>
          ← Previous
        </Button>
        <Button size="sm" variant="secondary" disabled={pageNumber + 1 >= pages} onClick={() => onPage(pageNumber + 1)}>
          Next →
        </Button>
      </span>
    </nav>
  );
}
