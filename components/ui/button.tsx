import type { ComponentPropsWithRef } from "react";
import styles from "./button.module.css";

export type TButtonVariant = "primary" | "secondary" | "ghost";
export type TButtonSize = "sm" | "md";

export type TButtonProps = ComponentPropsWithRef<"button"> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** Shows a spinner and marks the button busy; the label stays so the width does not jump. */
  pending?: boolean;
  fullWidth?: boolean;
};

export function Button({
  variant = "primary",
  size = "md",
  pending = false,
  fullWidth = false,
  type = "button",
  className,
  children,
  ...rest
}: TButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(" ");
  return (
    <button
      type={type}
      className={classes}
      aria-busy={pending || undefined}
      data-pending={pending || undefined}
      {...rest}
    >
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
