"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/status";
import { ApiRequestError } from "@/lib/client/api/api-fetch";
import { useCurrentUser } from "@/lib/client/api/use-current-user";
import { useTabs } from "@/lib/client/api/use-mypage";
import { useCloneProject, useDeleteProject } from "@/lib/client/api/use-project-mutations";
import { useProjectData, useProjectItems } from "@/lib/client/api/use-projects";
import { ConfirmDialog } from "./confirm-dialog";
import { ExportLinks } from "./export-links";
import { AccessBadge, ShareBadge, TYPE_LABELS } from "./project-badges";
import { ProjectItemsTable } from "./project-items-table";
import styles from "./projects.module.css";
import { RenameDialog } from "./rename-dialog";
import { ShareDialog } from "./share-dialog";
import { SubscriptionsPanel } from "./subscriptions-panel";

type TOpenDialog = "rename" | "share" | "delete" | undefined;

/** /projects/[ref]: the project's items and what you may do with it (rename, clone, share, delete, export). */
export function ProjectPage({ projectRef }: { projectRef: string }) {
  const router = useRouter();
  const project = useProjectData(projectRef);
  const items = useProjectItems(projectRef);
  const user = useCurrentUser();
  const clone = useCloneProject();
  const remove = useDeleteProject();
  const [dialog, setDialog] = useState<TOpenDialog>();
  const tabs = useTabs();
  const tabId = tabs.data?.WidgetProjects.find((t) => t.ProjectRef === projectRef)?.Id;

  if (project.isPending) return <Skeleton height="16rem" radius="md" />;
  if (project.isError || project.missing || !project.data) {
    const error = project.error ?? new ApiRequestError(404, "NOT_FOUND", "not found");
    return <ErrorState title="The project could not be opened" error={error} onRetry={() => void project.refetch()} />;
  }
  const data = project.data;
  const own = data.UserName === user.data?.UserName;
  const hasItems = data.ProjectType !== "MyPageTab";

  return (
    <div className={styles.page}>
      <div className={styles.headerRow}>
        <div>
          <p className={styles.subtitle}>
            {TYPE_LABELS[data.ProjectType]} · {own ? "yours" : `shared by ${data.OwnerDisplayName}`}
          </p>
          <h1 className={styles.title} data-testid="project-title">
            {data.Description}
          </h1>
          <p className={styles.toolbar}>
            {/* One badge: the share state says the access already ("read-only"), except for an admin's support view. */}
            {own || data.ShareState ? <ShareBadge project={data} own={own} /> : <AccessBadge project={data} />}
          </p>
        </div>
        <div className={styles.toolbar}>
          {data.WriteAccess && (
            <Button size="sm" variant="secondary" onClick={() => setDialog("rename")}>
              Rename
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            pending={clone.isPending}
            onClick={() =>
              clone.mutate({ projectRef }, { onSuccess: (copy) => router.push(`/projects/${copy.ProjectRef}`) })
            }
          >
            Clone
          </Button>
          {own && (
            <Button size="sm" variant="secondary" onClick={() => setDialog("share")}>
              Share
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => setDialog("delete")}>
            {own ? "Delete" : "Leave"}
          </Button>
        </div>
      </div>
      {clone.error && (
        <p className={styles.error} role="alert">
          {clone.error.message}
        </p>
      )}
      {!data.WriteAccess && (
        <p className={styles.notice} data-testid="read-only-notice">
          Shared with you read-only: you can read and export it, but not change it.
        </p>
      )}
      {hasItems && <ExportLinks projectRef={projectRef} />}
      {!hasItems ? (
        <p className={styles.notice} data-testid="open-on-mypage">
          A MyPage tab holds widgets, not items:{" "}
          <Link href={tabId ? `/?tab=${encodeURIComponent(tabId)}` : "/"}>open “{data.Description}” on MyPage</Link>.
        </p>
      ) : items.isPending ? (
        <Skeleton height="12rem" radius="md" />
      ) : items.isError ? (
        <ErrorState title="The items could not be loaded" error={items.error} onRetry={() => void items.refetch()} />
      ) : (
        <ProjectItemsTable
          projectRef={projectRef}
          items={items.data.Items}
          total={items.data.TotalCount}
          writable={data.WriteAccess}
        />
      )}
      {hasItems && <SubscriptionsPanel project={data} />}
      {dialog === "rename" && <RenameDialog project={data} open onClose={() => setDialog(undefined)} />}
      {dialog === "share" && <ShareDialog project={data} open onClose={() => setDialog(undefined)} />}
      <ConfirmDialog
        open={dialog === "delete"}
        title={own ? "Delete this project?" : "Leave this project?"}
        message={
          own
            ? `“${data.Description}” and its item list are deleted for you and everyone it is shared with.`
            : `You will no longer see “${data.Description}”. Its owner keeps it.`
        }
        confirmLabel={own ? "Delete" : "Leave"}
        pending={remove.isPending}
        error={remove.error?.message}
        onClose={() => setDialog(undefined)}
        onConfirm={() => remove.mutate({ projectRef }, { onSuccess: () => router.push("/projects") })}
      />
    </div>
  );
}
