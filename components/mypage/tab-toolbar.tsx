"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/projects/confirm-dialog";
import { Button } from "@/components/ui/button";
import { apiPath } from "@/lib/client/api/api-path";
import type { TProjectData } from "@/lib/client/api/api-types";
import type { TWidgetProject } from "@/lib/client/api/mypage-types";
import { useCloneTab, useDeleteTab, useUpdateTab } from "@/lib/client/api/use-tab-mutations";
import { ShareDialog, TabNameDialog, WidgetGallery } from "./lazy-dialogs";
import { EXPORT_FORMATS } from "./widget-menu";
import styles from "./mypage.module.css";

/** The projects' share dialog works on ProjectData; a tab is a project of type MyPageTab. */
const asProjectData = (tab: TWidgetProject): TProjectData => ({
  UserName: tab.OwnerUserName,
  OwnerDisplayName: tab.OwnerDisplayName,
  ProjectRef: tab.ProjectRef,
  ProjectId: tab.ProjectItemId,
  ProjectType: "MyPageTab",
  Description: tab.Description,
  WriteAccess: !tab.ReadOnly,
  LastUpdated: tab.LastUpdated,
});

type TDialog = "add" | "rename" | "clone" | "share" | "delete" | null;

/** Actions on the open tab: add widget, rename, clone, share (owner), export, delete / leave. */
export function TabToolbar({ tab, onOpened }: { tab: TWidgetProject; onOpened: (tabId: string | null) => void }) {
  const [dialog, setDialog] = useState<TDialog>(null);
  const update = useUpdateTab();
  const clone = useCloneTab();
  const remove = useDeleteTab();
  const owner = tab.SharingState === "OwnedByUser";
  const close = () => setDialog(null);
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={`Actions for tab ${tab.Description}`}>
      {!tab.ReadOnly && (
        <Button size="sm" onClick={() => setDialog("add")}>
          + Add widget
        </Button>
      )}
      {!tab.ReadOnly && (
        <Button size="sm" variant="secondary" onClick={() => setDialog("rename")}>
          Rename
        </Button>
      )}
      <Button size="sm" variant="secondary" pending={clone.isPending} onClick={() => setDialog("clone")}>
        Clone
      </Button>
      {owner && (
        <Button size="sm" variant="secondary" onClick={() => setDialog("share")}>
          Share
        </Button>
      )}
      <details className={styles.menu}>
        <summary className={styles.menuSummary}>Export</summary>
        <div className={styles.menuPanel}>
          {EXPORT_FORMATS.map((format) => (
            <a
              key={format}
              className={styles.menuItem}
              href={`/api${apiPath("/mypagetab/export", { tabId: tab.Id, exportFormat: format })}`}
              download
              onClick={(event) => event.currentTarget.closest("details")?.removeAttribute("open")}
            >
              {format.toUpperCase()}
            </a>
          ))}
        </div>
      </details>
      <Button size="sm" variant="ghost" onClick={() => setDialog("delete")}>
        {owner ? "Delete tab" : "Remove from my tabs"}
      </Button>

      {dialog === "add" && <WidgetGallery tabId={tab.Id} open onClose={close} />}
      {dialog === "rename" && (
        <TabNameDialog
          open
          title="Rename tab"
          initial={tab.Description}
          initialFilter={tab.Filter ?? ""}
          submitLabel="Rename"
          pending={update.isPending}
          error={update.error?.message}
          onClose={close}
          onSubmit={(name, filter) =>
            update.mutate({ ...tab, Description: name, Filter: filter }, { onSuccess: close })
          }
        />
      )}
      {dialog === "clone" && (
        <TabNameDialog
          open
          title="Clone tab"
          initial={`Copy of ${tab.Description}`}
          submitLabel="Clone"
          pending={clone.isPending || update.isPending}
          error={clone.error?.message ?? update.error?.message}
          onClose={close}
          onSubmit={(name) =>
            clone.mutate(tab.Id, {
              onSuccess: (copy) =>
                update.mutate(
                  { ...copy, Description: name },
                  {
                    onSuccess: () => {
                      close();
                      onOpened(copy.Id);
                    },
                  },
                ),
            })
          }
        />
      )}
      {dialog === "share" && <ShareDialog project={asProjectData(tab)} open onClose={close} />}
      <ConfirmDialog
        open={dialog === "delete"}
        title={owner ? "Delete this tab?" : "Remove this tab?"}
        message={
          owner
            ? `“${tab.Description}” and its widgets will be deleted for everyone it is shared with.`
            : `“${tab.Description}” stays with its owner; you lose your access.`
        }
        confirmLabel={owner ? "Delete" : "Remove"}
        pending={remove.isPending}
        error={remove.error?.message}
        onClose={close}
        onConfirm={() => remove.mutate(tab.Id, { onSuccess: () => (close(), onOpened(null)) })}
      />
    </div>
  );
}
