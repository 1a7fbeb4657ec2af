"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import type { TProjectData, TShareState } from "@/lib/queries/api-types";
import { useShareProject } from "@/lib/queries/use-project-mutations";
import { useProjectAccess } from "@/lib/queries/use-projects";
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
  const access = useProjectAccess(project.ProjectRef, open);
  const names = users
    .split(/[,\s]+/)
    .map((u) => u.trim())
    .filter(Boolean);

  function shareWithUsers() {
    share.mutate(
      { projectRef: project.ProjectRef, shareState: state, users: names },
      { onSuccess: () => (setUsers(""), void access.refetch()) },
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
        {share.error && (
          <p className={styles.error} role="alert">
            {share.error.message}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button type="submit" disabled={!names.length} pending={share.isPending && names.length > 0}>
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
