import type { TProjectData } from "@/lib/client/api/api-types";
import styles from "./projects.module.css";

export const TYPE_LABELS: Record<string, string> = {
  Scrapbook: "Scrapbook",
  EntityList: "EntityList",
  MyPageTab: "MyPage tab",
};

/** Shared state and access as short badges: "shared read-only", "you can edit". */
export function ShareBadge({ project, own }: { project: TProjectData; own: boolean }) {
  if (!project.ShareState) return <span className={styles.muted}>{own ? "private" : ""}</span>;
  const label = project.ShareState === "collaborative" ? "collaborative" : "read-only";
  return <span className={`${styles.badge} ${own ? "" : styles.badgeAccent}`}>{own ? `shared ${label}` : label}</span>;
}

export function AccessBadge({ project }: { project: TProjectData }) {
  return (
    <span className={styles.badge} data-testid="write-access">
      {project.WriteAccess ? "can edit" : "read only"}
    </span>
  );
}
