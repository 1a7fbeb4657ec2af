"use client";

import { VolumeBars } from "@/components/charts/volume-chart";
import { useVolumeData } from "@/lib/client/api/use-widget-data";
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
        <VolumeBars
          points={d.Series[0]?.Points ?? []}
          binMinutes={d.Series[0]?.BinSize}
          total={d.UniqueDocumentsCount}
        />
      )}
    </WidgetData>
  );
}
