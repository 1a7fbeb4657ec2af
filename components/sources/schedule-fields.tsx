"use client";

import type { TSource } from "@/lib/client/api/use-sources";
import { INTERVAL_CHOICES } from "@/lib/client/ui/feed-fields";
import styles from "./sources.module.css";

type TScheduleFields = {
  interval: number;
  onInterval: (seconds: number) => void;
  visibility: TSource["Visibility"];
  onVisibility: (visibility: TSource["Visibility"]) => void;
  /** What "private" means to the person choosing: "Only me" when adding, "Only the owner" when editing. */
  privateLabel: string;
  /** The intervals offered (default INTERVAL_CHOICES; an edited source adds its own when it is not one). */
  choices?: readonly { seconds: number; label: string }[];
};

/** How often a source is checked and who sees it: the same two choices when adding and when editing a source. */
export function ScheduleFields({
  interval,
  onInterval,
  visibility,
  onVisibility,
  privateLabel,
  choices = INTERVAL_CHOICES,
}: TScheduleFields) {
  return (
    <>
      <label className={styles.select}>
        Check for new articles
        <select value={interval} onChange={(e) => onInterval(Number(e.target.value))}>
          {choices.map((c) => (
            <option key={c.seconds} value={c.seconds}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.select}>
        Who sees it
        <select value={visibility} onChange={(e) => onVisibility(e.target.value as TSource["Visibility"])}>
          <option value="private">{privateLabel}</option>
          <option value="shared">Everyone</option>
        </select>
      </label>
    </>
  );
}
