"use client";

import { formatCount } from "@/lib/client/ui/format";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { TextField } from "@/components/ui/text-field";
import type { TProjectData } from "@/lib/client/api/api-types";
import { useAddItems, useCreateProject } from "@/lib/client/api/use-project-mutations";
import { useProjects } from "@/lib/client/api/use-projects";
import { Choice } from "./choice";
import styles from "./add-to-project.module.css";

const NEW = "__new__";

export type TAddToProjectProps = {
  open: boolean;
  onClose: () => void;
  projectType: "Scrapbook" | "EntityList";
  itemRefs: string[];
  onAdded: (project: TProjectData, count: number) => void;
};

/** Pick one of your (or a collaborator's) projects of that type, or name a new one, and add the items. */
export function AddToProjectDialog({ open, onClose, projectType, itemRefs, onAdded }: TAddToProjectProps) {
  const projects = useProjects(projectType);
  const writable = (projects.data ?? []).filter((p) => p.WriteAccess);
  const [choice, setChoice] = useState<string>(NEW);
  const [name, setName] = useState("");
  const create = useCreateProject();
  const add = useAddItems();
  const busy = create.isPending || add.isPending;
  const error = create.error ?? add.error;
  const noun = projectType === "Scrapbook" ? "Scrapbook" : "EntityList";

  async function submit() {
    const target =
      choice === NEW
        ? await create.mutateAsync({ description: name.trim(), projectType })
        : writable.find((p) => p.ProjectRef === choice)!;
    await add.mutateAsync({ projectRef: target.ProjectRef, itemRefs });
    onAdded(target, itemRefs.length);
    setName("");
    onClose();
  }

  const canSubmit = itemRefs.length > 0 && (choice !== NEW || name.trim().length > 0) && !busy;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Add ${formatCount(itemRefs.length, projectType === "Scrapbook" ? "document" : "entity", projectType === "Scrapbook" ? "documents" : "entities")} to ${projectType === "Scrapbook" ? "a Scrapbook" : "an entity list"}`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit) void submit().catch(() => undefined);
        }}
        style={{ display: "contents" }}
      >
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{noun}</legend>
          {projects.isPending && <Skeleton height="2.25rem" />}
          {writable.map((project) => (
            <Choice
              key={project.ProjectRef}
              name="project"
              value={project.ProjectRef}
              checked={choice === project.ProjectRef}
              onChoose={() => setChoice(project.ProjectRef)}
            >
              {project.Description}
              {project.ShareState && <span className={styles.owner}>shared by {project.OwnerDisplayName}</span>}
            </Choice>
          ))}
          <Choice name="project" value={NEW} checked={choice === NEW} onChoose={() => setChoice(NEW)}>
            New {noun}…
          </Choice>
        </fieldset>
        {choice === NEW && (
          <TextField
            label={`Name of the new ${noun}`}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
            autoFocus
          />
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error.message}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmit} pending={busy}>
            Add
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
