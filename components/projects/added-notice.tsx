import Link from "next/link";
import panel from "@/components/ui/panel.module.css";
import type { TProjectData } from "@/lib/client/api/api-types";

/** What a page says once the add-to-project dialog has added its item: where to, as a link. */
export function AddedNotice({ project }: { project: TProjectData | undefined }) {
  if (!project) return null;
  return (
    <span role="status" className={panel.notice}>
      Added to <Link href={`/projects/${project.ProjectRef}`}>{project.Description}</Link>
    </span>
  );
}
