"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import styles from "./projects.module.css";

export type TConfirmProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pending?: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" for actions that cannot be undone. */
export function ConfirmDialog(props: TConfirmProps) {
  return (
    <Dialog open={props.open} title={props.title} onClose={props.onClose}>
      <p>{props.message}</p>
      {props.error && (
        <p className={styles.error} role="alert">
          {props.error}
        </p>
      )}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={props.onClose} autoFocus>
          Cancel
        </Button>
        <Button onClick={props.onConfirm} pending={props.pending} data-testid="confirm">
          {props.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
