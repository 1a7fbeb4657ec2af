"use client";

import { QuoteList } from "@/components/ui/quote-list";
import { useQuotes } from "@/lib/client/api/use-quotes";
import panel from "@/components/ui/panel.module.css";
import styles from "./document-page.module.css";

/** The quotes recognised in this document, with their speakers; hidden when there are none. */
export function DocumentQuotes({ docId }: { docId: string }) {
  const quotes = useQuotes({ q: `itemref:${docId}`, allowSameDocument: true, pageSize: 10 });
  if (!quotes.data?.length) return null;
  return (
    <section className={styles.section} aria-label="Quotes">
      <h2 className={panel.heading}>Quotes</h2>
      <QuoteList quotes={quotes.data} showSource={false} />
    </section>
  );
}
