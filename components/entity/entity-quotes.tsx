"use client";

import { QuoteList } from "@/components/ui/quote-list";
import { Skeleton } from "@/components/ui/skeleton";
import { useQuotes } from "@/lib/client/api/use-quotes";
import panel from "@/components/ui/panel.module.css";

/** What the person said (quotes whose recognised speaker is this entity), newest first. */
export function EntityQuotes({ itemRef }: { itemRef: string }) {
  const quotes = useQuotes({ itemRef, pageSize: 5 });
  if (quotes.isPending) return <Skeleton height="4rem" />;
  if (quotes.isError) return <p className={panel.notice}>The quotes could not be loaded: {quotes.error.message}</p>;
  if (quotes.data.length === 0) return <p className={panel.notice}>No quotes recognised.</p>;
  return <QuoteList quotes={quotes.data} showSource />;
}
