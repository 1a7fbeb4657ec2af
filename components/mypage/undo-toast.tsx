"use client";

import { Button } from "@/components/ui/button";
import styles from "./mypage.module.css";

/** "Widget deleted · Undo", announced politely; the board deletes for real when the time is up. */
export function UndoToast({ message, onUndo }: { message: string; onUndo: () => void }) {
  return (
    <div className={styles.toast} role="status" aria-live="polite" data-testid="undo-toast">
      <span>{message}</span>
      <Button size="sm" variant="secondary" onClick={onUndo}>
        Undo
      </Button>
    </div>
  );
}
