"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/status";
import { isEndpointMissing } from "@/lib/queries/endpoint-missing";
import { useDocumentVolume } from "@/lib/queries/use-document-volume";
import { formatDate } from "@/lib/ui/format";
import { BarChart } from "./bar-chart";

/**
 * Documents per day for a query, from /statistics/documentvolume. Where the service has no such
 * endpoint (400 INVALID_URI or 404) the chart says so instead of failing: the page works with or without it.
 */
export function VolumeChart({ q, title = "Documents per day" }: { q: string; title?: string }) {
  const volume = useDocumentVolume(q);
  if (volume.isPending) return <Skeleton height="120px" radius="md" />;
  if (volume.isError) {
    if (isEndpointMissing(volume.error)) return <EmptyState title="Volume over time is not available on this server" />;
    return (
      <ErrorState title="The volume could not be loaded" error={volume.error} onRetry={() => void volume.refetch()} />
    );
  }
  const series = volume.data.Series[0];
  const points = (series?.Points ?? []).map((p) => ({ label: formatDate(p.Date), value: p.Value }));
  if (points.length === 0 || points.every((p) => p.value === 0)) return <EmptyState title="No documents over time" />;
  return (
    <div data-testid="volume-chart">
      <BarChart
        points={points}
        title={title}
        caption={`${volume.data.UniqueDocumentsCount.toLocaleString("en")} documents`}
      />
    </div>
  );
}
