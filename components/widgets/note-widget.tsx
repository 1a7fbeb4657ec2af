"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { TWidgetBodyProps } from "./widget-props";
import styles from "./widgets.module.css";

/**
 * Note: the text is edited in place and saved with "Save note" or when focus leaves it. Saving sends the LastUpdatedUtc read when editing began, so an
 * edit made meanwhile by someone else comes back as a conflict (the frame shows the dialog).
 */
export function NoteWidget({ widget, readOnly, onSave }: TWidgetBodyProps) {
  const saved = widget.Settings.Text ?? "";
  const [draft, setDraft] = useState<{ text: string; base: string } | null>(null);
  const [pending, setPending] = useState(false);
  const text = draft?.text ?? saved;
  if (readOnly) return saved ? <p className={styles.note}>{saved}</p> : <p className={styles.meta}>An empty note.</p>;
  const save = () => {
    if (!draft || pending) return;
    setPending(true);
    void onSave({ Settings: { Text: draft.text } }, draft.base)
      .then(() => setDraft(null))
      .finally(() => setPending(false));
  };
  return (
    <form
      className={styles.noteForm}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      // Clicking away keeps the edit: it is saved when focus leaves the note (not for its own buttons).
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        if (draft && draft.text !== saved) save();
      }}
    >
      <label className="visually-hidden" htmlFor={`note-${widget.Id}`}>
        Note text
      </label>
      <textarea
        id={`note-${widget.Id}`}
        className={styles.noteText}
        value={text}
        maxLength={20_000}
        rows={Math.min(12, Math.max(3, text.split("\n").length + 1))}
        placeholder="Write a note…"
        onChange={(event) => setDraft({ text: event.target.value, base: draft?.base ?? widget.LastUpdatedUtc })}
      />
      {draft && draft.text !== saved && (
        <div className={styles.noteActions}>
          <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
            Discard
          </Button>
          <Button size="sm" type="submit" pending={pending}>
            Save note
          </Button>
        </div>
      )}
    </form>
  );
}
