"use client";

import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/status";
import { isApiError } from "@/lib/client/api/api-fetch";
import { isEndpointMissing } from "@/lib/client/api/endpoint-missing";
import styles from "./widgets.module.css";

/** Rows of grey bars the size of what comes, so the zone does not jump when the data arrives. */
export function WidgetSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="widget-loading">
      <span className="visually-hidden">Loading</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="1.1em" width={`${90 - ((i * 17) % 35)}%`} />
      ))}
    </div>
  );
}

/**
 * Loading, error (a missing endpoint says "not available on this server") and empty states around
 * a widget's data; `children` renders the data once there is some.
 */
export function WidgetData<T>({
  query,
  isEmpty,
  emptyTitle,
  what,
  rows,
  emptyHint = "Widen the query in the widget’s settings (its ⋯ menu), or import more documents.",
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyTitle: string;
  what: string;
  rows?: number;
  /** What to do next when there is nothing to show. */
  emptyHint?: string;
  /** What a 404 means for this widget (a list it reads that the viewer cannot see), instead of "not available". */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending && query.fetchStatus === "idle") return <EmptyState title="Not set up yet: open the settings" />;
  if (query.isPending) return <WidgetSkeleton rows={rows} />;
  if (query.isError) {
    if (notFound && isApiError(query.error, 404)) return notFound;
    if (isEndpointMissing(query.error))
      return (
        <div data-testid="widget-unavailable">
          <EmptyState title={`${what} is not available on this server yet`} />
        </div>
      );
    return (
      <ErrorState title={`${what} could not be loaded`} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (isEmpty(query.data))
    return (
      <EmptyState title={emptyTitle}>
        <p className={styles.meta}>{emptyHint}</p>
      </EmptyState>
    );
  return <div data-testid="widget-data">{children(query.data)}</div>;
}
