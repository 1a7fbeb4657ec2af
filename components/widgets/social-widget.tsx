"use client";

import { useSocialData } from "@/lib/client/api/use-widget-data";
import { formatDateTime } from "@/lib/client/ui/format";
import type { TWidgetBodyProps } from "./widget-props";
import { WidgetData } from "./widget-states";
import styles from "./widgets.module.css";

/** Stored social-media items: author, provider, time and the plain text (never the HTML). */
export function SocialWidget({ settings }: TWidgetBodyProps) {
  const data = useSocialData(settings);
  return (
    <WidgetData query={data} what="Social media" emptyTitle="No social items match" isEmpty={(d) => !d.Items.length}>
      {(d) => (
        <ul className={styles.rows}>
          {d.Items.map((item) => {
            const link = item.Links.find((l) => l.Rel === "alternate")?.Href;
            const text = item.Contents.find((c) => c.Type === "text")?.Text ?? "";
            return (
              <li key={item.Id} className={styles.row}>
                <span className={styles.meta}>
                  <strong>{item.Authors[0]?.Name ?? "Someone"}</strong> · {item.Provider} ·{" "}
                  {link ? (
                    <a href={link} target="_blank" rel="noreferrer noopener">
                      {formatDateTime(item.Published)}
                    </a>
                  ) : (
                    formatDateTime(item.Published)
                  )}
                </span>
                <span className={styles.teaser}>{text}</span>
              </li>
            );
          })}
        </ul>
      )}
    </WidgetData>
  );
}
