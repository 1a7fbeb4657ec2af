"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import type { TProjectData } from "@/lib/client/api/api-types";
import { useRenameProject, VALID_PROJECT_NAME } from "@/lib/client/api/use-project-mutations";
import styles from "./projects.module.css";

/** A new name: letters and digits in words separated by single spaces (what /project/setDescription accepts). */
export function RenameDialog({
  project,
  open,
  onClose,
}: {
  project: TProjectData;
  open: boolean;
  onClose: () => void;
}) {
  const [name, setName] = useState(project.Description);
  const rename = useRenameProject();
  const trimmed = name.trim();
  const invalid = trimmed.length > 0 && !VALID_PROJECT_NAME.test(trimmed);
  return (
    <Dialog open={open} onClose={onClose} title="Rename">
      <form
        style={{ display: "contents" }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!trimmed || invalid) return;
          rename.mutate({ projectRef: project.ProjectRef, newDescription: trimmed }, { onSuccess: onClose });
        }}
      >
        <TextField
          label="Name"
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          error={invalid ? "Use letters and digits, words separated by single spaces" : rename.error?.message}
          autoFocus
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!trimmed || invalid} pending={rename.isPending}>
            Rename
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
