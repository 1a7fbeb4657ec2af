"use client";

import Link from "next/link";
import { isEndpointMissing } from "@/lib/client/api/endpoint-missing";
import { useDocumentDetail } from "@/lib/client/api/use-document";
import panel from "@/components/ui/panel.module.css";
import styles from "./document-page.module.css";

/** Keywords and categories (`/document/keywords`, `/document/categories`); hidden where the server has none. */
export function DocumentTerms({ docId }: { docId: string }) {
  const keywords = useDocumentDetail("keywords", docId);
  const categories = useDocumentDetail("categories", docId);
  const rows = [...(categories.data ?? []), ...(keywords.data ?? [])];
  const unavailable = [keywords, categories].every((q) => q.isError && isEndpointMissing(q.error));
  if (unavailable || (rows.length === 0 && !keywords.isPending)) return null;
  return (
    <section className={styles.section} aria-label="Keywords and categories">
      <h2 className={panel.heading}>Keywords and categories</h2>
      <ul className={panel.chips}>
        {rows.slice(0, 24).map((row) => (
          <li key={`${row.Type}-${row.Description}`}>
            <Link className={panel.chip} href={`/search?q=${encodeURIComponent(`"${row.Description}"`)}`}>
              {row.Description}
              {row.Type === "Category" && <span className={panel.chipType}>category</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
