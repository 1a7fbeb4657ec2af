import Link from "next/link";
import type { TQuote } from "@/lib/client/api/use-quotes";
import { formatDate } from "@/lib/client/ui/format";
import styles from "./quote-list.module.css";

/** Quotes with who said them (when known) and where; `showSource` links the source document. */
export function QuoteList({ quotes, showSource }: { quotes: TQuote[]; showSource: boolean }) {
  return (
    <ul className={styles.list} data-testid="quotes">
      {quotes.map((quote, index) => (
        <li key={`${quote.SourceDocument.Id}-${index}`}>
          <blockquote className={styles.quote}>“{quote.Quote}”</blockquote>
          <span className={styles.source}>
            {quote.Speaker && <>— {quote.Speaker.Description}</>}
            {showSource && (
              <>
                {quote.Speaker ? ", " : ""}
                <Link prefetch={false} href={`/documents/${quote.SourceDocument.Id}`}>
                  {quote.SourceDocument.Description}
                </Link>
                , {formatDate(quote.SourceDocument.PublicationDate)}
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
