"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import styles from "./dialog.module.css";

export type TDialogProps = { open: boolean; title: string; onClose: () => void; children: ReactNode };

/**
 * A modal on the native <dialog>: focus moves in and is trapped, Escape closes it, focus returns to
 * the control that opened it. It opens on its first field (or the element marked data-autofocus).
 */
export function Dialog({ open, title, onClose, children }: TDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first focusable element (the ×); the first field is where typing goes.
      dialog.querySelector<HTMLElement>("[data-autofocus], input:not([type=hidden]), textarea, select")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              ×
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      )}
    </dialog>
  );
}
