"use client";

import { useRef } from "react";
import { apiPath } from "@/lib/client/api/api-path";
import type { TWidget } from "@/lib/client/api/mypage-types";
import styles from "./mypage.module.css";

export const EXPORT_FORMATS = ["docx", "html", "rtf", "xml"] as const;

export const widgetExportUrl = (widgetId: string, format: string) =>
  `/api${apiPath("/widget/export", { widgetId, exportFormat: format })}`;

/** More actions of a widget: feed, export downloads, delete. A disclosure; Escape closes it. */
export function WidgetMenu({
  widget,
  readOnly,
  onFeed,
  onDelete,
}: {
  widget: TWidget;
  readOnly: boolean;
  onFeed: () => void;
  onDelete: () => void;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => ref.current?.removeAttribute("open");
  return (
    <details
      ref={ref}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === "Escape" && ref.current?.open) {
          event.stopPropagation();
          close();
          ref.current.querySelector("summary")?.focus();
        }
      }}
    >
      <summary className={styles.iconButton} aria-label={`More actions for ${widget.Title}`}>
        ⋯
      </summary>
      <div className={styles.menuPanel}>
        <button type="button" className={styles.menuItem} onClick={() => (close(), onFeed())}>
          Feed link…
        </button>
        <p className={styles.menuLabel}>Export</p>
        {EXPORT_FORMATS.map((format) => (
          <a
            key={format}
            className={styles.menuItem}
            href={widgetExportUrl(widget.Id, format)}
            download
            onClick={close}
          >
            {format.toUpperCase()}
          </a>
        ))}
        {!readOnly && (
          <button type="button" className={`${styles.menuItem} ${styles.danger}`} onClick={() => (close(), onDelete())}>
            Delete widget
          </button>
        )}
      </div>
    </details>
  );
}
