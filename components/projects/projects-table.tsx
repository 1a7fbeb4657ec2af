"use client";

import Link from "next/link";
import type { TProjectData } from "@/lib/client/api/api-types";
import { formatDate } from "@/lib/client/ui/format";
import { AccessBadge, ShareBadge, TYPE_LABELS } from "./project-badges";
import styles from "./projects.module.css";

export type TProjectsTableProps = { projects: TProjectData[]; userName: string | undefined };

/** Own projects and those shared with you: name, type, owner, share state, access, last change. */
export function ProjectsTable({ projects, userName }: TProjectsTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.stackOnPhone}`} data-testid="projects-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Owner</th>
            <th scope="col">Sharing</th>
            <th scope="col">Access</th>
            <th scope="col">Changed</th>
          </tr>
        </thead>
        <tbody>
          {projects.map((project) => {
            const own = project.UserName === userName;
            return (
              <tr key={project.ProjectRef} data-testid="project-row">
                <td className={styles.nameCell}>
                  <Link href={`/projects/${project.ProjectRef}`}>{project.Description}</Link>
                </td>
                <td data-label="Type">{TYPE_LABELS[project.ProjectType] ?? project.ProjectType}</td>
                <td data-label="Owner" className={own ? styles.muted : undefined}>
                  {own ? "you" : project.OwnerDisplayName}
                </td>
                <td data-label="Sharing">
                  <ShareBadge project={project} own={own} />
                </td>
                <td data-label="Access">
                  <AccessBadge project={project} />
                </td>
                <td data-label="Changed" className={styles.muted}>
                  {formatDate(project.LastUpdated)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
