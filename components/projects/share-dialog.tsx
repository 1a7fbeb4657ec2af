"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import type { TProjectData, TShareState } from "@/lib/client/api/api-types";
import { useShareProject } from "@/lib/client/api/use-project-mutations";
import { useProjectAccess, useTabProjects } from "@/lib/client/api/use-projects";
import styles from "./projects.module.css";

const STATE_LABEL: Record<TShareState, string> = { readonly: "Read-only", collaborative: "Collaborative" };

/** The link a secure code opens: the app's page that redeems it and shows the project. */
export const linkFor = (code: string) => `${window.location.origin}/projects/link?sl=${encodeURIComponent(code)}`;

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}

/** Owner only: share with users (read-only or collaborative), stop sharing, or make a secure link code. */
export function ShareDialog({ project, open, onClose }: { project: TProjectData; open: boolean; onClose: () => void }) {
  const [users, setUsers] = useState("");
  const [state, setState] = useState<TShareState>("readonly");
  const [code, setCode] = useState<{ state: TShareState; code: string }>();
  const share = useShareProject();
  const shareList = useShareProject();
  const access = useProjectAccess(project.ProjectRef, open);
  const isTab = project.ProjectType === "MyPageTab";
  const lists = useTabProjects(project.ProjectRef, open && isTab);
  // The lists the sharer owns can be shared along; unticked ones stay private.
  const [skipped, setSkipped] = useState<string[]>([]);
  const ownLists = (lists.data ?? []).filter((p) => p.UserName === project.UserName);
  const chosenLists = ownLists.filter((p) => !skipped.includes(p.ProjectRef));
  const names = users
    .split(/[,\s]+/)
    .map((u) => u.trim())
    .filter(Boolean);

  /** The tab's lists, read-only (all its widgets need), with the same people as the tab. */
  async function shareLists(recipients: string[]) {
    for (const list of chosenLists)
      await shareList.mutateAsync({ projectRef: list.ProjectRef, shareState: "readonly", users: recipients });
  }

  function shareWithUsers() {
    share.mutate(
      { projectRef: project.ProjectRef, shareState: state, users: names },
      {
        onSuccess: () =>
          void shareLists(names).then(
            () => (setUsers(""), void access.refetch()),
            () => void access.refetch(),
          ),
      },
    );
  }

  return (
    <Dialog open={open} onClose={onClose} title={`Share “${project.Description}”`}>
      <form
        style={{ display: "contents" }}
        onSubmit={(event) => {
          event.preventDefault();
          if (names.length) shareWithUsers();
        }}
      >
        <TextField
          label="User names"
          hint="One or more, separated by commas"
          value={users}
          onChange={(event) => setUsers(event.target.value)}
          autoFocus
        />
        <fieldset className={styles.radios}>
          <legend className="visually-hidden">Access</legend>
          {(["readonly", "collaborative"] as const).map((option) => (
            <label key={option}>
              <input type="radio" name="share-state" checked={state === option} onChange={() => setState(option)} />{" "}
              {STATE_LABEL[option]}
              <span className={styles.muted}>{option === "readonly" ? " (can read)" : " (can add and remove)"}</span>
            </label>
          ))}
        </fieldset>
        {isTab && lists.data && lists.data.length > 0 && (
          <fieldset className={styles.dependsOn} data-testid="tab-lists">
            <legend>This tab’s widgets read these lists</legend>
            {lists.data.map((list) =>
              list.UserName === project.UserName ? (
                <label key={list.ProjectRef}>
                  <input
                    type="checkbox"
                    checked={!skipped.includes(list.ProjectRef)}
                    onChange={(event) =>
                      setSkipped((s) =>
                        event.target.checked ? s.filter((r) => r !== list.ProjectRef) : [...s, list.ProjectRef],
                      )
                    }
                  />{" "}
                  Share “{list.Description}” too <span className={styles.muted}>({list.ProjectType}, read-only)</span>
                </label>
              ) : (
                <p key={list.ProjectRef} className={styles.muted}>
                  “{list.Description}” belongs to {list.OwnerDisplayName}: only they can share it.
                </p>
              ),
            )}
            <p className={styles.muted}>
              Without a list, the widget that reads it tells the recipient the list is not shared with them.
            </p>
          </fieldset>
        )}
        {(share.error ?? shareList.error) && (
          <p className={styles.error} role="alert">
            {(share.error ?? shareList.error)?.message}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button
            type="submit"
            disabled={!names.length}
            pending={(share.isPending || shareList.isPending) && names.length > 0}
          >
            Share
          </Button>
        </div>
      </form>

      <h3 className={styles.sectionTitle}>Shared with</h3>
      {access.data && Object.keys(access.data).length > 0 ? (
        <ul className={styles.accessList} data-testid="access-list">
          {Object.entries(access.data).map(([name, right]) => (
            <li key={name} className={styles.accessRow}>
              <span>
                {name} <span className={styles.muted}>· {right === "write" ? "collaborative" : "read-only"}</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  share.mutate(
                    { projectRef: project.ProjectRef, shareState: "none", users: [name] },
                    { onSuccess: () => void access.refetch() },
                  )
                }
              >
                Stop sharing
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{access.isPending ? "Loading…" : "Nobody yet."}</p>
      )}
      {isTab && chosenLists.length > 0 && access.data && Object.keys(access.data).length > 0 && (
        <div className={styles.toolbar}>
          <Button
            size="sm"
            variant="secondary"
            pending={shareList.isPending}
            onClick={() => void shareLists(Object.keys(access.data ?? {})).catch(() => undefined)}
          >
            Share the ticked lists with everyone above
          </Button>
          {shareList.isSuccess && <span className={styles.muted}>Lists shared.</span>}
        </div>
      )}

      <h3 className={styles.sectionTitle}>Secure link</h3>
      <p className={styles.muted}>Anyone signed in who has the link gets the access it grants.</p>
      <div className={styles.toolbar}>
        {(["readonly", "collaborative"] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant="secondary"
            onClick={() =>
              share.mutate(
                { projectRef: project.ProjectRef, shareState: option },
                { onSuccess: (p) => p.SecureLinkCode && setCode({ state: option, code: p.SecureLinkCode }) },
              )
            }
          >
            {STATE_LABEL[option]} link
          </Button>
        ))}
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            share.mutate(
              { projectRef: project.ProjectRef, shareState: "none" },
              { onSuccess: () => setCode(undefined) },
            )
          }
        >
          Revoke links
        </Button>
      </div>
      {code && (
        <div className={styles.code} data-testid="secure-link">
          <span className={styles.codeText}>
            {STATE_LABEL[code.state]}: {linkFor(code.code)}
          </span>
          <CopyButton text={linkFor(code.code)} />
        </div>
      )}
    </Dialog>
  );
}
