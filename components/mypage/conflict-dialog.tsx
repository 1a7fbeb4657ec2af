"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import styles from "./mypage.module.css";

/**
 * A save answered 409 WIDGET_CHANGED: someone changed the widget after this page read it. Nothing
 * was written; the user chooses: take their version (reload) or write this one over it (forceSave).
 */
export function ConflictDialog({
  open,
  widgetTitle,
  pending,
  onReload,
  onOverwrite,
}: {
  open: boolean;
  widgetTitle: string;
  pending: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  return (
    <Dialog open={open} title="Someone else changed this widget" onClose={onReload}>
      <div data-testid="conflict-dialog" className={styles.form}>
        <p>
          “{widgetTitle}” was changed by someone else after you opened it. Your change has <strong>not</strong> been
          saved yet.
        </p>
        <ul className={styles.choices}>
          <li>
            <strong>Use theirs</strong>: reload the widget and drop your change.
          </li>
          <li>
            <strong>Keep mine</strong>: save your change over theirs.
          </li>
        </ul>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onReload}>
            Use theirs
          </Button>
          <Button onClick={onOverwrite} pending={pending}>
            Keep mine
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
