"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import styles from "./mypage.module.css";

/** A tab's title (1–400 characters), for a new tab or a rename; with `initialFilter`, the tab's Filter too. */
export function TabNameDialog({
  open,
  title,
  initial,
  initialFilter,
  submitLabel,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  initial: string;
  initialFilter?: string;
  submitLabel: string;
  pending: boolean;
  error?: string;
  onSubmit: (name: string, filter: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [filter, setFilter] = useState(initialFilter ?? "");
  const trimmed = name.trim();
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onSubmit(trimmed, filter.trim());
        }}
      >
        <TextField
          label="Tab name"
          value={name}
          maxLength={400}
          onChange={(event) => setName(event.target.value)}
          error={error}
          autoFocus
        />
        {initialFilter !== undefined && (
          <TextField
            label="Filter"
            hint="A query every document widget of this tab is narrowed by, e.g. Country:Iran (empty: none)"
            value={filter}
            maxLength={2000}
            onChange={(event) => setFilter(event.target.value)}
          />
        )}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!trimmed} pending={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
