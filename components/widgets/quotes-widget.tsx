"use client";

import { QuoteList } from "@/components/ui/quote-list";
import { useQuotesData } from "@/lib/client/api/use-widget-data";
import type { TWidgetBodyProps } from "./widget-props";
import { WidgetData } from "./widget-states";

/** Quotes with their speakers and source documents. */
export function QuotesWidget({ settings, query }: TWidgetBodyProps) {
  const data = useQuotesData(settings, query);
  return (
    <WidgetData query={data} what="Quotes" emptyTitle="No quotes match" isEmpty={(d) => !d.Items.length}>
      {(d) => <QuoteList quotes={d.Items} showSource />}
    </WidgetData>
  );
}
