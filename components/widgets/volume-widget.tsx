"use client";

import { BarChart } from "@/components/charts/bar-chart";
import { useVolumeData } from "@/lib/queries/use-widget-data";
import { formatDate } from "@/lib/ui/format";
import type { TWidgetBodyProps } from "./widget-props";
import { WidgetData } from "./widget-states";

/** DocumentVolume: documents per bin from /statistics/documentvolume. */
export function VolumeWidget({ settings, query }: TWidgetBodyProps) {
  const data = useVolumeData(settings, query);
  return (
    <WidgetData
      query={data}
      what="Document volume"
      emptyTitle="No documents in this window"
      rows={3}
      isEmpty={(d) => !(d.Series[0]?.Points ?? []).some((p) => p.Value > 0)}
    >
      {(d) => (
        <BarChart
          title="Documents per bin"
          points={(d.Series[0]?.Points ?? []).map((p) => ({ label: formatDate(p.Date), value: p.Value }))}
          caption={`${d.UniqueDocumentsCount.toLocaleString("en")} documents`}
        />
      )}
    </WidgetData>
  );
}
