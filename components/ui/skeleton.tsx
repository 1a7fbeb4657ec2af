import type { CSSProperties } from "react";
import styles from "./skeleton.module.css";

export type TSkeletonProps = {
  /** CSS length; the skeleton takes the exact size of what replaces it, so nothing shifts. */
  width?: string;
  height?: string;
  radius?: "sm" | "md" | "full";
  className?: string;
};

/** A placeholder block. Hidden from assistive tech: the busy region around it says "loading". */
export function Skeleton({ width = "100%", height = "1em", radius = "sm", className }: TSkeletonProps) {
  const style: CSSProperties = { width, height };
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, styles[radius], className].filter(Boolean).join(" ")}
      style={style}
    />
  );
}
