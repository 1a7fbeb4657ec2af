"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/status";
import { isEndpointMissing } from "@/lib/client/api/endpoint-missing";
import { useDocumentVolume } from "@/lib/client/api/use-document-volume";
import { formatCount } from "@/lib/client/ui/format";
import { binForMinutes, rebinVolume } from "@/lib/client/ui/volume-bins";
import { BarChart } from "./bar-chart";

/**
 * Documents per day for a query, from /statistics/documentvolume. Where the service has no such
 * endpoint (400 INVALID_URI or 404) the chart says so instead of failing: the page works with or without it.
 */
export function VolumeChart({ q, title }: { q: string; title?: string }) {
  const volume = useDocumentVolume(q);
  if (volume.isPending) return <Skeleton height="120px" radius="md" />;
  if (volume.isError) {
    if (isEndpointMissing(volume.error)) return <EmptyState title="Volume over time is not available on this server" />;
    return (
      <ErrorState title="The volume could not be loaded" error={volume.error} onRetry={() => void volume.refetch()} />
    );
  }
  const series = volume.data.Series[0];
  const points = series?.Points ?? [];
  if (points.length === 0 || points.every((p) => p.Value === 0)) return <EmptyState title="No documents over time" />;
  return (
    <div data-testid="volume-chart">
      <VolumeBars points={points} binMinutes={series?.BinSize} total={volume.data.UniqueDocumentsCount} title={title} />
    </div>
  );
}

/** A volume series in bins chosen by its range (day, week, month), so a year is 53 readable bars, not 366. */
export function VolumeBars({
  points,
  binMinutes,
  total,
  title,
}: {
  points: { Date: string; Value: number }[];
  /** The service's bin size in minutes: bins are never finer. */
  binMinutes?: number;
  total: number;
  title?: string;
}) {
  const binned = rebinVolume(points, binForMinutes(binMinutes));
  return (
    <BarChart
      title={title ?? `Documents per ${binned.bin}`}
      points={binned.points.map((p) => ({ label: p.label, value: p.value }))}
      caption={`${formatCount(total, "document")} · per ${binned.bin}`}
    />
  );
}
