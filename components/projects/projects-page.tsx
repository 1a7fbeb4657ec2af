"use client";

import { useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/status";
import { PROJECT_TYPES, type TProjectType } from "@/lib/client/api/api-types";
import { useCurrentUser } from "@/lib/client/api/use-current-user";
import { useProjects } from "@/lib/client/api/use-projects";
import { CreateProjectForm } from "./create-project-form";
import { TYPE_LABELS } from "./project-badges";
import styles from "./projects.module.css";
import { ProjectsTable } from "./projects-table";

/** /projects: every project you own or that is shared with you, filtered by type; create a new one. */
export function ProjectsPage() {
  const [type, setType] = useState<TProjectType | undefined>();
  const projects = useProjects(type);
  const user = useCurrentUser();
  return (
    <div className={styles.page}>
      <div className={styles.headerRow}>
        <div>
          <h1 className={styles.title}>Projects</h1>
          <p className={styles.subtitle}>Scrapbooks collect documents, EntityLists collect entities.</p>
        </div>
        <CreateProjectForm />
      </div>
      <div className={styles.tabs} role="group" aria-label="Project type">
        {[undefined, ...PROJECT_TYPES].map((option) => (
          <button
            key={option ?? "all"}
            type="button"
            className={styles.tab}
            aria-pressed={type === option}
            onClick={() => setType(option)}
          >
            {option ? TYPE_LABELS[option] : "All"}
          </button>
        ))}
      </div>
      {projects.isPending ? (
        <Skeleton height="12rem" radius="md" />
      ) : projects.isError ? (
        <ErrorState
          title="Your projects could not be loaded"
          error={projects.error}
          onRetry={() => void projects.refetch()}
        />
      ) : projects.data.length === 0 ? (
        <EmptyState title={type ? `No ${TYPE_LABELS[type]} yet` : "No projects yet"}>
          <p>Create one above, or select search results and add them to a Scrapbook.</p>
        </EmptyState>
      ) : (
        <ProjectsTable projects={projects.data} userName={user.data?.UserName} />
      )}
    </div>
  );
}
