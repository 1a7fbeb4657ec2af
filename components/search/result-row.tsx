"use client";

import Link from "next/link";
import type { MouseEvent } from "react";
import { SafeHtml } from "@/components/ui/safe-html";
import { imageOf, Thumbnail } from "@/components/ui/thumbnail";
import type { TDocumentItem } from "@/lib/client/api/api-types";
import { formatDate, languageName } from "@/lib/client/ui/format";
import styles from "./result-list.module.css";

export type TResultRowProps = {
  item: TDocumentItem;
  /** The query, carried to the document page so its words are highlighted there too. */
  q: string;
  selected: boolean;
  onToggle: (id: string, shift: boolean) => void;
};

export function documentHref(id: string, q?: string): string {
  return `/documents/${id}${q?.trim() ? `?q=${encodeURIComponent(q)}` : ""}`;
}

export function ResultRow({ item, q, selected, onToggle }: TResultRowProps) {
  const teaser = item.Extras?.DocumentTeasers?.Teaser;
  const image = imageOf(item.Extras);
  const titleId = `title-${item.Id}`;
  return (
    <li
      className={styles.row}
      data-selected={selected}
      data-thumb={Boolean(image)}
      data-testid="result-row"
      data-item-ref={item.Id}
    >
      <input
        type="checkbox"
        className={styles.check}
        checked={selected}
        aria-labelledby={titleId}
        // onClick carries shiftKey; onChange keeps React's controlled-input contract.
        onClick={(event: MouseEvent<HTMLInputElement>) => onToggle(item.Id, event.shiftKey)}
        onChange={() => undefined}
      />
      <div className={styles.body}>
        <h3 className={styles.title} id={titleId}>
          <Link href={documentHref(item.Id, q)}>{item.Description || "(untitled)"}</Link>
        </h3>
        <p className={styles.meta}>
          <span>{item.Publisher}</span>
          <time dateTime={item.PublicationDate}>{formatDate(item.PublicationDate)}</time>
          <span className={styles.badge}>{item.LocalizedType}</span>
          {item.Language && (
            <span className={styles.badge} title={languageName(item.Language)} data-testid="result-language">
              {item.Language}
            </span>
          )}
          {(item.NoDocuments ?? 1) > 1 && <span className={styles.badge}>story of {item.NoDocuments} reports</span>}
        </p>
        {teaser && <SafeHtml html={teaser} className={styles.teaser} as="div" />}
      </div>
      <Thumbnail src={image} />
    </li>
  );
}
