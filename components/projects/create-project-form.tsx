"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { TProjectType } from "@/lib/client/api/api-types";
import { useCreateProject } from "@/lib/client/api/use-project-mutations";
import styles from "./projects.module.css";

/** Name and type of a new project; opens it once created. MyPage tabs are made on MyPage. */
export function CreateProjectForm() {
  const router = useRouter();
  const [name, setName] = useState("");
  const [type, setType] = useState<TProjectType>("Scrapbook");
  const create = useCreateProject();
  return (
    <form
      className={styles.createForm}
      aria-label="Create a project"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return;
        create.mutate(
          { description: name.trim(), projectType: type },
          { onSuccess: (project) => router.push(`/projects/${project.ProjectRef}`) },
        );
      }}
    >
      <TextField
        label="New project"
        placeholder="Name"
        value={name}
        maxLength={200}
        onChange={(event) => setName(event.target.value)}
        error={create.error?.message}
      />
      <label className={styles.fieldLabel}>
        Type
        <select
          className={styles.select}
          aria-label="Type of the new project"
          value={type}
          onChange={(event) => setType(event.target.value as TProjectType)}
        >
          <option value="Scrapbook">Scrapbook (documents)</option>
          <option value="EntityList">EntityList (entities)</option>
        </select>
      </label>
      <Button type="submit" pending={create.isPending} disabled={!name.trim()}>
        Create
      </Button>
    </form>
  );
}
