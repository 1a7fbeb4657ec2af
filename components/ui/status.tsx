import type { ReactNode } from "react";
import { isApiError } from "@/lib/client/api/api-fetch";
import { Button } from "./button";
import styles from "./status.module.css";

/** Nothing to show: says so plainly. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.box} data-testid="empty-state">
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}

/** A failed request: the API's message, and a retry when one could help. */
export function ErrorState({ error, title, onRetry }: { error: unknown; title: string; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  const notFound = isApiError(error, 404);
  const unavailable = isApiError(error, 400) && error.code === "INVALID_URI";
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert" data-testid="error-state">
      <p className={styles.title}>{title}</p>
      <p>
        {notFound
          ? "It does not exist, or you may not see it."
          : unavailable
            ? "This server does not offer it yet."
            : message}
      </p>
      {onRetry && !isApiError(error, 400, 403, 404) && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
